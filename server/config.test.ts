import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, configSchema, loadConfig } from './config';

describe('loadConfig', () => {
  it('starts with embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 3000,
      dataDir: './data',
      databaseUrl: null,
      publicUrl: 'http://localhost:3000',
      demoAccounts: true,
    });
    expect(config.operator.name).toBe('RisqueVision inc.');
  });

  it('names every bad variable in one message', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrowError(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('LOG_LEVEL');
    }
  });

  it('refuses a port outside the TCP range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrowError(/PORT/);
  });

  it('requires the operator identity and public address in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(/OPERATOR_NAME/);
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://app.example.ca/',
      OPERATOR_NAME: 'Prévention Nord inc.',
      OPERATOR_ADDRESS: '1 rue Principale, Québec',
      OPERATOR_CONTACT_EMAIL: 'info@example.ca',
      OPERATOR_PRIVACY_EMAIL: 'vie-privee@example.ca',
    });
    expect(config.publicUrl).toBe('https://app.example.ca');
    expect(config.demoAccounts).toBe(false);
    expect(config.operator.name).toBe('Prévention Nord inc.');
  });

  it('refuses a malformed operator e-mail', () => {
    expect(() => loadConfig({ OPERATOR_CONTACT_EMAIL: 'not-an-address' })).toThrowError(
      /OPERATOR_CONTACT_EMAIL/,
    );
  });

  it('turns demo accounts off on request', () => {
    expect(loadConfig({ DEMO_ACCOUNTS: 'false' }).demoAccounts).toBe(false);
  });
});

describe('analysis engine settings', () => {
  it('runs the offline engine by default with a daily quota of 50', () => {
    expect(loadConfig({}).analysis).toMatchObject({ engine: 'builtin', dailyQuota: 50, timeoutMs: 120_000 });
  });
  it('needs a key for Gemini, and a key or an address for an OpenAI-compatible server', () => {
    expect(() => loadConfig({ ANALYSIS_ENGINE: 'gemini' })).toThrowError(/GEMINI_API_KEY/);
    expect(() => loadConfig({ ANALYSIS_ENGINE: 'openai' })).toThrowError(/OPENAI_API_KEY/);
    expect(
      loadConfig({ ANALYSIS_ENGINE: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }).analysis.openai,
    ).toEqual({
      apiKey: null,
      model: 'gpt-4o-mini',
      baseUrl: 'http://127.0.0.1:11434/v1',
      sendImages: true,
    });
  });
  it('lets a text-only model go without the photos', () => {
    const openai = (value: string) =>
      loadConfig({ ANALYSIS_ENGINE: 'openai', OPENAI_API_KEY: 'k', OPENAI_SEND_IMAGES: value }).analysis
        .openai;
    expect(openai('false').sendImages).toBe(false);
    expect(openai('true').sendImages).toBe(true);
    expect(() => openai('maybe')).toThrowError(/OPENAI_SEND_IMAGES/);
  });

  it('keeps online payment off without a Stripe key, and refuses a key without its webhook secret', () => {
    expect(loadConfig({}).billing).toEqual({
      secretKey: null,
      webhookSecret: null,
      automaticTax: false,
      apiUrl: null,
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrowError(/STRIPE_WEBHOOK_SECRET/);
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_TAX: 'true' })
        .billing,
    ).toMatchObject({ secretKey: 'sk_test_x', automaticTax: true });
  });
});

describe('TRUST_PROXY', () => {
  it('believes no proxy, nearby ones for true, or the listed addresses and ranges', () => {
    const trusted = (value?: string) =>
      loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;
    for (const none of [undefined, 'false', 'no', '0']) expect(trusted(none)).toEqual([]);
    for (const nearby of ['true', 'yes', '1'])
      expect(trusted(nearby)).toEqual(['loopback', 'linklocal', 'uniquelocal']);
    expect(trusted('127.0.0.1, 192.0.2.0/24,2001:db8::/32')).toEqual([
      '127.0.0.1',
      '192.0.2.0/24',
      '2001:db8::/32',
    ]);
    // A count of hops is refused: it cannot check who is connecting.
    for (const bad of ['2', 'all', '300.1.1.1', '10.0.0.0/33', '10.0.0.1/8/1', 'example.org'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });
});

describe('the README', () => {
  it('documents every setting the server reads', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const undocumented = Object.keys(configSchema.shape).filter((key) => !readme.includes(`| \`${key}\``));
    expect(undocumented).toEqual([]);
  });
});
