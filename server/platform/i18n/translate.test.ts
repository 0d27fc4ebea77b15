import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../common/i18n/language';
import { projectRoot } from '../../paths';
import { hasTranslation, translate } from './translate';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

// Error codes appear as `code: 'feature.reason'`, as zod `error: 'feature.reason'`, or as the
// argument of the AppError helpers.
const ERROR_CODE =
  /(?:\bcode|\berror):\s*'([a-z]+\.[a-zA-Z]+)'|(?:badRequest|forbidden|notFound|unauthorized)\('([a-z]+\.[a-zA-Z]+)'/g;

describe('server messages', () => {
  it('has a French and an English message for every error code the code can answer', () => {
    const codes = new Set<string>();
    for (const file of [
      ...sourceFiles(join(projectRoot, 'server')),
      ...sourceFiles(join(projectRoot, 'common/contract')),
    ]) {
      for (const match of readFileSync(file, 'utf8').matchAll(ERROR_CODE))
        codes.add((match[1] ?? match[2]) as string);
    }
    expect(codes.size).toBeGreaterThan(20);
    const missing = [...codes].filter((code) => !hasTranslation({ namespace: 'errors', key: code }));
    expect(missing).toEqual([]);
  });

  it('fills in {{placeholders}}', () => {
    expect(
      translate({
        language: 'fr',
        namespace: 'errors',
        key: 'auth.tooManyAttempts',
        params: { minutes: 12 },
      }),
    ).toBe('Trop de tentatives de connexion. Réessayez dans 12 minutes.');
  });

  it('answers the key itself for a message that does not exist', () => {
    expect(translate({ language: 'en', namespace: 'errors', key: 'nothing.here' })).toBe('nothing.here');
  });

  it('picks plural forms by the rules of each language: French counts 0 and 1 as singular, a _zero form wins', () => {
    const say = (language: Language, key: string, count: number) =>
      translate({ language, namespace: 'report', key, params: { count, area: 'A', jurisdiction: 'J' } });
    expect(say('fr', 'summary.intro', 1)).toContain('1 risque relevé');
    expect(say('fr', 'summary.intro', 2)).toContain('2 risques relevés');
    expect(say('en', 'summary.intro', 1)).toContain('1 risk identified');
    expect(say('en', 'summary.intro', 0)).toContain('0 risks identified');
    expect(say('fr', 'summary.urgent', 0)).toBe('Aucun risque n’exige d’action immédiate (priorité 1).');
    expect(say('en', 'summary.urgent', 3)).toBe('3 risks require immediate action (priority 1).');
  });
});
