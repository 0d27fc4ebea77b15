import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { LibraryKind } from '../../../common/contract/library';
import type { Language } from '../../../common/i18n/language';
import { type Database, rowsOf } from '../../db/client';
import { cursorTimeOf, olderThan, type PageCursor, pageOf } from '../../db/keyset-page';
import { libraryFiles, passages } from '../../db/schema';
import { TEAM_TABLES } from '../backups/team-tables';

export type LibraryFileRow = typeof libraryFiles.$inferSelect;

/** Words per passage: long enough to carry a statement, short enough to cite precisely. */
const PASSAGE_WORDS = 250;

/** Splits a page's text into passages of about PASSAGE_WORDS words. */
export function splitPassages(text: string): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let index = 0; index < words.length; index += PASSAGE_WORDS) {
    out.push(words.slice(index, index + PASSAGE_WORDS).join(' '));
  }
  return out;
}

/** The team's library files and their indexed text; every query names the team. */
export function createLibraryRepository(db: Database) {
  return {
    /** Records a file and its passages in one transaction, so a file is never listed half-indexed. */
    async insertFile(options: {
      file: typeof libraryFiles.$inferInsert;
      pages: { page: number; text: string }[];
    }): Promise<LibraryFileRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(libraryFiles).values(options.file).returning();
        if (!row) throw new Error('library file not saved');
        const values = options.pages.flatMap((page) =>
          splitPassages(page.text).map((text) => ({
            teamId: row.teamId,
            libraryFileId: row.id,
            page: page.page,
            text,
          })),
        );
        for (let index = 0; index < values.length; index += 500) {
          await tx.insert(passages).values(values.slice(index, index + 500));
        }
        return row;
      });
    },

    async listPage(options: { teamId: string; kind: LibraryKind; cursor: PageCursor | null; limit: number }) {
      const scope = and(eq(libraryFiles.teamId, options.teamId), eq(libraryFiles.kind, options.kind));
      const rows = await db
        .select({ row: libraryFiles, cursorAt: cursorTimeOf(libraryFiles.createdAt) })
        .from(libraryFiles)
        .where(and(scope, olderThan(libraryFiles.createdAt, libraryFiles.id, options.cursor)))
        .orderBy(desc(libraryFiles.createdAt), desc(libraryFiles.id))
        .limit(options.limit + 1);
      const [total] = await db.select({ value: count() }).from(libraryFiles).where(scope);
      return { ...pageOf(rows, options.limit), total: total?.value ?? 0 };
    },

    async findFile(options: {
      teamId: string;
      id: string;
      kind?: LibraryKind;
    }): Promise<LibraryFileRow | null> {
      const [row] = await db
        .select()
        .from(libraryFiles)
        .where(
          and(
            eq(libraryFiles.teamId, options.teamId),
            eq(libraryFiles.id, options.id),
            options.kind ? eq(libraryFiles.kind, options.kind) : undefined,
          ),
        );
      return row ?? null;
    },

    async findFiles(options: { teamId: string; ids: string[] }): Promise<LibraryFileRow[]> {
      if (options.ids.length === 0) return [];
      return db
        .select()
        .from(libraryFiles)
        .where(and(eq(libraryFiles.teamId, options.teamId), inArray(libraryFiles.id, options.ids)));
    },

    /** Deletes the record (its passages go with it) and answers its stored name. */
    async deleteFile(options: { teamId: string; id: string }): Promise<string | null> {
      const [row] = await db
        .delete(libraryFiles)
        .where(and(eq(libraryFiles.teamId, options.teamId), eq(libraryFiles.id, options.id)))
        .returning({ storedName: libraryFiles.storedName });
      return row?.storedName ?? null;
    },

    /**
     * The passages of the given files that hold any word of the question, best first. The words
     * are OR-ed and matched in the question's language's configuration and in the other, since a
     * French team keeps English standards and the reverse.
     */
    async searchPassages(options: {
      teamId: string;
      fileIds: string[];
      question: string;
      language: Language;
      limit: number;
    }) {
      if (options.fileIds.length === 0) return [];
      const words = options.question
        .normalize('NFC')
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word.length > 2)
        .slice(0, 40);
      if (words.length === 0) return [];
      const query = words.join(' or ');
      const french = sql`websearch_to_tsquery('french', ${query})`;
      const english = sql`websearch_to_tsquery('english', ${query})`;
      return db
        .select({
          itemId: sql<string>`${passages.libraryFileId}`,
          page: passages.page,
          text: passages.text,
          rank: sql<number>`greatest(ts_rank(${passages.tsvFrench}, ${french}), ts_rank(${passages.tsvEnglish}, ${english}))`.as(
            'rank',
          ),
        })
        .from(passages)
        .where(
          and(
            eq(passages.teamId, options.teamId),
            inArray(passages.libraryFileId, options.fileIds),
            sql`(${passages.tsvFrench} @@ ${french} or ${passages.tsvEnglish} @@ ${english})`,
          ),
        )
        .orderBy(sql`rank desc`)
        .limit(options.limit);
    },

    /**
     * Every stored name any record refers to, whoever's row it is: the file-name columns of every
     * table the team backups describe (team-tables.ts), so a table added there is counted here too.
     */
    async referencedStoredNames(): Promise<Set<string>> {
      const selects = TEAM_TABLES.flatMap((table) =>
        (table.files ?? []).map(
          (column) =>
            sql`select ${sql.identifier(column)}::text as name from ${sql.identifier(table.table)} where ${sql.identifier(column)} is not null`,
        ),
      );
      const rows = await db.execute<{ name: string }>(sql.join(selects, sql` union all `));
      return new Set(rowsOf<{ name: string }>(rows).map((row) => row.name));
    },
  };
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
