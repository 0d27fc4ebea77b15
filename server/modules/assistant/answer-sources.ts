import type { Citation } from '../../../common/contract/assistant';
import type { ComposerAnalysis } from './consolidated-composer';
import { excerptAround, type QuestionTerm, termsFoundIn, textKeys } from './question-terms';

/** A passage the full-text search retrieved: a page of a selected file, or a risk of a selected analysis. */
export interface ComposerPassage {
  kind: Citation['kind'];
  itemId: string;
  name: string;
  page: number | null;
  riskId: string | null;
  text: string;
  href: string;
}

/** A passage that answers the question, with the question's words it holds and the words to quote. */
export interface AnswerSource extends ComposerPassage {
  found: QuestionTerm[];
  excerpt: string;
}

const keyOf = (source: Pick<ComposerPassage, 'itemId' | 'riskId' | 'page'>) =>
  `${source.itemId}|${source.riskId ?? ''}|${source.page ?? ''}`;

/**
 * The passages that answer the question, best first: those the index found, then the risks only the
 * composer's word matching finds (stems in both languages, the hazard's names), which catches an
 * English question on a French analysis. `covered` is every question word some passage holds.
 */
export function rankSources(input: {
  terms: QuestionTerm[];
  analyses: ComposerAnalysis[];
  passages: ComposerPassage[];
  limit: number;
}): { sources: AnswerSource[]; covered: Set<QuestionTerm> } {
  const risks = new Map(
    input.analyses.flatMap((analysis) =>
      analysis.risks.map((risk) => [keyOf({ itemId: analysis.id, riskId: risk.riskId, page: null }), risk]),
    ),
  );
  const found = (text: string, aliases: string[] = []) =>
    termsFoundIn(input.terms, textKeys(`${text} ${aliases.join(' ')}`));
  // The index's passages stay even when the stems miss their words: PostgreSQL found them.
  const indexed = input.passages.map((passage) => ({
    ...passage,
    found: found(passage.text, risks.get(keyOf(passage))?.aliases),
    bonus: 0.5,
  }));
  const seen = new Set(indexed.map(keyOf));
  const matched = input.analyses.flatMap((analysis) =>
    analysis.risks.flatMap((risk) => {
      const source = {
        kind: 'analysis' as const,
        itemId: analysis.id,
        name: analysis.name,
        page: null,
        riskId: risk.riskId,
        text: `${risk.title}. ${risk.text}`,
        href: analysis.href,
        bonus: 0,
      };
      if (seen.has(keyOf(source))) return [];
      const terms = found(source.text, risk.aliases);
      return terms.length > 0 ? [{ ...source, found: terms }] : [];
    }),
  );
  const ranked = [...indexed, ...matched].sort(
    (a, b) => b.found.length + b.bonus - (a.found.length + a.bonus),
  );
  const covered = new Set(ranked.flatMap((source) => source.found));
  const sources = ranked.slice(0, input.limit).map(({ bonus: _bonus, ...source }) => ({
    ...source,
    excerpt: excerptAround(source.text, source.found),
  }));
  return { sources, covered };
}
