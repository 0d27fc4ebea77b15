import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Citation } from '../../../common/contract/assistant';
import { JURISDICTION_CODES } from '../../../common/domain/jurisdictions';
import { LANGUAGES } from '../../../common/i18n/language';
import { teams, users } from './accounts';

/** What a consultation drew on: the ids the user selected, by list. */
export interface AssistantSelection {
  analyses: string[];
  files: string[];
  reports: string[];
  regulatory: string[];
}

/**
 * One consultation of the assistant (spec part 2 §3, "History item"): the question, the answer with
 * its citations, and what it was asked about. It belongs to the team, like the items it cites.
 */
export const assistantHistory = pgTable(
  'assistant_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    citations: jsonb('citations').$type<Citation[]>().notNull(),
    fileNames: jsonb('file_names').$type<string[]>().notNull(),
    selection: jsonb('selection').$type<AssistantSelection>().notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    province: text('province', { enum: JURISDICTION_CODES }).notNull(),
    engine: text('engine').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('assistant_history_team_idx').on(table.teamId, table.createdAt)],
);
