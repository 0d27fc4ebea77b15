import { and, asc, count, desc, eq, gte, inArray, ne, or, type Placeholder, sql, sum } from 'drizzle-orm';
import type {
  EngineName,
  ProgressEvent,
  SourceInterface,
  WorkplaceAnalysis,
} from '../../../common/contract/analysis';
import type { JurisdictionCode } from '../../../common/domain/jurisdictions';
import type { Language } from '../../../common/i18n/language';
import { type Database, rowsOf } from '../../db/client';
import { analyses, analysisFiles, type ExtractionSummary } from '../../db/schema';
import { analysisPassagesOf } from '../assistant/analysis-passages';
import { listSummaryOf } from './list-summary';

export type AnalysisRow = typeof analyses.$inferSelect;
/** A file without its extracted text, which can run to megabytes and is read only by the job. */
export type AnalysisFileRow = Omit<typeof analysisFiles.$inferSelect, 'pages'>;

/** A failure's last progress event: its code is the analysis's error code. */
export type FailureEvent = ProgressEvent & { stage: 'failed'; code: string };

/**
 * The progress log with one more event, as a column value. An analysis's end is one write, its
 * status with its last event: a reader never sees it finished while its stream says it is running,
 * and a process dying in between cannot leave a stream that never ends.
 */
export const progressWith = (event: ProgressEvent) =>
  sql`${analyses.progress} || ${JSON.stringify([event])}::jsonb`;

/** The columns of a failed analysis, its failure event included. */
export const failedWith = (event: FailureEvent) => ({
  status: 'failed' as const,
  errorCode: event.code,
  progress: progressWith(event),
  completedAt: new Date(),
  heartbeatAt: null,
});

const fileColumns = {
  id: analysisFiles.id,
  analysisId: analysisFiles.analysisId,
  position: analysisFiles.position,
  originalName: analysisFiles.originalName,
  storedName: analysisFiles.storedName,
  thumbnailName: analysisFiles.thumbnailName,
  normalizedName: analysisFiles.normalizedName,
  mimeType: analysisFiles.mimeType,
  kind: analysisFiles.kind,
  size: analysisFiles.size,
  extraction: analysisFiles.extraction,
  createdAt: analysisFiles.createdAt,
};

/** Who is asking: an analysis is visible to its owner and to the members of the owner's team. */
export interface Viewer {
  userId: string;
  teamId: string | null;
}

/**
 * The one condition for who may see an analysis: its owner, or a member of the owner's team. Takes values or
 * the placeholders of prepared statements; `team_id = null` is never true, so a statement bound to a null team
 * shows a viewer without a team their own analyses only, as the value form does.
 */
export const visibleTo = (viewer: { userId: string | Placeholder; teamId: string | null | Placeholder }) =>
  viewer.teamId === null
    ? eq(analyses.ownerUserId, viewer.userId)
    : or(eq(analyses.ownerUserId, viewer.userId), eq(analyses.teamId, viewer.teamId));

export function createAnalysesRepository(db: Database) {
  // Results are read far more than anything: their SQL is built once, for viewers with a team and without.
  const visibleResult = db
    .select({ id: analyses.id, result: analyses.result, savedToStandard: analyses.savedToStandard })
    .from(analyses)
    .where(
      and(
        eq(analyses.id, sql.placeholder('id')),
        visibleTo({ userId: sql.placeholder('userId'), teamId: sql.placeholder('teamId') }),
      ),
    )
    .prepare('visible_result');

  return {
    async insertAnalysis(values: {
      requestId: string;
      ownerUserId: string;
      teamId: string | null;
      sourceInterface: SourceInterface;
      language: Language;
      jurisdiction: JurisdictionCode;
      area: string;
      mainSectorId: string | null;
      subSectorId: string | null;
      activityId: string | null;
      instructions: string;
      engine: EngineName;
      model: string;
      metered: boolean;
    }): Promise<AnalysisRow | null> {
      const rows = await db
        .insert(analyses)
        .values({ ...values, status: 'receiving' })
        .onConflictDoNothing({ target: analyses.requestId })
        .returning();
      return rows[0] ?? null;
    },

    async insertFile(values: {
      analysisId: string;
      position: number;
      originalName: string;
      storedName: string;
      mimeType: string;
      kind: AnalysisFileRow['kind'];
      size: number;
    }): Promise<AnalysisFileRow> {
      const [row] = await db.insert(analysisFiles).values(values).returning();
      if (!row) throw new Error('file insert returned nothing');
      return row;
    },

    /** The stored pictures of an analysis' files, for its reports (not their extracted text). */
    async listFilePictures(
      analysisId: string,
    ): Promise<Pick<AnalysisFileRow, 'id' | 'normalizedName' | 'thumbnailName'>[]> {
      return db
        .select({
          id: analysisFiles.id,
          normalizedName: analysisFiles.normalizedName,
          thumbnailName: analysisFiles.thumbnailName,
        })
        .from(analysisFiles)
        .where(eq(analysisFiles.analysisId, analysisId));
    },

    async listFiles(analysisId: string): Promise<AnalysisFileRow[]> {
      return db
        .select()
        .from(analysisFiles)
        .where(eq(analysisFiles.analysisId, analysisId))
        .orderBy(asc(analysisFiles.position));
    },

    async recordExtraction(values: {
      fileId: string;
      extraction: ExtractionSummary;
      pages: (typeof analysisFiles.$inferSelect)['pages'];
      thumbnailName: string | null;
      normalizedName: string | null;
    }): Promise<void> {
      await db
        .update(analysisFiles)
        .set({
          extraction: values.extraction,
          pages: values.pages,
          thumbnailName: values.thumbnailName,
          normalizedName: values.normalizedName,
        })
        .where(eq(analysisFiles.id, values.fileId));
    },

    /** Adds one progress event; readers follow the list by its length. */
    async appendProgress(id: string, event: ProgressEvent): Promise<void> {
      await db
        .update(analyses)
        .set({ progress: progressWith(event) })
        .where(eq(analyses.id, id));
    },

    async setStatus(id: string, status: AnalysisRow['status']): Promise<void> {
      await db.update(analyses).set({ status }).where(eq(analyses.id, id));
    },

    /**
     * Saves the result, with the "done" event, if the run of `attempt` still holds the analysis; false
     * when another took it over. A team's analysis is indexed for the assistant by the same statement,
     * so it is never found unindexed. One statement rather than a transaction: on the embedded
     * database a transaction holds the only connection across its round trips, and under load each
     * trip waits its turn on the server's event loop while every other query waits for the connection.
     */
    async complete(options: { id: string; attempt: number; result: WorkplaceAnalysis }): Promise<boolean> {
      const done: ProgressEvent = { stage: 'done', analysisId: options.id };
      const indexed = analysisPassagesOf(options.result)
        .filter((risk) => risk.text)
        .map((risk) => ({ risk_id: risk.riskId, text: risk.text }));
      const result = await db.execute(sql`
        with finished as (
          update analyses
          set status = 'done',
              progress = progress || ${JSON.stringify([done])}::jsonb,
              result = ${JSON.stringify(options.result)}::jsonb,
              list_summary = ${JSON.stringify(listSummaryOf(options.result))}::jsonb,
              completed_at = now(),
              heartbeat_at = null
          where id = ${options.id} and status = 'running' and attempts = ${options.attempt}
          returning id, team_id
        ), indexed as (
          insert into passages (team_id, analysis_id, risk_id, text)
          select finished.team_id, finished.id, passage.risk_id, passage.text
          from finished, jsonb_to_recordset(${JSON.stringify(indexed)}::jsonb) as passage(risk_id text, text text)
          where finished.team_id is not null
        )
        select id from finished`);
      return rowsOf(result).length > 0;
    },

    /** Records a failure with its event; with `attempt`, only if that run still holds the analysis. */
    async fail(options: { id: string; event: FailureEvent; attempt?: number }): Promise<boolean> {
      const rows = await db
        .update(analyses)
        .set(failedWith(options.event))
        .where(
          and(
            eq(analyses.id, options.id),
            options.attempt === undefined
              ? undefined
              : and(eq(analyses.status, 'running'), eq(analyses.attempts, options.attempt)),
          ),
        )
        .returning({ id: analyses.id });
      return rows.length > 0;
    },

    /** For the job runner, which acts for the owner and needs no viewer. */
    async findById(id: string): Promise<AnalysisRow | null> {
      const [row] = await db.select().from(analyses).where(eq(analyses.id, id));
      return row ?? null;
    },

    async findByRequestId(requestId: string): Promise<AnalysisRow | null> {
      const [row] = await db.select().from(analyses).where(eq(analyses.requestId, requestId));
      return row ?? null;
    },

    /**
     * The result of an analysis the viewer may see, and nothing else of its row: results and reports are
     * read far more than anything, and the row's progress log and summary would be parsed for nothing.
     */
    async findVisibleResult(options: {
      id: string;
      viewer: Viewer;
    }): Promise<Pick<AnalysisRow, 'id' | 'result' | 'savedToStandard'> | null> {
      const { userId, teamId } = options.viewer;
      const [row] = await visibleResult.execute({ id: options.id, userId, teamId });
      return row ?? null;
    },

    async findVisible(options: { id: string; viewer: Viewer }): Promise<AnalysisRow | null> {
      const [row] = await db
        .select()
        .from(analyses)
        .where(and(eq(analyses.id, options.id), visibleTo(options.viewer)));
      return row ?? null;
    },

    /** A stored file (or its thumbnail or normalised copy) that the viewer may see. */
    async findVisibleFile(options: { name: string; viewer: Viewer }) {
      const [row] = await db
        .select({ file: fileColumns })
        .from(analysisFiles)
        .innerJoin(analyses, eq(analyses.id, analysisFiles.analysisId))
        .where(
          and(
            or(
              eq(analysisFiles.storedName, options.name),
              eq(analysisFiles.thumbnailName, options.name),
              eq(analysisFiles.normalizedName, options.name),
            ),
            visibleTo(options.viewer),
          ),
        );
      return row?.file ?? null;
    },

    /** Puts a finished analysis in the team's dashboard and the assistant's lists. */
    async markSavedToStandard(id: string): Promise<void> {
      await db.update(analyses).set({ savedToStandard: true }).where(eq(analyses.id, id));
    },

    /** The viewer's finished analyses, newest first (the PDF id correction offers the first). */
    async recentVisibleIds(options: { viewer: Viewer; limit: number }): Promise<string[]> {
      const rows = await db
        .select({ id: analyses.id })
        .from(analyses)
        .where(and(visibleTo(options.viewer), eq(analyses.status, 'done')))
        .orderBy(desc(analyses.createdAt))
        .limit(options.limit);
      return rows.map((row) => row.id);
    },

    /**
     * Takes a queued analysis for this process: status running, one more attempt, a fresh heartbeat.
     * Refused while its owner already runs `perUserRunning` analyses and someone else's wait, so one
     * person's queue cannot hold every worker. Atomic, so two workers never both take it.
     */
    async claimForRun(options: { id: string; perUserRunning: number }): Promise<AnalysisRow | null> {
      const rows = await db
        .update(analyses)
        .set({ status: 'running', attempts: sql`${analyses.attempts} + 1`, heartbeatAt: sql`now()` })
        .where(
          and(
            eq(analyses.id, options.id),
            eq(analyses.status, 'queued'),
            sql`(
              (select count(*) from analyses mine
                where mine.owner_user_id = "analyses"."owner_user_id" and mine.status = 'running')
                < ${options.perUserRunning}
              or not exists (select 1 from analyses other
                where other.status = 'queued' and other.owner_user_id <> "analyses"."owner_user_id")
            )`,
          ),
        )
        .returning();
      return rows[0] ?? null;
    },

    /** Proves the process running the analysis is alive (see ANALYSIS_STALE_SECONDS). */
    async beat(id: string): Promise<void> {
      await db
        .update(analyses)
        .set({ heartbeatAt: sql`now()` })
        .where(and(eq(analyses.id, id), eq(analyses.status, 'running')));
    },

    /** The person's analyses still on their way (receiving, waiting or running), `except` one. */
    async countActive(options: { userId: string; except?: string }): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(analyses)
        .where(
          and(
            eq(analyses.ownerUserId, options.userId),
            inArray(analyses.status, ['receiving', 'queued', 'running']),
            options.except ? ne(analyses.id, options.except) : undefined,
          ),
        );
      return row?.value ?? 0;
    },

    /** Bytes of uploaded files the person's analyses keep in storage. */
    async storedBytes(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: sum(analysisFiles.size) })
        .from(analysisFiles)
        .innerJoin(analyses, eq(analyses.id, analysisFiles.analysisId))
        .where(eq(analyses.ownerUserId, userId));
      return Number(row?.value ?? 0);
    },

    /** Metered analyses the person started since `since` (the start of their quota day). */
    async countMeteredSince(options: { userId: string; since: Date }): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(analyses)
        .where(
          and(
            eq(analyses.ownerUserId, options.userId),
            eq(analyses.metered, true),
            gte(analyses.createdAt, options.since),
          ),
        );
      return row?.value ?? 0;
    },
  };
}

export type AnalysesRepository = ReturnType<typeof createAnalysesRepository>;
