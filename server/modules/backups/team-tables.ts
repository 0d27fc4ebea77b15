/**
 * How each table takes part in a team backup. Every table that holds a team's or a person's rows
 * (a `team_id`, an owner or user column, or a foreign key to such a table) must be listed here, as
 * exported or as left out with its reason: team-tables.test.ts fails on any table that is not, so
 * a table added later cannot silently escape the team's backups or leak another team's rows.
 */
export interface TeamTable {
  table: string;
  /** The SQL condition selecting the team's rows, with the team id as $1; null: left out. */
  scope: string | null;
  /** Why a table is left out. */
  reason?: string;
  /** Columns never exported (secrets); the restore leaves them to their default or keeps them. */
  omit?: string[];
  /** Columns naming stored files, which the archive then carries under `files/`. */
  files?: string[];
  /** How a restore over the same team treats the rows: shared rows are updated, the team's are replaced. */
  onReplace?: 'upsert' | 'replace';
}

const TEAM_ANALYSES = 'select id from analyses where team_id = $1';
const TEAM_PEOPLE = `select user_id from team_memberships where team_id = $1
  union select owner_user_id from analyses where team_id = $1
  union select owner_user_id from saved_reports where team_id = $1
  union select owner_user_id from library_files where team_id = $1
  union select user_id from assistant_history where team_id = $1`;

/** In the order rows are restored: a table after the tables its foreign keys point at. */
export const TEAM_TABLES: TeamTable[] = [
  { table: 'teams', scope: 'id = $1', onReplace: 'upsert' },
  // Members and former members whose analyses the team keeps, without their password hashes.
  { table: 'users', scope: `id in (${TEAM_PEOPLE})`, omit: ['password_hash'], onReplace: 'upsert' },
  { table: 'team_memberships', scope: 'team_id = $1' },
  { table: 'analyses', scope: 'team_id = $1' },
  {
    table: 'analysis_files',
    scope: `analysis_id in (${TEAM_ANALYSES})`,
    files: ['stored_name', 'thumbnail_name', 'normalized_name'],
  },
  {
    table: 'saved_reports',
    scope: `team_id = $1 and analysis_id in (${TEAM_ANALYSES})`,
    files: ['stored_name'],
  },
  { table: 'library_files', scope: 'team_id = $1', files: ['stored_name'] },
  // The indexed text of the team's library files; its search columns are computed by the database.
  { table: 'passages', scope: 'team_id = $1' },
  { table: 'assistant_history', scope: 'team_id = $1' },
  { table: 'visitor_codes', scope: null, reason: 'access codes are secrets; an admin hands out new ones' },
  { table: 'visitor_verifications', scope: null, reason: 'short-lived sign-in links' },
  { table: 'audit_events', scope: null, reason: "the installation's security log, kept by its operator" },
  { table: 'sessions', scope: null, reason: 'sign-in secrets' },
  { table: 'auth_tokens', scope: null, reason: 'sign-in secrets' },
  { table: 'known_devices', scope: null, reason: 'sign-in secrets' },
  { table: 'two_factor_secrets', scope: null, reason: 'sign-in secrets' },
  { table: 'recovery_codes', scope: null, reason: 'sign-in secrets' },
  {
    table: 'subscriptions',
    scope: null,
    reason: "billing state follows Stripe's webhooks; a restore must neither grant nor remove paid access",
  },
];

/** Columns that make a table hold someone's rows. */
export const OWNER_COLUMNS = ['team_id', 'owner_user_id', 'owner_id', 'user_id', 'created_by'];
