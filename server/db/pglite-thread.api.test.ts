import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type EmbeddedDatabase, openPgliteThread } from './pglite-thread';

describe('the embedded database on its own thread', () => {
  let database: EmbeddedDatabase;

  beforeAll(async () => {
    database = await openPgliteThread({});
    await database.exec(`
      create table notes (id int primary key, body text not null, written_at timestamptz not null);
      insert into notes values (1, 'première', '2026-11-25 12:00:00+00');
    `);
  }, 60_000);
  afterAll(() => database.close());

  it('answers parameterised queries, by object or by array, dates parsed unless asked to keep the text', async () => {
    const parsed = await database.query<{ body: string; written_at: Date }>(
      'select body, written_at from notes where id = $1',
      [1],
    );
    expect(parsed.rows[0]?.body).toBe('première');
    expect(parsed.rows[0]?.written_at).toBeInstanceOf(Date);
    expect(parsed.rows[0]?.written_at.toISOString()).toBe('2026-11-25T12:00:00.000Z');

    const TIMESTAMPTZ = 1184;
    const raw = await database.query('select id, written_at from notes', [], {
      rowMode: 'array',
      parsers: { [TIMESTAMPTZ]: (value: string) => value },
    });
    expect(raw.rows).toEqual([[1, '2026-11-25 12:00:00+00']]);
    expect(raw.fields.map((field) => field.name)).toEqual(['id', 'written_at']);
    const prepared = await database.query('select id, written_at from notes where id = $1', [1], {
      rowMode: 'array',
      parsers: { [TIMESTAMPTZ]: (value: string) => value },
    });
    expect(prepared.rows).toEqual(raw.rows);
  });

  it('answers JSON values parsed, as PGlite does, with or without parameters, by object or by array', async () => {
    const text = `select '{"a": [1, 2]}'::jsonb as data, null::jsonb as none, '"texte"'::json as word, $1::jsonb as sent`;
    const byObject = await database.query(text, [{ b: 'é' }]);
    expect(byObject.rows).toEqual([{ data: { a: [1, 2] }, none: null, word: 'texte', sent: { b: 'é' } }]);
    const byArray = await database.query(text.replace('$1::jsonb', `'[3]'::jsonb`), [], { rowMode: 'array' });
    expect(byArray.rows).toEqual([[{ a: [1, 2] }, null, 'texte', [3]]]);
  });

  it('runs scripts, and reports PostgreSQL’s error fields to the caller', async () => {
    const results = await database.exec("select 1 as one; select 'deux' as two");
    expect(results.map((result) => result.rows)).toEqual([[{ one: 1 }], [{ two: 'deux' }]]);

    const duplicate = await database
      .query("insert into notes values (1, 'copie', now())")
      .then(() => null)
      .catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    expect(String((duplicate as Error).message)).toMatch(/duplicate key/);
  });

  it('commits a transaction that ends well and rolls back one that throws', async () => {
    await database.transaction(async (tx) => {
      await tx.query("insert into notes values (2, 'gardée', now())");
    });
    const failure = await database
      .transaction(async (tx) => {
        await tx.query("insert into notes values (3, 'annulée', now())");
        throw new Error('abandon');
      })
      .catch((error: Error) => error.message);
    expect(failure).toBe('abandon');
    const ids = await database.query<{ id: number }>('select id from notes order by id');
    expect(ids.rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it('makes other queries wait for an open transaction, as the single connection does', async () => {
    let outsideAnswered = false;
    let outside: Promise<number> | null = null;
    await database.transaction(async (tx) => {
      await tx.query("insert into notes values (4, 'pendant', now())");
      outside = database
        .query<{ count: number }>('select count(*)::int as count from notes')
        .then((result) => {
          outsideAnswered = true;
          return result.rows[0]?.count ?? -1;
        });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(outsideAnswered).toBe(false);
      await tx.query("insert into notes values (5, 'encore', now())");
    });
    // It ran after the commit: it sees both rows.
    expect(await (outside as unknown as Promise<number>)).toBe(4);
  });

  it('refuses a query in a transaction that has ended', async () => {
    let kept: { query: EmbeddedDatabase['query'] } | null = null;
    await database.transaction(async (tx) => {
      kept = tx;
    });
    const ended = kept as unknown as EmbeddedDatabase;
    await expect(ended.query('select 1')).rejects.toThrow('transaction already ended');
    await expect(ended.query('select $1::int as one', [1])).rejects.toThrow('transaction already ended');
  });
});

describe('opening and closing the thread', () => {
  it('keeps a data folder across openings, and refuses calls once closed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rv-pglite-thread-'));
    try {
      const lost = vi.fn();
      const first = await openPgliteThread({ dataDir: join(dir, 'db') }, { onLost: lost });
      await first.exec("create table kept (word text); insert into kept values ('persistant')");
      await first.close();
      expect(first.closed).toBe(true);
      expect(lost).not.toHaveBeenCalled();
      await expect(first.query('select 1')).rejects.toThrow('the embedded database stopped');

      const second = await openPgliteThread({ dataDir: join(dir, 'db') });
      expect((await second.query('select word from kept')).rows).toEqual([{ word: 'persistant' }]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('fails to open with the reason when the data folder cannot be one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rv-pglite-thread-'));
    try {
      writeFileSync(join(dir, 'db'), 'not a folder');
      await expect(openPgliteThread({ dataDir: join(dir, 'db') })).rejects.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('tells its owner once when the thread dies under it, and fails the calls waiting on it', async () => {
    const lost = vi.fn();
    // A thread whose memory runs out: the way a real one dies, short of a crash in WebAssembly.
    const database = await openPgliteThread(
      {},
      { onLost: lost, resourceLimits: { maxOldGenerationSizeMb: 48 } },
    );
    // Millions of small rows: the thread's heap fills whenever its collector runs.
    const huge = await database.query('select g from generate_series(1, 3000000) g').then(
      () => 'answered',
      (error: Error) => error.message,
    );
    expect(huge).toMatch(/memory limit/);
    expect(lost).toHaveBeenCalledTimes(1);
    expect(database.closed).toBe(true);
    await expect(database.query('select 1')).rejects.toThrow();
    await database.close();
    expect(lost).toHaveBeenCalledTimes(1);
  }, 60_000);
});
