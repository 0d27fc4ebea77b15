import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { OWNER_COLUMNS, TEAM_TABLES } from './team-tables';

interface TableShape {
  name: string;
  columns: string[];
  parents: string[];
}

const shapes: TableShape[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => {
    const config = getTableConfig(table);
    return {
      name: config.name,
      columns: config.columns.map((column) => column.name),
      parents: config.foreignKeys.map((key) => getTableConfig(key.reference().foreignTable).name),
    };
  });

/** Tables with an owner column, and tables whose foreign keys lead to one. */
function tablesHoldingSomeonesRows(tables: TableShape[]): string[] {
  const held = new Set(
    tables
      .filter((table) => table.columns.some((column) => OWNER_COLUMNS.includes(column)))
      .map((t) => t.name),
  );
  for (let grew = true; grew; ) {
    grew = false;
    for (const table of tables) {
      if (!held.has(table.name) && table.parents.some((parent) => held.has(parent))) {
        held.add(table.name);
        grew = true;
      }
    }
  }
  return [...held].sort();
}

describe('the team backup tables', () => {
  it('describe every table that holds a team’s or a person’s rows, exported or left out for a reason', () => {
    const described = new Set(TEAM_TABLES.map((entry) => entry.table));
    const missing = tablesHoldingSomeonesRows(shapes).filter((name) => !described.has(name));
    expect(missing, 'add these tables to TEAM_TABLES in team-tables.ts').toEqual([]);
  });

  it('notice a new table with a team column, or one that hangs off the team’s tables', () => {
    const tables = [
      ...shapes,
      { name: 'example_files', columns: ['id', 'team_id'], parents: ['teams'] },
      { name: 'example_pages', columns: ['id', 'file_id'], parents: ['example_files'] },
    ];
    const described = new Set(TEAM_TABLES.map((entry) => entry.table));
    expect(tablesHoldingSomeonesRows(tables).filter((name) => !described.has(name))).toEqual([
      'example_files',
      'example_pages',
    ]);
  });

  it('give a reason for every table left out, and name only tables of the schema', () => {
    const names = new Set(shapes.map((shape) => shape.name));
    for (const entry of TEAM_TABLES) {
      expect(names.has(entry.table), entry.table).toBe(true);
      if (entry.scope === null) expect(entry.reason, entry.table).toBeTruthy();
    }
  });

  it('list a table only after the tables its foreign keys point at', () => {
    const exported = TEAM_TABLES.filter((entry) => entry.scope !== null).map((entry) => entry.table);
    for (const [index, name] of exported.entries()) {
      const parents = shapes.find((shape) => shape.name === name)?.parents ?? [];
      for (const parent of parents.filter((p) => p !== name && exported.includes(p))) {
        expect(exported.indexOf(parent), `${name} after ${parent}`).toBeLessThan(index);
      }
    }
  });
});
