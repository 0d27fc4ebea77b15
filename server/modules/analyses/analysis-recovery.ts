import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Logger } from '../../platform/logger/logger';
import type { AnalysesRepository, AnalysisRow } from './analyses.repository';
import type { AnalysisRecoveryRepository } from './analysis-recovery.repository';
import { failureEvent, queueAnalysis } from './analysis-runner';
import type { ProgressHub } from './progress-hub';

/**
 * Runs an analysis may start before it is given up: one that killed its process twice would only
 * kill the next one too.
 */
export const MAX_ANALYSIS_ATTEMPTS = 2;

/** An upload still "receiving" after this long on a shared database lost its connection for good. */
const RECEIVING_ABANDONED_MS = 60 * 60 * 1000;

export interface RecoveryOutcome {
  resumed: number;
  abandoned: number;
  interrupted: number;
}

/**
 * Finds the analyses a dead process left unfinished and settles them, so none stays "running"
 * for ever and none is run by two processes:
 * - running with a stale heartbeat: resumed from its stored files (the upload is not lost, so
 *   asking the person to send it again would be worse) with its progress cut back to "received",
 *   unless it already had MAX_ANALYSIS_ATTEMPTS runs: then it fails with a message;
 * - receiving (an upload cut by the crash): fails with a message, its files never all arrived;
 * - queued at start: its job is sent again, in case the crash fell between the two (a duplicate
 *   finds the analysis taken and ends).
 * On PGlite this process is the only one (the data folder is locked), so at start everything
 * unfinished was left by a dead process; on PostgreSQL only a stale heartbeat says so, and each
 * instance sweeps every few seconds so another can take over a dead one's analyses.
 */
export function createAnalysisRecovery(deps: {
  repository: AnalysisRecoveryRepository;
  analyses: AnalysesRepository;
  jobs: JobQueue;
  hub: ProgressHub;
  logger: Logger;
  staleAfterMs: number;
  singleProcess: boolean;
  runningHere: ReadonlySet<string>;
}) {
  const failWith = async (row: AnalysisRow, status: 'receiving' | 'running', code: string) => {
    const event = failureEvent(code, row.language);
    if (!(await deps.repository.failUnfinished({ id: row.id, status, event }))) return false;
    deps.hub.notify(row.id);
    return true;
  };

  async function recover({ atStart }: { atStart: boolean }): Promise<RecoveryOutcome> {
    const now = Date.now();
    const everything = atStart && deps.singleProcess;
    const staleBefore = new Date(everything ? now : now - deps.staleAfterMs);
    const outcome: RecoveryOutcome = { resumed: 0, abandoned: 0, interrupted: 0 };
    for (const row of await deps.repository.findAbandoned(staleBefore)) {
      if (deps.runningHere.has(row.id)) continue;
      if (row.attempts >= MAX_ANALYSIS_ATTEMPTS) {
        if (await failWith(row, 'running', 'analysis.abandoned')) outcome.abandoned += 1;
      } else if (await deps.repository.requeueAbandoned({ row, staleBefore })) {
        await queueAnalysis({ jobs: deps.jobs, repository: deps.analyses, row });
        deps.hub.notify(row.id);
        outcome.resumed += 1;
      }
    }
    const receivingBefore = new Date(everything ? now : now - RECEIVING_ABANDONED_MS);
    for (const row of await deps.repository.listByStatus({ status: 'receiving', before: receivingBefore })) {
      if (await failWith(row, 'receiving', 'analysis.interrupted')) outcome.interrupted += 1;
    }
    if (atStart) {
      const queuedBefore = new Date(everything ? now : now - deps.staleAfterMs);
      for (const row of await deps.repository.listByStatus({ status: 'queued', before: queuedBefore })) {
        await queueAnalysis({ jobs: deps.jobs, repository: deps.analyses, row });
      }
    }
    return outcome;
  }

  let timer: NodeJS.Timeout | null = null;
  return {
    recover,
    /** Recovers what a previous run left, then (on a shared database) sweeps every few seconds. */
    async start(): Promise<RecoveryOutcome> {
      const outcome = await recover({ atStart: true });
      if (outcome.resumed + outcome.abandoned + outcome.interrupted > 0) {
        deps.logger.warn({ ...outcome }, 'analyses left unfinished by a stopped process were recovered');
      }
      if (!deps.singleProcess) {
        timer = setInterval(
          () => {
            recover({ atStart: false }).catch((error: unknown) =>
              deps.logger.error({ err: error }, 'analysis recovery failed'),
            );
          },
          Math.max(1000, deps.staleAfterMs / 3),
        );
        timer.unref();
      }
      return outcome;
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export type AnalysisRecovery = ReturnType<typeof createAnalysisRecovery>;
