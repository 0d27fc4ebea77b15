import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { configWithoutSecrets } from './config-snapshot';

describe('configWithoutSecrets', () => {
  it('keeps the settings and drops every key, password and credential in a URL', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://app:db-pass@db.example:5432/rv',
      SMTP_URL: 'smtps://mailer:smtp-pass@smtp.example:465',
      ANALYSIS_ENGINE: 'gemini',
      GEMINI_API_KEY: 'gemini-secret',
    });
    const snapshot = configWithoutSecrets(config);
    const text = JSON.stringify(snapshot);
    for (const secret of ['db-pass', 'smtp-pass', 'gemini-secret', 'mailer', 'app:']) {
      expect(text).not.toContain(secret);
    }
    expect(snapshot).toMatchObject({
      databaseUrl: 'postgres://db.example:5432/rv',
      analysis: { engine: 'gemini', gemini: { apiKey: '[set]' }, openai: { apiKey: null } },
    });
  });
});
