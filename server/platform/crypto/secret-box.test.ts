import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, loadSecretKey } from './secret-box';

describe('sealed secrets', () => {
  const key = Buffer.alloc(32, 7);

  it('seals so that the stored text holds nothing of the secret, and opens it again', () => {
    const box = createSecretBox(key);
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a tampered text, another key, or a text that was never sealed', () => {
    const sealed = createSecretBox(key).seal('secret');
    const tampered = `${sealed.slice(0, -4)}AAAA`;
    expect(() => createSecretBox(key).open(tampered)).toThrow();
    expect(() => createSecretBox(Buffer.alloc(32, 8)).open(sealed)).toThrow();
    expect(() => createSecretBox(key).open('secret')).toThrow('not a sealed secret');
  });

  it('takes SECRET_KEY in hex or base64, or makes a private key file once', () => {
    const hex = 'ab'.repeat(32);
    expect(loadSecretKey({ secretKey: hex, keyFile: '/nonexistent/key' }).toString('hex')).toBe(hex);
    expect(loadSecretKey({ secretKey: Buffer.alloc(32, 1).toString('base64'), keyFile: '' })).toEqual(
      Buffer.alloc(32, 1),
    );
    expect(() => loadSecretKey({ secretKey: 'short', keyFile: '' })).toThrow('32 bytes');
    const keyFile = join(mkdtempSync(join(tmpdir(), 'rv-key-')), 'secret.key');
    const first = loadSecretKey({ secretKey: null, keyFile });
    expect(loadSecretKey({ secretKey: null, keyFile })).toEqual(first);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(keyFile, 'utf8')).toMatch(/^[0-9a-f]{64}$/);
  });
});
