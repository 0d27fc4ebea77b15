import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatementCache } from './pglite-statements';

describe('prepared statements on the embedded database', () => {
  let db: PGlite;
  const statements = () =>
    db.query<{ name: string }>('select name from pg_prepared_statements order by name');

  beforeAll(async () => {
    db = await PGlite.create();
    await db.exec(`
      create table notes (
        id int primary key, body text, tags text[], data jsonb, kept boolean, written_at timestamptz
      );
      insert into notes values
        (1, 'première', '{a,"b c"}', '{"x": [1, 2]}', true, '2026-11-25 12:00:00+00'),
        (2, null, '{}', null, false, '2026-11-24 08:30:00.123456+00');
    `);
  }, 60_000);
  afterAll(() => db.close());

  it('answers what PGlite’s own query answers, for every kind of value, by object or by array', async () => {
    const cache = createStatementCache(db);
    const cases: [string, unknown[]][] = [
      ['select * from notes where id = $1', [1]],
      ['select * from notes where id = any($1) order by id', [[1, 2]]],
      [
        'select id from notes where data @> $1 and kept = $2 and written_at > $3',
        [{ x: [1] }, true, new Date('2026-01-01')],
      ],
      ['select $1::text is null as missing, $2::int + 1 as next', [null, 41]],
    ];
    for (const [text, params] of cases) {
      for (const rowMode of ['object', 'array'] as const) {
        const expected = await db.query(text, params, { rowMode });
        for (let call = 0; call < 2; call++) {
          const answered = await db._runExclusiveQuery(() => cache.run(text, params, { rowMode }));
          expect(answered.rows).toEqual(expected.rows);
          expect(answered.fields).toEqual(expected.fields);
        }
      }
    }
    const TIMESTAMPTZ = 1184;
    const raw = await db._runExclusiveQuery(() =>
      cache.run('select written_at from notes where id = $1', [2], { rawTypes: [TIMESTAMPTZ] }),
    );
    expect(raw.rows).toEqual([{ written_at: '2026-11-24 08:30:00.123456+00' }]);
  });

  it('parses each text once and keeps only the most recently used statements', async () => {
    const before = (await statements()).rows.length;
    const cache = createStatementCache(db, 2);
    const run = (text: string, value: number) => db._runExclusiveQuery(() => cache.run(text, [value], {}));
    await run('select $1::int as one', 1);
    await run('select $1::int as one', 2);
    expect((await statements()).rows.length).toBe(before + 1);
    await run('select $1::int as two', 1);
    await run('select $1::int as one', 3);
    await run('select $1::int as three', 1);
    expect(cache.size).toBe(2);
    expect((await statements()).rows.length).toBe(before + 2);
    const answered = await run('select $1::int as one', 4);
    expect(answered.rows).toEqual([{ one: 4 }]);
  });

  it('counts the rows a write touched, and reports a failed write with PostgreSQL’s fields', async () => {
    const cache = createStatementCache(db);
    const update = await db._runExclusiveQuery(() =>
      cache.run('update notes set kept = $1 where id = any($2)', [true, [1, 2]], {}),
    );
    expect(update.affectedRows).toBe(2);
    const duplicate = await db
      ._runExclusiveQuery(() => cache.run('insert into notes (id) values ($1)', [1], {}))
      .catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    const inserted = await db._runExclusiveQuery(() =>
      cache.run('insert into notes (id) values ($1)', [3], {}),
    );
    expect(inserted.affectedRows).toBe(1);
  });

  it('prepares again a statement whose table changed shape under it', async () => {
    const cache = createStatementCache(db);
    const run = () => db._runExclusiveQuery(() => cache.run('select * from notes where id = $1', [1], {}));
    expect(Object.keys((await run()).rows[0] as object)).not.toContain('extra');
    await db.exec('alter table notes add column extra int');
    const changed = await run().catch((error: unknown) => error);
    expect(changed).toMatchObject({ code: '0A000' });
    expect(Object.keys((await run()).rows[0] as object)).toContain('extra');
  });
});
