import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = import.meta.dirname;
const namespaces = (language: string) =>
  readdirSync(join(folder, language))
    .filter((file) => file.endsWith('.json'))
    .sort();
const load = (language: string, file: string): unknown =>
  JSON.parse(readFileSync(join(folder, language, file), 'utf8'));

/** Every leaf of a message tree as "path => {{variables}}", so keys, array lengths and placeholders compare at once. */
function shape(node: unknown, path = ''): string[] {
  if (Array.isArray(node))
    return [`${path}[${node.length}]`, ...node.flatMap((item, index) => shape(item, `${path}[${index}]`))];
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => shape(value, path ? `${path}.${key}` : key));
  }
  const variables = [...String(node).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
  return [`${path} => ${variables.join(',')}`];
}

describe('message files', () => {
  it('exist for the same namespaces in French and English', () => {
    expect(namespaces('en')).toEqual(namespaces('fr'));
  });

  for (const file of namespaces('fr')) {
    it(`${file} has the same keys, list lengths and placeholders in both languages`, () => {
      expect(shape(load('en', file))).toEqual(shape(load('fr', file)));
    });

    it(`${file} has no empty message`, () => {
      for (const language of ['fr', 'en']) {
        const blank = JSON.stringify(load(language, file)).match(/:""/g);
        expect(blank, `${language}/${file}`).toBeNull();
      }
    });
  }
});
