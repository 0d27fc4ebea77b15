import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyses } from '../../db/schema';
import { type AnalysisRow, type FailureEvent, failedWith } from './analyses.repository';

/**
 * The queries that find analyses a dead process left behind. Each change is conditional on the
 * state it was read in, so two instances recovering at once never both act on one analysis.
 */
export function createAnalysisRecoveryRepository(db: Database) {
  return {
    /** Running analyses whose heartbeat stopped before `staleBefore`: their process died. */
    async findAbandoned(staleBefore: Date): Promise<AnalysisRow[]> {
      return db
        .select()
        .from(analyses)
        .where(
          and(
            eq(analyses.status, 'running'),
            or(isNull(analyses.heartbeatAt), lt(analyses.heartbeatAt, staleBefore)),
          ),
        );
    },

    /**
     * Puts an abandoned analysis back in the queue with its progress cut back to what stays true
     * (the files were received), so the new run's stages are not listed twice. Only if it is still
     * abandoned: another instance may have taken it first.
     */
    async requeueAbandoned(options: { row: AnalysisRow; staleBefore: Date }): Promise<boolean> {
      const received = options.row.progress.findIndex((event) => event.stage === 'received');
      const rows = await db
        .update(analyses)
        .set({ status: 'queued', heartbeatAt: null, progress: options.row.progress.slice(0, received + 1) })
        .where(
          and(
            eq(analyses.id, options.row.id),
            eq(analyses.status, 'running'),
            or(isNull(analyses.heartbeatAt), lt(analyses.heartbeatAt, options.staleBefore)),
          ),
        )
        .returning({ id: analyses.id });
      return rows.length > 0;
    },

    /** Fails an unfinished analysis unless it finished or was taken over in the meantime. */
    async failUnfinished(options: {
      id: string;
      status: 'receiving' | 'running';
      event: FailureEvent;
    }): Promise<boolean> {
      const rows = await db
        .update(analyses)
        .set(failedWith(options.event))
        .where(and(eq(analyses.id, options.id), eq(analyses.status, options.status)))
        .returning({ id: analyses.id });
      return rows.length > 0;
    },

    /** Analyses in `status` created before `before`, oldest first (recovery). */
    async listByStatus(options: { status: 'receiving' | 'queued'; before: Date }): Promise<AnalysisRow[]> {
      return db
        .select()
        .from(analyses)
        .where(and(eq(analyses.status, options.status), lt(analyses.createdAt, options.before)))
        .orderBy(asc(analyses.createdAt));
    },
  };
}

export type AnalysisRecoveryRepository = ReturnType<typeof createAnalysisRecoveryRepository>;
