import { sql } from 'drizzle-orm';
import { bigint, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LIBRARY_KINDS, TEXT_STATUSES } from '../../../common/contract/library';
import { teams, users } from './accounts';
import { analyses } from './analyses';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A file of a team's libraries (spec part 2 §2.3): an imported workplace file, a regulatory
 * reference or an imported PDF report, with what was read from it.
 */
export const libraryFiles = pgTable(
  'library_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LIBRARY_KINDS }).notNull(),
    originalName: text('original_name').notNull(),
    /** `<id>.<ext>` in file storage; never the uploader's name. */
    storedName: text('stored_name').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    pages: integer('pages').notNull().default(0),
    textStatus: text('text_status', { enum: TEXT_STATUSES }).notNull(),
    /** Why no text was read (an extraction error code), else null. */
    textWarning: text('text_warning'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('library_files_team_idx').on(table.teamId, table.kind, table.createdAt)],
);

/**
 * Text read from a library file, a few hundred words per passage, indexed in French and in English
 * whatever the file's language (a bilingual team asks in either). Deleting the file deletes them.
 */
export const passages = pgTable(
  'passages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    libraryFileId: uuid('library_file_id').references(() => libraryFiles.id, { onDelete: 'cascade' }),
    analysisId: uuid('analysis_id').references(() => analyses.id, { onDelete: 'cascade' }),
    page: integer('page'),
    riskId: text('risk_id'),
    text: text('text').notNull(),
    tsvFrench: tsvector('tsv_french').generatedAlwaysAs(sql`to_tsvector('french', "text")`),
    tsvEnglish: tsvector('tsv_english').generatedAlwaysAs(sql`to_tsvector('english', "text")`),
  },
  (table) => [
    index('passages_file_idx').on(table.libraryFileId),
    index('passages_analysis_idx').on(table.analysisId),
    index('passages_french_idx').using('gin', table.tsvFrench),
    index('passages_english_idx').using('gin', table.tsvEnglish),
  ],
);
