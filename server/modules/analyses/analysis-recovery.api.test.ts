import { randomUUID } from 'node:crypto';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgressEvent } from '../../../common/contract/analysis';
import { analyses } from '../../db/schema';
import { projectRoot } from '../../paths';
import { localFileStorage } from '../../platform/storage/file-storage';
import { createAccount, signIn } from '../../test/accounts-helpers';
import { insertBareAnalysis } from '../../test/analysis-rows';
import { createTestContext, type TestContext } from '../../test/test-app';
import { type AnalysesRepository, type AnalysisRow, createAnalysesRepository } from './analyses.repository';
import { ANALYSIS_JOB } from './analysis-runner';

/**
 * Issue 9, finding 3: after a SIGKILL the interrupted analysis stayed "running" for 15 minutes (the
 * pg-boss job's expiry), then ran again with its old progress events listed twice. Here a dead
 * process is simulated by what it leaves in the database: an analysis "running" whose heartbeat
 * stopped, with its files stored and its progress half written, and its old job coming back.
 */
describe('analyses left unfinished by a process that died', () => {
  let context: TestContext;
  let userId: string;
  let cookie: string;
  let repo: AnalysesRepository;

  beforeAll(async () => {
    context = await createTestContext({ env: { ANALYSIS_STALE_SECONDS: '5' } });
    userId = (await createAccount(context, { email: 'reprise@usine.ca', tier: 'enterprise', team: 'Usine' }))
      .id;
    cookie = await signIn(context, 'reprise@usine.ca');
    repo = createAnalysesRepository(context.database.db);
  }, 60_000);
  afterAll(() => context.close());

  const rows = () => context.database.db;

  /** What a process killed during extraction leaves behind. */
  async function leaveBehind(options: {
    status: 'receiving' | 'running';
    attempts: number;
    heartbeatAgoMs: number | null;
  }): Promise<AnalysisRow> {
    const row = await insertBareAnalysis(repo, { ownerUserId: userId, area: 'Atelier de soudage' });
    const storedName = `${randomUUID()}.txt`;
    copyFileSync(
      join(projectRoot, 'fixtures/analysis/soudure-atelier-fr.txt'),
      localFileStorage(context.container.storage).pathOf(storedName),
    );
    await repo.insertFile({
      analysisId: row.id,
      position: 0,
      originalName: 'soudure-atelier-fr.txt',
      storedName,
      mimeType: 'text/plain',
      kind: 'text',
      size: 1000,
    });
    const halfWay: ProgressEvent[] = [
      { stage: 'received', total: 1 },
      { stage: 'extracting', fileName: 'soudure-atelier-fr.txt', index: 1, total: 1 },
      { stage: 'extracted', fileName: 'soudure-atelier-fr.txt', index: 1, total: 1 },
      { stage: 'analysing' },
    ];
    await rows()
      .update(analyses)
      .set({
        status: options.status,
        attempts: options.attempts,
        progress: options.status === 'running' ? halfWay : [],
        heartbeatAt: options.heartbeatAgoMs === null ? null : new Date(Date.now() - options.heartbeatAgoMs),
      })
      .where(eq(analyses.id, row.id));
    return row;
  }

  async function settled(id: string): Promise<AnalysisRow> {
    for (let tries = 0; tries < 100; tries += 1) {
      const row = await repo.findById(id);
      if (row && (row.status === 'done' || row.status === 'failed')) return row;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the analysis never settled');
  }

  const streamedStages = async (requestId: string) => {
    const response = await context.app.inject({
      url: `/api/analyses/${requestId}/progress`,
      headers: { cookie },
    });
    return response.body
      .split('\n\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice(6)) as ProgressEvent);
  };

  it('resumes an interrupted analysis from its stored files, without listing its stages twice', async () => {
    const row = await leaveBehind({ status: 'running', attempts: 1, heartbeatAgoMs: 10 * 60_000 });
    // The dead process's job comes back (pg-boss retries it): it must not run the analysis a second time.
    await context.container.jobs.send(ANALYSIS_JOB, { analysisId: row.id });
    const outcome = await context.container.analysisRecovery.recover({ atStart: true });
    expect(outcome).toMatchObject({ resumed: 1, abandoned: 0 });
    const done = await settled(row.id);
    expect(done.status).toBe('done');
    expect(done.attempts).toBe(2);
    expect(done.progress.map((event) => event.stage)).toEqual([
      'received',
      'extracting',
      'extracted',
      'analysing',
      'grounding',
      'done',
    ]);
    expect((await streamedStages(row.requestId)).map((event) => event.stage)).toEqual([
      'received',
      'extracting',
      'extracted',
      'analysing',
      'grounding',
      'done',
    ]);
    const again = await context.app.inject({ url: `/api/analysis/${row.id}`, headers: { cookie } });
    expect(again.statusCode).toBe(200);
  });

  it('gives up, with a message the person sees, on an analysis that already had its two runs', async () => {
    const row = await leaveBehind({ status: 'running', attempts: 2, heartbeatAgoMs: 10 * 60_000 });
    const outcome = await context.container.analysisRecovery.recover({ atStart: true });
    expect(outcome).toMatchObject({ resumed: 0, abandoned: 1 });
    const failed = await settled(row.id);
    expect(failed).toMatchObject({ status: 'failed', errorCode: 'analysis.abandoned' });
    expect((await streamedStages(row.requestId)).at(-1)).toMatchObject({
      stage: 'failed',
      code: 'analysis.abandoned',
      error:
        'L’analyse a été arrêtée après avoir interrompu le serveur deux fois ; rien n’a été enregistré. Réessayez avec moins de fichiers ou d’autres fichiers.',
    });
  });

  it('fails an upload the crash cut short, so its progress stream ends', async () => {
    const row = await leaveBehind({ status: 'receiving', attempts: 0, heartbeatAgoMs: null });
    await rows()
      .update(analyses)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 60_000) })
      .where(eq(analyses.id, row.id));
    const outcome = await context.container.analysisRecovery.recover({ atStart: true });
    expect(outcome.interrupted).toBe(1);
    expect((await settled(row.id)).errorCode).toBe('analysis.interrupted');
    expect((await streamedStages(row.requestId)).at(-1)).toMatchObject({
      stage: 'failed',
      code: 'analysis.interrupted',
    });
  });

  it('leaves alone an analysis whose heartbeat is fresh: its process is alive', async () => {
    const row = await leaveBehind({ status: 'running', attempts: 1, heartbeatAgoMs: 0 });
    const outcome = await context.container.analysisRecovery.recover({ atStart: false });
    expect(outcome.resumed).toBe(0);
    expect((await repo.findById(row.id))?.status).toBe('running');
    await rows().update(analyses).set({ status: 'failed' }).where(eq(analyses.id, row.id));
  });
});
