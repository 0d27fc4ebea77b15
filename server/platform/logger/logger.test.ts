import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runWithLogContext } from './log-context';
import { createLogger, INSTANCE_ID, redactUrl } from './logger';

describe('redactUrl', () => {
  it('hides tokens, codes and addresses in query strings', () => {
    expect(redactUrl('/api/auth/verify-token?token=abc123')).toBe(
      '/api/auth/verify-token?token=%5Bredacted%5D',
    );
    expect(redactUrl('/visitor-access?code=XYZ&email=a%40b.ca&x=1')).toBe(
      '/visitor-access?code=%5Bredacted%5D&email=%5Bredacted%5D&x=1',
    );
  });
  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});

describe('createLogger', () => {
  function capture() {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { logger: createLogger({ level: 'info', destination }), written: () => lines.join('') };
  }

  it('never writes passwords, tokens or cookies', () => {
    const { logger, written } = capture();
    logger.info({
      body: { password: 'hunter22', token: 't0k3n', newPassword: 'n3wpass' },
      req: { headers: { cookie: 'rv_session=s3cr3t', authorization: 'Bearer b34r3r' } },
    });
    for (const secret of ['hunter22', 't0k3n', 'n3wpass', 's3cr3t', 'b34r3r']) {
      expect(written()).not.toContain(secret);
    }
    expect(written()).toContain('[redacted]');
  });

  it('logs request URLs with their secret query parameters censored', () => {
    const { logger, written } = capture();
    logger.info({ req: { id: '1', method: 'GET', url: '/api/auth/verify-token?token=abc123' } });
    expect(written()).not.toContain('abc123');
    expect(written()).toContain('/api/auth/verify-token');
  });

  it('logs a failed query by its SQL and codes, never by its parameters or the values it names', () => {
    const { logger, written } = capture();
    const cause = Object.assign(new Error('duplicate key value violates "users_email_key": "x@y.ca"'), {
      code: '23505',
      severity: 'ERROR',
      detail: 'Key (email)=(secret-address@example.ca) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into users (email) values ($1)',
      ['secret-address@example.ca'],
      cause,
    );
    logger.error({ err: error }, 'unexpected error');
    const line = JSON.parse(written()) as { err: { type: string; message: string; cause: { code: string } } };
    expect(line.err.type).toBe('DrizzleQueryError');
    expect(line.err.message).toBe('Failed query: insert into users (email) values ($1)');
    expect(line.err.cause.code).toBe('23505');
    expect(written()).not.toContain('secret-address');
    expect(written()).not.toContain('x@y.ca');
  });

  it('names the process on every line, and the job on the lines written while it runs', async () => {
    const { logger, written } = capture();
    const child = logger.child({ component: 'runner' });
    logger.info('starting');
    const job = async (jobId: string) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      child.info({ step: 1 }, `working on ${jobId}`);
      await new Promise((resolve) => setImmediate(resolve));
      logger.warn(`done with ${jobId}`);
    };
    // Two jobs interleaved: each line keeps its own job's id across awaits.
    await Promise.all([
      runWithLogContext({ jobId: 'job-a', jobName: 'analysis' }, () => job('job-a')),
      runWithLogContext({ jobId: 'job-b', jobName: 'analysis' }, () => job('job-b')),
    ]);
    logger.info('stopping');
    const lines = written()
      .trim()
      .split('\n')
      .map(
        (line) => JSON.parse(line) as { msg: string; instanceId?: string; jobId?: string; jobName?: string },
      );
    expect(lines).toHaveLength(6);
    for (const line of lines) expect(line.instanceId).toBe(INSTANCE_ID);
    for (const line of lines.filter((l) => /job-/.test(l.msg))) {
      expect(line.jobId).toBe(/job-a/.test(line.msg) ? 'job-a' : 'job-b');
      expect(line.jobName).toBe('analysis');
    }
    expect(lines.filter((l) => l.jobId)).toHaveLength(4);
    expect(lines.find((l) => l.msg === 'starting')?.jobId).toBeUndefined();
    expect(lines.find((l) => l.msg === 'stopping')?.jobId).toBeUndefined();
  });
});
