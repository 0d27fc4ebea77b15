import { describe, expect, it } from 'vitest';
import { accessTierOf, homePathOf, safeReturnPath } from './access';

describe('accessTierOf', () => {
  it('gives team administrators the enterprise screens', () => {
    expect(accessTierOf({ tier: null, role: 'admin' })).toBe('enterprise');
    expect(accessTierOf({ tier: 'conseiller', role: 'admin' })).toBe('enterprise');
  });
  it('makes other team members analysts on the consultant screens', () => {
    expect(accessTierOf({ tier: 'enterprise', role: 'member' })).toBe('conseiller');
  });
  it('uses the personal plan outside a team', () => {
    expect(accessTierOf({ tier: 'conseiller', role: null })).toBe('conseiller');
    expect(accessTierOf({ tier: null, role: null })).toBeNull();
  });
});

describe('homePathOf', () => {
  it('sends each tier to its home, and anyone else to the landing page', () => {
    expect(homePathOf('enterprise')).toBe('/dashboard');
    expect(homePathOf('conseiller')).toBe('/conseiller-sst');
    expect(homePathOf(null)).toBe('/');
  });
});

describe('safeReturnPath', () => {
  it('keeps paths on this site', () => {
    expect(safeReturnPath('/conseiller-sst?id=3')).toBe('/conseiller-sst?id=3');
  });
  it('refuses other sites, API addresses and the sign-in page itself', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/api/analyses',
      '/login',
      '',
      null,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });
});
