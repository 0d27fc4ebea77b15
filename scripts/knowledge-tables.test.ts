import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE, withCurrentTables } from './knowledge-tables';

describe('docs/knowledge-base.md', () => {
  it('shows the catalogue’s current coverage and citation tables (run scripts/knowledge-tables.ts --write)', () => {
    const document = readFileSync(KNOWLEDGE_BASE, 'utf8');
    expect(document).toBe(withCurrentTables(document));
  });
});
