import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm';

/** Where a page starts: strictly older than this creation time (microseconds, UTC) and id. */
export interface PageCursor {
  createdAt: string;
  id: string;
}

/**
 * Lists are paged on (created_at, id), newest first, so a page never shifts when rows are added or
 * deleted meanwhile and the index on (scope, created_at) serves any depth. The browser gets the
 * cursor as "<time>_<id>", opaque to it, and sends it back.
 */
export const cursorOf = (value: string | undefined): PageCursor | null => {
  if (!value) return null;
  const split = value.lastIndexOf('_');
  return { createdAt: value.slice(0, split), id: value.slice(split + 1) };
};

export const cursorText = (cursor: PageCursor | null) => (cursor ? `${cursor.createdAt}_${cursor.id}` : null);

/** The row's creation time as the cursor spells it (microseconds, UTC). */
export const cursorTimeOf = (createdAt: AnyColumn) =>
  sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Rows strictly after the cursor in newest-first order; no condition on the first page. The cursor's
 * parts may be placeholders, for a statement built once.
 */
export const olderThan = (
  createdAt: AnyColumn,
  id: AnyColumn,
  cursor: PageCursor | { createdAt: Placeholder; id: Placeholder } | null,
): SQL | undefined =>
  cursor ? sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : undefined;

/** The page of `limit` rows out of `limit + 1` fetched, and where the next one starts. */
export function pageOf<Row extends { id: string }>(
  fetched: { row: Row; cursorAt: string }[],
  limit: number,
): { rows: Row[]; next: PageCursor | null } {
  const page = fetched.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.map((entry) => entry.row),
    next: fetched.length > limit && last ? { createdAt: last.cursorAt, id: last.row.id } : null,
  };
}
