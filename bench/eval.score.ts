import { priorityOf } from '../common/domain/risk';
import type { AnalysisInput, EvidenceDocument, RiskDraft } from '../server/platform/ai/engine';
import type { ExpectedFinding, Scenario } from './eval.corpus';

/**
 * Scores one engine's risks against a scenario's labels. A finding is found when an evidence-based risk names
 * one of its hazards; an evidence-based risk is right when it names a finding that is there (present,
 * controlled or past) or an acceptable hazard. Sector-typical risks are neither: they are labelled as such.
 */

export interface ScenarioScore {
  id: string;
  /** Findings that should raise a risk (present, controlled, past). */
  expected: number;
  found: number;
  missed: ExpectedFinding[];
  byStatus: Record<'present' | 'controlled' | 'past', { expected: number; found: number }>;
  evidenceRisks: number;
  correctRisks: number;
  /** Evidence risks that match nothing the scenario holds (or an absent finding). */
  wrongRisks: RiskDraft[];
  /** Evidence risks for controlled or absent hazards rated P1 or P2. */
  overratedControlled: RiskDraft[];
  /** Evidence risks reported as controlled for hazards labelled only present or past: the worse error. */
  underratedPresent: RiskDraft[];
  quotes: number;
  verbatimQuotes: number;
  unverifiedQuotes: string[];
}

const RAISING = ['present', 'controlled', 'past'] as const;

/** Whitespace collapsed, so a quote cut across a line break is still the document's own words. */
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** True when every piece of the quote (split at its « … » cuts) is in the text it claims to come from. */
export function isVerbatim(quote: string, sources: readonly string[]): boolean {
  const pieces = collapse(quote)
    .split('…')
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0);
  if (pieces.length === 0) return false;
  const texts = sources.map(collapse);
  return pieces.every((piece) => texts.some((text) => text.includes(piece)));
}

/** The engine's input for a scenario; scans arrive as already extracted documents. */
export function inputOf(scenario: Scenario, scanned?: EvidenceDocument): AnalysisInput {
  const parts = scenario.sector?.split('.') ?? [];
  const documents: EvidenceDocument[] = scanned
    ? [scanned]
    : [
        {
          fileName: `${scenario.id}.txt`,
          kind: 'text',
          mimeType: 'text/plain',
          pages: [{ page: 1, text: scenario.text ?? '', method: 'text' }],
          imagePath: null,
        },
      ];
  return {
    language: scenario.language,
    jurisdiction: scenario.jurisdiction,
    workplace: {
      area: '',
      mainSectorId: parts[0] ?? null,
      subSectorId: parts.length > 1 ? parts.slice(0, 2).join('.') : null,
      activityId: parts.length > 2 ? parts.join('.') : null,
    },
    instructions: scenario.instructions,
    documents,
  };
}

export function scoreScenario(input: {
  scenario: Scenario;
  analysisInput: AnalysisInput;
  risks: readonly RiskDraft[];
}): ScenarioScore {
  const { scenario, risks } = input;
  const evidenceRisks = risks.filter((risk) => risk.basis === 'evidence');
  const names = (finding: ExpectedFinding, risk: RiskDraft) =>
    risk.hazardId !== null && finding.hazards.includes(risk.hazardId);
  const byStatus = {
    present: { expected: 0, found: 0 },
    controlled: { expected: 0, found: 0 },
    past: { expected: 0, found: 0 },
  };
  const missed: ExpectedFinding[] = [];
  let found = 0;
  for (const finding of scenario.expected) {
    if (finding.status === 'absent') continue;
    const status = finding.status as (typeof RAISING)[number];
    byStatus[status].expected++;
    if (evidenceRisks.some((risk) => names(finding, risk))) {
      found++;
      byStatus[status].found++;
    } else missed.push(finding);
  }
  const raising = scenario.expected.filter((f) => f.status !== 'absent');
  const quiet = scenario.expected.filter((f) => f.status === 'absent' || f.status === 'controlled');
  const wrongRisks: RiskDraft[] = [];
  const overratedControlled: RiskDraft[] = [];
  const underratedPresent: RiskDraft[] = [];
  for (const risk of evidenceRisks) {
    const right =
      raising.some((finding) => names(finding, risk)) ||
      (risk.hazardId !== null && scenario.acceptable.includes(risk.hazardId));
    if (!right) wrongRisks.push(risk);
    // A hazard labelled both present (somewhere) and controlled (elsewhere) may keep its rating.
    const onlyQuiet =
      quiet.some((finding) => names(finding, risk)) &&
      !raising.some((finding) => finding.status !== 'controlled' && names(finding, risk));
    if (onlyQuiet && priorityOf(risk).priority <= 2) overratedControlled.push(risk);
    const onlyUncontrolled =
      raising.some((finding) => names(finding, risk)) && !quiet.some((finding) => names(finding, risk));
    if (onlyUncontrolled && risk.status === 'controlled') underratedPresent.push(risk);
  }
  const sources = [
    ...input.analysisInput.documents.flatMap((document) => [
      ...document.pages.map((page) => page.text),
      document.fileName,
    ]),
    input.analysisInput.instructions,
  ];
  const quotes = evidenceRisks.flatMap((risk) =>
    risk.evidence.filter((entry) => entry.source !== 'sector').map((entry) => entry.quote),
  );
  const unverifiedQuotes = quotes.filter((quote) => !isVerbatim(quote, sources));
  return {
    id: scenario.id,
    expected: raising.length,
    found,
    missed,
    byStatus,
    evidenceRisks: evidenceRisks.length,
    correctRisks: evidenceRisks.length - wrongRisks.length,
    wrongRisks,
    overratedControlled,
    underratedPresent,
    quotes: quotes.length,
    verbatimQuotes: quotes.length - unverifiedQuotes.length,
    unverifiedQuotes,
  };
}

export interface SplitSummary {
  scenarios: number;
  recall: number;
  precision: number;
  overratedControlled: number;
  underratedPresent: number;
  verbatim: number;
  distractorRisks: number;
  byStatus: ScenarioScore['byStatus'];
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

export function summarise(scores: readonly { score: ScenarioScore; scenario: Scenario }[]): SplitSummary {
  const sum = (pick: (s: ScenarioScore) => number) =>
    scores.reduce((total, { score }) => total + pick(score), 0);
  const byStatus = {
    present: { expected: 0, found: 0 },
    controlled: { expected: 0, found: 0 },
    past: { expected: 0, found: 0 },
  };
  for (const { score } of scores)
    for (const status of RAISING) {
      byStatus[status].expected += score.byStatus[status].expected;
      byStatus[status].found += score.byStatus[status].found;
    }
  return {
    scenarios: scores.length,
    recall: ratio(
      sum((s) => s.found),
      sum((s) => s.expected),
    ),
    precision: ratio(
      sum((s) => s.correctRisks),
      sum((s) => s.evidenceRisks),
    ),
    overratedControlled: sum((s) => s.overratedControlled.length),
    underratedPresent: sum((s) => s.underratedPresent.length),
    verbatim: ratio(
      sum((s) => s.verbatimQuotes),
      sum((s) => s.quotes),
    ),
    distractorRisks: scores
      .filter(({ scenario }) => scenario.distractor)
      .reduce((total, { score }) => total + score.evidenceRisks, 0),
    byStatus,
  };
}
