import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface TestS3Server {
  /** The S3_* settings reaching it, for createTestContext's env. */
  env: Record<string, string>;
  bucket: string;
  endpoint: string;
  close(): Promise<void>;
}

/** s3rver's fixed credentials: it checks request signatures against them. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

async function listeningPort(child: ChildProcess): Promise<number> {
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}): ${errors}`)));
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
}

/**
 * An S3-compatible server (s3rver, from npm) in its own process on 127.0.0.1, on a free port,
 * storing in a temporary folder, with one bucket.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'rv-s3-'));
  const bucket = `rv-${randomBytes(4).toString('hex')}`;
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', join(import.meta.dirname, 's3rver-child.mjs'), directory, bucket],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const port = await listeningPort(child);
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
