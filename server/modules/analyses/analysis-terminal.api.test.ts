import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkplaceAnalysis } from '../../../common/contract/analysis';
import { analyses } from '../../db/schema';
import { createAccount } from '../../test/accounts-helpers';
import { insertBareAnalysis } from '../../test/analysis-rows';
import { createTestContext, type TestContext } from '../../test/test-app';
import { type AnalysesRepository, createAnalysesRepository } from './analyses.repository';
import { createAnalysisRecoveryRepository } from './analysis-recovery.repository';
import { failureEvent } from './analysis-runner';

/**
 * CI of stop 21: a reader saw an analysis "done" whose progress did not yet end with "done", because
 * the status and the last event were two writes. A process dying between them would leave a stream
 * that never ends; a reader between them sees a finished analysis that its stream says is running.
 * Each end of an analysis is one write: its status and its last progress event together.
 */
describe('the end of an analysis', () => {
  let context: TestContext;
  let userId: string;
  let repo: AnalysesRepository;

  beforeAll(async () => {
    context = await createTestContext();
    userId = (await createAccount(context, { email: 'fin@usine.ca' })).id;
    repo = createAnalysesRepository(context.database.db);
  }, 60_000);
  afterAll(() => context.close());

  async function running(status: 'receiving' | 'running' = 'running') {
    const row = await insertBareAnalysis(repo, {
      ownerUserId: userId,
      sourceInterface: 'conseiller-sst',
      language: 'en',
      jurisdiction: 'ON',
      area: 'Shop',
    });
    await context.database.db
      .update(analyses)
      .set({ status, attempts: 1, progress: [{ stage: 'received', total: 0 }] })
      .where(eq(analyses.id, row.id));
    return row.id;
  }

  const stages = async (id: string) => (await repo.findById(id))?.progress.map((event) => event.stage);

  it('is stored with its "done" event in the same write as its result', async () => {
    const id = await running();
    const result = { fileNames: [], analysis: { risks: [] } } as unknown as WorkplaceAnalysis;
    expect(await repo.complete({ id, attempt: 1, result })).toBe(true);
    expect((await repo.findById(id))?.progress.at(-1)).toEqual({ stage: 'done', analysisId: id });
    // A run that lost the analysis adds nothing.
    expect(await repo.complete({ id, attempt: 1, result })).toBe(false);
    expect(await stages(id)).toEqual(['received', 'done']);
  });

  it('is stored with its "failed" event in the same write as its error', async () => {
    const id = await running();
    const event = failureEvent('analysis.failed', 'en');
    expect(await repo.fail({ id, event, attempt: 1 })).toBe(true);
    expect((await repo.findById(id))?.progress.at(-1)).toEqual(event);
    expect(await repo.fail({ id, event, attempt: 1 })).toBe(false);
    expect(await stages(id)).toEqual(['received', 'failed']);
  });

  it('is stored with its "failed" event when recovery gives up on it', async () => {
    const id = await running('receiving');
    const event = failureEvent('analysis.interrupted', 'en');
    const recovery = createAnalysisRecoveryRepository(context.database.db);
    expect(await recovery.failUnfinished({ id, status: 'receiving', event })).toBe(true);
    expect(await repo.findById(id)).toMatchObject({ status: 'failed', errorCode: 'analysis.interrupted' });
    expect((await repo.findById(id))?.progress.at(-1)).toEqual(event);
    expect(await recovery.failUnfinished({ id, status: 'receiving', event })).toBe(false);
    expect(await stages(id)).toEqual(['received', 'failed']);
  });
});
