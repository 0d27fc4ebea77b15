import type { DatabaseHandle } from '../../db/client';

/** Runs SQL inside the snapshot or the restore transaction. */
export type Query = <Row = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<Row[]>;

export interface TableInfo {
  name: string;
  /** Stored columns only: generated ones are recomputed by the database on restore. */
  columns: string[];
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

// Rows travel as JSON lines this many at a time: one batch in memory, whatever the table's size.
export const DUMP_BATCH_ROWS = 500;

/**
 * Runs `work` in one transaction: REPEATABLE READ for a snapshot (every table as of one instant,
 * while the server keeps writing), or a plain one for a restore that must land whole or not at all.
 * PGlite has one connection, so its other queries wait for the transaction; PostgreSQL's do not.
 */
export async function inTransaction<T>(
  database: DatabaseHandle,
  mode: 'snapshot' | 'write',
  work: (query: Query) => Promise<T>,
): Promise<T> {
  const begin =
    mode === 'snapshot' ? 'set transaction isolation level repeatable read, read only' : 'select 1';
  if (database.pglite) {
    return database.pglite.transaction(async (tx) => {
      await tx.query(begin);
      return work(async (text, values) => (await tx.query(text, values)).rows as never);
    });
  }
  if (!database.pool) throw new Error('no database connection');
  const client = await database.pool.connect();
  try {
    await client.query('begin');
    await client.query(begin);
    const result = await work(async (text, values) => (await client.query(text, values)).rows as never);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Every table of the public schema, parents before the tables whose foreign keys point at them. */
export async function listTables(query: Query): Promise<TableInfo[]> {
  const columns = await query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      order by c.table_name, c.ordinal_position`,
  );
  const links = await query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
       join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`,
  );
  const byName = new Map<string, string[]>();
  for (const row of columns)
    byName.set(row.table_name, [...(byName.get(row.table_name) ?? []), row.column_name]);
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of links) {
    // A table pointing at itself is loaded in one statement per batch; the order cannot help it.
    if (child !== parent) parents.set(child, (parents.get(child) ?? new Set()).add(parent));
  }
  const ordered: TableInfo[] = [];
  const pending = [...byName.keys()].sort();
  while (pending.length > 0) {
    const index = pending.findIndex((name) =>
      [...(parents.get(name) ?? [])].every((parent) => !pending.includes(parent)),
    );
    // A cycle of foreign keys: take the rest in name order rather than loop forever.
    const [name] = pending.splice(index === -1 ? 0 : index, 1);
    if (name) ordered.push({ name, columns: byName.get(name) ?? [] });
  }
  return ordered;
}

/**
 * Streams a table's rows (or those `where` selects) as JSON lines, one batch per call of `onBatch`,
 * through a cursor: never the whole table in memory.
 */
export async function dumpRows(options: {
  query: Query;
  table: TableInfo;
  where?: string;
  values?: unknown[];
  onBatch: (lines: string) => Promise<void>;
}): Promise<number> {
  const { query, table } = options;
  const list = table.columns.map(quoteIdent).join(', ');
  const where = options.where ? ` where ${options.where}` : '';
  await query(
    `declare rv_dump no scroll cursor for select row_to_json(r)::text as line from (select ${list} from ${quoteIdent(table.name)} t${where}) r`,
    options.values,
  );
  let count = 0;
  try {
    for (;;) {
      const rows = await query<{ line: string }>(`fetch ${DUMP_BATCH_ROWS} from rv_dump`);
      if (rows.length === 0) break;
      count += rows.length;
      await options.onBatch(`${rows.map((row) => row.line).join('\n')}\n`);
    }
  } finally {
    await query('close rv_dump');
  }
  return count;
}

/**
 * Inserts one batch of rows back, with the column types the table has now. Only the columns the
 * rows carry are written, so a column added since the backup (or one left out of it) takes its
 * default; `upsert` updates rows that exist already instead of failing on them.
 */
export async function loadRows(options: {
  query: Query;
  table: TableInfo;
  rows: Record<string, unknown>[];
  upsert?: boolean;
}): Promise<void> {
  const first = options.rows[0];
  if (!first) return;
  const columns = options.table.columns.filter((column) => column in first);
  const list = columns.map(quoteIdent).join(', ');
  const name = quoteIdent(options.table.name);
  const updates = columns
    .filter((column) => column !== 'id')
    .map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`);
  const conflict =
    options.upsert && updates.length > 0 ? ` on conflict (id) do update set ${updates.join(', ')}` : '';
  await options.query(
    `insert into ${name} (${list}) overriding system value
       select ${list} from json_populate_recordset(null::${name}, $1::json)${conflict}`,
    [JSON.stringify(options.rows)],
  );
}

/** Moves every serial and identity sequence past the largest restored value. */
export async function resetSequences(query: Query): Promise<void> {
  const sequences = await query<{ table_name: string; column_name: string; sequence: string | null }>(
    `select table_name, column_name,
            pg_get_serial_sequence(format('%I', table_name), column_name) as sequence
       from information_schema.columns
      where table_schema = 'public' and (column_default like 'nextval(%' or is_identity = 'YES')`,
  );
  for (const row of sequences) {
    if (!row.sequence) continue;
    await query(
      `select setval($1, coalesce((select max(${quoteIdent(row.column_name)}) from ${quoteIdent(row.table_name)}), 0) + 1, false)`,
      [row.sequence],
    );
  }
}

/** Whether the public schema holds no table at all (a fresh database to restore into). */
export async function isEmptyDatabase(query: Query): Promise<boolean> {
  const rows = await query<{ count: number | string }>(
    `select count(*) as count from information_schema.tables where table_schema = 'public'`,
  );
  return Number(rows[0]?.count ?? 0) === 0;
}
