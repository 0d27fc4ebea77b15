import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teams, users } from './accounts';
import { analyses } from './analyses';

/**
 * A report saved from a result screen: the chosen risks and the PDF made from them at that time,
 * so the team's dashboard and assistant find exactly what was handed over.
 */
export const savedReports = pgTable(
  'saved_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    selectedRiskIds: jsonb('selected_risk_ids').$type<string[]>().notNull(),
    storedName: text('stored_name').notNull().unique(),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_reports_analysis_idx').on(table.analysisId),
    index('saved_reports_team_idx').on(table.teamId),
  ],
);
