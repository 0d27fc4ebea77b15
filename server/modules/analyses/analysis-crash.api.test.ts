import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, seedEnterpriseAccount, signIn } from '../../../bench/server-start';
import type { ProgressEvent } from '../../../common/contract/analysis';
import { projectRoot } from '../../paths';
import { weldingAnswerFr } from '../../platform/ai/testing/analysis-samples';
import { openAiAnswer, startFakeOpenAi } from '../../platform/ai/testing/fake-openai';
import type { FakeServer } from '../../platform/ai/testing/fake-provider';
import { multipart } from '../../test/multipart';

const account = { email: 'sigkill@usine.ca', password: 'Prevention-Crash-2025!' };

/**
 * Issue 9, finding 3, as it happened: the real server, in its own process, is killed with SIGKILL
 * while an analysis is running, then started again on the same data folder. The AI engine is a
 * fake provider on 127.0.0.1 that holds the first call open (so the kill lands mid-analysis) and
 * answers the second.
 */
describe('a server killed during an analysis', () => {
  let provider: FakeServer;
  let dataDir: string;
  let port: number;
  let server: ChildProcess | null = null;
  const baseUrl = () => `http://127.0.0.1:${port}`;

  async function startServer(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'server/main.ts')], {
      cwd: projectRoot,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        DEMO_ACCOUNTS: 'false',
        ANALYSIS_ENGINE: 'openai',
        OPENAI_BASE_URL: `${provider.url}/v1`,
        OPENAI_API_KEY: 'test-key',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    server = child;
    for (let tries = 0; tries < 600; tries += 1) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const healthy = await fetch(`${baseUrl()}/api/health`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('server did not start');
  }

  async function progressOf(requestId: string, cookie: string): Promise<ProgressEvent[]> {
    const response = await fetch(`${baseUrl()}/api/analyses/${requestId}/progress`, {
      headers: { cookie },
      signal: AbortSignal.timeout(20_000),
    });
    return (await response.text())
      .split('\n\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice(6)) as ProgressEvent);
  }

  beforeAll(async () => {
    provider = await startFakeOpenAi();
    dataDir = mkdtempSync(join(tmpdir(), 'rv-crash-'));
    port = await freePort();
    await seedEnterpriseAccount({ dataDir, ...account });
  }, 60_000);
  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    await provider.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no analysis running after a restart, and lists each stage once', async () => {
    await startServer();
    let cookie = await signIn({ baseUrl: baseUrl(), ...account });
    provider.reply('hang', openAiAnswer(JSON.stringify(weldingAnswerFr)));
    const requestId = randomUUID();
    const body = multipart(
      {
        requestId,
        area: 'Atelier de soudage',
        jurisdiction: 'QC',
        language: 'français',
        sourceInterface: 'enterprise',
      },
      [
        {
          name: 'atelier.txt',
          content: Buffer.from('Soudage à l’arc près de solvants.'),
          contentType: 'text/plain',
        },
      ],
    );
    void fetch(`${baseUrl()}/api/analyze-risks`, {
      method: 'POST',
      headers: { ...body.headers, cookie },
      body: new Uint8Array(body.payload),
    }).catch(() => undefined);
    // The engine's call reaching the provider means the analysis is running.
    for (let tries = 0; provider.requests.length === 0; tries += 1) {
      if (tries > 300) throw new Error('the analysis never reached the engine');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    server?.kill('SIGKILL');
    if (server) await once(server, 'exit');

    await startServer();
    cookie = await signIn({ baseUrl: baseUrl(), ...account });
    const events = await progressOf(requestId, cookie);
    expect(events.map((event) => event.stage)).toEqual([
      'received',
      'extracting',
      'extracted',
      'analysing',
      'grounding',
      'done',
    ]);
    expect(provider.requests.length).toBe(2);
  }, 120_000);
});
