import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { DatabaseHandle } from '../../db/client';
import type { FileStorage } from '../../platform/storage/file-storage';
import { readArchive, verifyArchive } from './archive-reader';
import { inTransaction, loadRows, type Query, quoteIdent } from './database-dump';
import { readBatch } from './instance-backup';
import { knownSchemaVersion, SchemaTooNewError } from './schema-version';
import { exportedTables } from './team-backup';

/** A team backup that cannot go where it was asked to: the operator reads the message. */
export class TeamRestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TeamRestoreError';
  }
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * Gives every id of the backup a new one, the same wherever it appears (keys, foreign keys, stored
 * file names, ids inside results), so a team imported as new shares no id or file with any other.
 */
function createIdMap() {
  const ids = new Map<string, string>();
  return (text: string) =>
    text.replace(UUID, (id) => {
      const key = id.toLowerCase();
      let fresh = ids.get(key);
      if (!fresh) {
        fresh = randomUUID();
        ids.set(key, fresh);
      }
      return fresh;
    });
}

async function namesOfTeamFiles(
  query: Query,
  teamId: string,
  tables: Awaited<ReturnType<typeof exportedTables>>,
) {
  const names = new Set<string>();
  for (const { entry, table } of tables) {
    for (const column of entry.files ?? []) {
      const rows = await query<{ name: string | null }>(
        `select ${quoteIdent(column)} as name from ${quoteIdent(table.name)} where ${entry.scope}`,
        [teamId],
      );
      for (const row of rows) if (row.name) names.add(row.name);
    }
  }
  return names;
}

/**
 * Restores a team backup, checked whole first. `new-team` imports it as a new team with new ids
 * (into another installation, or beside the original); members come without passwords and set one
 * through "forgot password". `replace` puts the same team of this installation back as it was in
 * the backup: its analyses, reports and memberships are replaced, members keep their passwords.
 */
export async function restoreTeamBackup(options: {
  path: string;
  database: DatabaseHandle;
  storage: FileStorage;
  mode: 'new-team' | 'replace';
}): Promise<{ teamId: string; teamName: string }> {
  const manifest = await verifyArchive(options.path);
  if (manifest.kind !== 'team') throw new TeamRestoreError('This is an instance backup, not a team backup.');
  if (manifest.schema.when > knownSchemaVersion().when) throw new SchemaTooNewError(manifest.schema);
  const sourceTeamId = String(manifest.details.teamId);
  const rewrite = options.mode === 'new-team' ? createIdMap() : (text: string) => text;
  const written = new Set<string>();

  const stale = await inTransaction(options.database, 'write', async (query) => {
    const tables = await exportedTables(query);
    const byName = new Map(tables.map((item) => [item.table.name, item]));
    let previous = new Set<string>();
    if (options.mode === 'replace') {
      const found = await query('select id from teams where id = $1', [sourceTeamId]);
      if (found.length === 0) {
        throw new TeamRestoreError(
          `The team "${String(manifest.details.teamName)}" is not in this installation: import it as a new team.`,
        );
      }
      previous = await namesOfTeamFiles(query, sourceTeamId, tables);
      for (const { entry, table } of [...tables].reverse()) {
        if (entry.onReplace !== 'upsert') {
          await query(`delete from ${quoteIdent(table.name)} where ${entry.scope}`, [sourceTeamId]);
        }
      }
    }
    await readArchive(options.path, async (name, content: Readable) => {
      const match = /^db\/([^/]+)\/\d+\.jsonl$/.exec(name);
      if (match?.[1]) {
        const item = byName.get(match[1]);
        if (!item)
          throw new TeamRestoreError(`The backup holds a table this installation lacks: ${match[1]}`);
        const rows = await readBatch(content, rewrite);
        if (options.mode === 'new-team' && item.table.name === 'users') await refuseKnownEmails(query, rows);
        await loadRows({ query, table: item.table, rows, upsert: item.entry.onReplace === 'upsert' });
      } else if (name.startsWith('files/')) {
        const stored = rewrite(name.slice('files/'.length));
        await options.storage.write(stored, content);
        written.add(stored);
      } else {
        content.resume();
        await finished(content);
      }
    });
    return [...previous].filter((file) => !written.has(file));
  });
  // Files of the replaced rows go once the new rows are committed.
  for (const name of stale) await options.storage.remove(name);
  return { teamId: rewrite(sourceTeamId), teamName: String(manifest.details.teamName) };
}

// A person belongs to one team and signs in with one address: an import never takes over an account.
async function refuseKnownEmails(query: Query, rows: Record<string, unknown>[]) {
  const emails = rows.map((row) => String(row.email).toLowerCase());
  const known = await query<{ email: string }>('select email from users where lower(email) = any($1)', [
    emails,
  ]);
  if (known.length > 0) {
    throw new TeamRestoreError(
      `These members already have an account in this installation: ${known.map((row) => row.email).join(', ')}. ` +
        'Remove them first, or restore over the same team instead.',
    );
  }
}
