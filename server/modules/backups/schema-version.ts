import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { migrationsFolder, projectRoot } from '../../paths';
import type { Query } from './database-dump';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

interface Journal {
  entries: JournalEntry[];
}

export interface SchemaVersion {
  tag: string;
  when: number;
}

const readJournal = (): Journal =>
  JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;

/** The application's version, from package.json. */
export function appVersion(): string {
  return (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The newest migration this application knows. */
export function knownSchemaVersion(): SchemaVersion {
  const last = readJournal().entries.at(-1);
  if (!last) throw new Error('no migrations');
  return { tag: last.tag, when: last.when };
}

/** The last migration applied to the database (drizzle records each by its journal timestamp). */
export async function appliedSchemaVersion(query: Query): Promise<SchemaVersion> {
  const rows = await query<{ created_at: string | number }>(
    'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const when = Number(rows[0]?.created_at ?? 0);
  const entry = readJournal().entries.find((candidate) => candidate.when === when);
  return { tag: entry?.tag ?? 'unknown', when };
}

/** The migration files an archive carries, so the schema it needs is documented beside its rows. */
export function migrationFiles(): { name: string; path: string }[] {
  return [
    ...readJournal().entries.map((entry) => ({
      name: `migrations/${entry.tag}.sql`,
      path: join(migrationsFolder, `${entry.tag}.sql`),
    })),
    { name: 'migrations/meta/_journal.json', path: join(migrationsFolder, 'meta/_journal.json') },
  ];
}

/** The backup's schema is newer than this application: restoring would lose what it does not know. */
export class SchemaTooNewError extends Error {
  constructor(backup: SchemaVersion) {
    const known = knownSchemaVersion();
    super(
      `This backup was made by a newer RisqueVision (schema ${backup.tag}); this installation knows up to ` +
        `${known.tag}. Upgrade RisqueVision first, then restore.`,
    );
    this.name = 'SchemaTooNewError';
  }
}

/**
 * Builds the schema exactly as the backup had it (its migrations and no later one), so its rows fit;
 * the caller runs the remaining migrations forward after loading them.
 */
export async function migrateUpTo(database: DatabaseHandle, version: SchemaVersion): Promise<void> {
  const journal = readJournal();
  const entries = journal.entries.filter((entry) => entry.when <= version.when);
  if (!entries.some((entry) => entry.when === version.when)) throw new SchemaTooNewError(version);
  const folder = mkdtempSync(join(tmpdir(), 'rv-migrations-'));
  try {
    mkdirSync(join(folder, 'meta'));
    for (const entry of entries)
      cpSync(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
    writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
    await migrateDatabase(database, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
