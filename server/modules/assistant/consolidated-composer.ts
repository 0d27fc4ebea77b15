import type { Citation } from '../../../common/contract/assistant';
import { getJurisdiction, type JurisdictionCode } from '../../../common/domain/jurisdictions';
import { normalizeSeverity, SEVERITIES, type Severity } from '../../../common/domain/risk';
import type { Language } from '../../../common/i18n/language';
import { translate } from '../../platform/i18n/translate';
import { type ComposerPassage, rankSources } from './answer-sources';
import { questionTerms, withHazardNames } from './question-terms';

export type { ComposerPassage } from './answer-sources';

/** A risk of a selected analysis, as the composer reads it. */
export interface ComposerRisk {
  riskId: string;
  title: string;
  severity: string;
  hazardId: string | null;
  text: string;
  /** Words that find the risk without being its own (the hazard's names in both languages); never quoted. */
  aliases: string[];
  existingMeasures: string[];
  references: { id: string; citation: string; title: string }[];
}

export interface ComposerAnalysis {
  id: string;
  name: string;
  jurisdiction: JurisdictionCode;
  href: string;
  risks: ComposerRisk[];
}

export interface ComposedAnswer {
  text: string;
  citations: Citation[];
}

const LIST_LIMIT = 10;
const PASSAGE_LIMIT = 6;

/**
 * The offline engine's consolidated answer: every statement is drawn from the selected items and
 * cites them as [n]. It counts the risks by severity and jurisdiction, finds hazards that recur
 * across sites, critical risks with no measure recorded in place, provisions several analyses
 * share, and the passages that answer the question's words; it says which words nothing answered.
 */
export function composeConsolidatedAnswer(input: {
  question: string;
  language: Language;
  province: JurisdictionCode;
  analyses: ComposerAnalysis[];
  passages: ComposerPassage[];
  fileCount: number;
}): ComposedAnswer {
  const { language } = input;
  const t = (key: string, params?: Record<string, string | number>) =>
    translate({ language, namespace: 'assistant-answer', key, params });
  const citations: Citation[] = [];
  const cite = (citation: Omit<Citation, 'ref'>) => {
    const found = citations.find(
      (entry) =>
        entry.itemId === citation.itemId && entry.page === citation.page && entry.riskId === citation.riskId,
    );
    if (found) return `[${found.ref}]`;
    const ref = citations.length + 1;
    citations.push({ ...citation, ref });
    return `[${ref}]`;
  };
  const citeAnalysis = (analysis: ComposerAnalysis, risk?: ComposerRisk) =>
    cite({
      kind: 'analysis',
      itemId: analysis.id,
      name: analysis.name,
      page: null,
      riskId: risk?.riskId ?? null,
      excerpt: risk ? `${risk.title} — ${risk.severity}` : analysis.name,
      href: analysis.href,
    });
  const capped = (lines: string[]) =>
    lines.length > LIST_LIMIT
      ? [...lines.slice(0, LIST_LIMIT), t('more', { count: lines.length - LIST_LIMIT })]
      : lines;
  const section = (title: string, lines: string[]) => [`## ${title}`, ...lines, ''];

  const province = getJurisdiction(input.province).name[language];
  const itemParts = [
    input.analyses.length > 0 ? t('items.analyses', { count: input.analyses.length }) : null,
    input.fileCount > 0 ? t('items.files', { count: input.fileCount }) : null,
  ].filter((part): part is string => part !== null);
  const items =
    itemParts.length === 2
      ? t('items.and', { first: itemParts[0] ?? '', second: itemParts[1] ?? '' })
      : (itemParts[0] ?? '');
  const out: string[] = [t('intro', { province, items, question: input.question }), ''];

  // Risk overview: severities, then jurisdictions.
  if (input.analyses.length === 0) {
    out.push(...section(t('counts.title'), [t('counts.none')]));
  } else {
    const bySeverity = Object.fromEntries(SEVERITIES.map((severity) => [severity, 0])) as Record<
      Severity,
      number
    >;
    const byJurisdiction = new Map<JurisdictionCode, number>();
    let total = 0;
    for (const analysis of input.analyses) {
      for (const risk of analysis.risks) {
        const severity = normalizeSeverity(risk.severity);
        if (severity) bySeverity[severity] += 1;
        total += 1;
      }
      byJurisdiction.set(
        analysis.jurisdiction,
        (byJurisdiction.get(analysis.jurisdiction) ?? 0) + analysis.risks.length,
      );
    }
    const refs = input.analyses.map((analysis) => citeAnalysis(analysis)).join('');
    const jurisdictions = [...byJurisdiction]
      .map(([code, count]) => `${getJurisdiction(code).name[language]} ${count}`)
      .join(', ');
    out.push(
      ...section(t('counts.title'), [
        t('counts.line', { total, ...bySeverity, refs }),
        t('counts.jurisdiction', { list: jurisdictions }),
      ]),
    );
  }

  // Hazards found in more than one analysis.
  const byHazard = new Map<
    string,
    { title: string; hits: { analysis: ComposerAnalysis; risk: ComposerRisk }[] }
  >();
  for (const analysis of input.analyses) {
    for (const risk of analysis.risks) {
      const key = risk.hazardId ?? risk.title.toLowerCase();
      const entry = byHazard.get(key) ?? { title: risk.title, hits: [] };
      if (!entry.hits.some((hit) => hit.analysis.id === analysis.id)) entry.hits.push({ analysis, risk });
      byHazard.set(key, entry);
    }
  }
  const recurring = [...byHazard.values()]
    .filter((entry) => entry.hits.length > 1)
    .sort((a, b) => b.hits.length - a.hits.length)
    .map((entry) =>
      t('recurring.line', {
        hazard: entry.title,
        count: entry.hits.length,
        sites: entry.hits
          .map((hit) => `${hit.analysis.name} (${hit.risk.riskId}) ${citeAnalysis(hit.analysis, hit.risk)}`)
          .join(', '),
      }),
    );
  if (input.analyses.length > 0) {
    out.push(
      ...section(t('recurring.title'), recurring.length > 0 ? capped(recurring) : [t('recurring.none')]),
    );
  }

  // Critical risks with nothing recorded as already in place.
  const uncontrolled = input.analyses.flatMap((analysis) =>
    analysis.risks
      .filter((risk) => normalizeSeverity(risk.severity) === 'critique' && risk.existingMeasures.length === 0)
      .map((risk) =>
        t('uncontrolled.line', {
          site: analysis.name,
          riskId: risk.riskId,
          title: risk.title,
          ref: citeAnalysis(analysis, risk),
        }),
      ),
  );
  if (input.analyses.length > 0) {
    out.push(
      ...section(
        t('uncontrolled.title'),
        uncontrolled.length > 0 ? capped(uncontrolled) : [t('uncontrolled.none')],
      ),
    );
  }

  // Provisions cited by several analyses.
  const byProvision = new Map<string, { citation: string; title: string; analyses: ComposerAnalysis[] }>();
  for (const analysis of input.analyses) {
    for (const reference of analysis.risks.flatMap((risk) => risk.references)) {
      const entry = byProvision.get(reference.id) ?? {
        citation: reference.citation,
        title: reference.title,
        analyses: [],
      };
      if (!entry.analyses.includes(analysis)) entry.analyses.push(analysis);
      byProvision.set(reference.id, entry);
    }
  }
  const shared = [...byProvision.values()]
    .filter((entry) => entry.analyses.length > 1)
    .sort((a, b) => b.analyses.length - a.analyses.length)
    .map((entry) =>
      t('provisions.line', {
        citation: entry.citation,
        title: entry.title,
        count: entry.analyses.length,
        refs: entry.analyses.map((analysis) => citeAnalysis(analysis)).join(''),
      }),
    );
  if (input.analyses.length > 0) {
    out.push(...section(t('provisions.title'), shared.length > 0 ? capped(shared) : [t('provisions.none')]));
  }

  // Passages holding the question's words: as the index ranked them, then risks found by their words.
  const { terms } = withHazardNames(questionTerms(input.question));
  const { sources, covered } = rankSources({
    terms,
    analyses: input.analyses,
    passages: input.passages,
    limit: PASSAGE_LIMIT,
  });
  const passageLines = sources.map(({ found: _found, text: _text, ...source }) => {
    const ref = cite(source);
    const where = source.riskId
      ? t('passages.risk', { riskId: source.riskId })
      : source.page
        ? t('passages.page', { page: source.page })
        : '';
    return t('passages.line', { name: source.name, where, excerpt: source.excerpt, ref });
  });
  out.push(...section(t('passages.title'), passageLines.length > 0 ? passageLines : [t('passages.none')]));

  // What nothing selected speaks of.
  const missing = terms
    .filter((term) => !covered.has(term))
    .map((term) => t('unanswered.word', { word: term.word }));
  out.push(
    ...section(t('unanswered.title'), [
      missing.length > 0 ? t('unanswered.words', { words: missing.join(', ') }) : t('unanswered.all'),
    ]),
  );
  return { text: out.join('\n').trim(), citations };
}
