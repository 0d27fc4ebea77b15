import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../test/smtp-capture';
import { checkEmailService, smtpServiceName } from './email-status';

describe('the e-mail status check', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());

  it('names the SMTP server without its credentials', () => {
    expect(smtpServiceName('smtps://user:secret@smtp.mailgun.org')).toBe('smtp.mailgun.org:465');
    expect(smtpServiceName('smtp://u:p@127.0.0.1:2525')).toBe('127.0.0.1:2525');
  });

  it('says the SMTP server is operational after a real connection and EHLO', async () => {
    const status = await checkEmailService({ smtpUrl: smtp.url, outboxDir: '/nonexistent', language: 'fr' });
    expect(status.provider).toMatchObject({ kind: 'smtp', configured: true, status: { success: true } });
    expect(status.provider.status.message).toBe(`Service SMTP ${smtpServiceName(smtp.url)} opérationnel`);
    expect(smtp.messages).toHaveLength(0);
  });

  it('says so when the SMTP server does not answer', async () => {
    // A port that accepts nothing: listen, note it, close.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const status = await checkEmailService({
      smtpUrl: `smtp://user:hunter2@127.0.0.1:${port}`,
      outboxDir: '/nonexistent',
      language: 'en',
    });
    expect(status.provider.status.success).toBe(false);
    expect(status.provider.status.message).toMatch(/did not answer \((ECONNECTION|ESOCKET|ECONNREFUSED)\)/);
    expect(JSON.stringify(status)).not.toContain('hunter2');
  });

  it('without SMTP, says the e-mails go to the outbox, and whether it can be written', async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'rv-outbox-'));
    const ready = await checkEmailService({ smtpUrl: null, outboxDir, language: 'en' });
    expect(ready.provider).toMatchObject({ kind: 'outbox', configured: false, status: { success: true } });
    expect(ready.provider.status.message).toMatch(/^No SMTP server configured \(SMTP_URL unset\)/);
    // A file where the folder should be: the outbox cannot be written.
    const blocked = join(outboxDir, 'blocked');
    writeFileSync(blocked, '');
    const broken = await checkEmailService({
      smtpUrl: null,
      outboxDir: join(blocked, 'outbox'),
      language: 'fr',
    });
    expect(broken.provider.status.success).toBe(false);
    rmSync(outboxDir, { recursive: true, force: true });
  });
});
