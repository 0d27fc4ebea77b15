import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ProgressEvent, SeverityCounts, WorkplaceAnalysis } from '../../../common/contract/analysis';
import { ENGINES } from '../../../common/contract/analysis';
import { JURISDICTION_CODES } from '../../../common/domain/jurisdictions';
import { FILE_KINDS } from '../../../common/domain/uploads';
import { LANGUAGES } from '../../../common/i18n/language';
import { teams, users } from './accounts';

/** The few fields of a result that the lists of analyses show (see `listSummaryOf`). */
export interface ListSummary {
  specificActivity: string | null;
  industrySector: string | null;
  fileNames: string[];
  total: number;
  bySeverity: SeverityCounts;
}

/**
 * One analysis request and, once done, its result. The result is written only when the whole
 * analysis succeeded, so a failure never leaves a half-saved analysis behind.
 */
export const analyses = pgTable(
  'analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The id the browser made up, to follow progress and find the analysis again after a closed tab. */
    requestId: uuid('request_id').notNull().unique(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The owner's team when the analysis was made: its members share it. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    sourceInterface: text('source_interface', { enum: ['conseiller-sst', 'enterprise'] }).notNull(),
    status: text('status', { enum: ['receiving', 'queued', 'running', 'done', 'failed'] }).notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    jurisdiction: text('jurisdiction', { enum: JURISDICTION_CODES }).notNull(),
    area: text('area').notNull(),
    mainSectorId: text('main_sector_id'),
    subSectorId: text('sub_sector_id'),
    activityId: text('activity_id'),
    instructions: text('instructions').notNull().default(''),
    engine: text('engine', { enum: ENGINES }).notNull(),
    model: text('model').notNull(),
    /** Counted against the owner's daily AI quota. */
    metered: boolean('metered').notNull(),
    progress: jsonb('progress').$type<ProgressEvent[]>().notNull().default([]),
    result: jsonb('result').$type<WorkplaceAnalysis>(),
    /**
     * What the lists show of the result, written with it: a page of 50 then reads this small value
     * instead of taking the whole stored result apart five times per row.
     */
    listSummary: jsonb('list_summary').$type<ListSummary>(),
    errorCode: text('error_code'),
    /** Refreshed every few seconds while a job runs it; a stale one means the process running it died. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** Runs started so far: an analysis that keeps killing its process stops being retried. */
    attempts: integer('attempts').notNull().default(0),
    savedToStandard: boolean('saved_to_standard').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('analyses_owner_idx').on(table.ownerUserId, table.createdAt),
    index('analyses_team_idx').on(table.teamId, table.createdAt),
    // Recovery and the per-user limits look up unfinished analyses by status.
    index('analyses_status_idx').on(table.status, table.ownerUserId),
  ],
);

export interface ExtractionSummary {
  status: 'ok' | 'error';
  code: string | null;
  pages: number;
  ocrPages: number;
  truncated: boolean;
}

export const analysisFiles = pgTable(
  'analysis_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    originalName: text('original_name').notNull(),
    /** `<id>.<ext>` in file storage; the name in /uploads/ URLs, never the original name. */
    storedName: text('stored_name').notNull().unique(),
    thumbnailName: text('thumbnail_name'),
    normalizedName: text('normalized_name'),
    mimeType: text('mime_type').notNull(),
    kind: text('kind', { enum: FILE_KINDS }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    extraction: jsonb('extraction').$type<ExtractionSummary>(),
    /** The extracted text by page, kept for the assistant and for re-reading the evidence. */
    pages: jsonb('pages').$type<{ page: number; text: string; method: 'text' | 'ocr' }[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('analysis_files_analysis_idx').on(table.analysisId, table.position),
    index('analysis_files_thumbnail_idx').on(table.thumbnailName),
    index('analysis_files_normalized_idx').on(table.normalizedName),
  ],
);
