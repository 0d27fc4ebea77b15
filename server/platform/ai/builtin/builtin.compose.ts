import { CONTROL_LEVELS, type ControlLevel, isOmitted } from '../../../../common/domain/hazards';
import type { JurisdictionCode } from '../../../../common/domain/jurisdictions';
import type { Language } from '../../../../common/domain/localized';
import { SEVERITY_LABELS, type Severity } from '../../../../common/domain/risk';
import type { EvidenceDraft, RiskDraft } from '../engine';
import type { Observation } from './builtin.evidence';
import { MEASURES_LABEL } from './builtin.matcher';
import { phrase } from './builtin.phrases';
import type { Assessment } from './builtin.rating';

/** Evidence entries shown per risk: enough to convince, few enough to read. */
const MAX_EVIDENCE = 4;

/**
 * Up to four observations: the best passage of each source that gives a full clue, most telling first (so
 * different files come before a second quote from the same one), then the remaining passages by quality.
 * Identical quotes are shown once.
 */
export function pickEvidence(observations: readonly Observation[]): Observation[] {
  // The most telling passage: a full clue, several clues together, danger, exposure or incident wording.
  const quality = (o: Observation) =>
    o.weight * 4 + Math.min(o.clues.length, 3) + (o.danger ? 1 : 0) + (o.exposure || o.incident ? 0.5 : 0);
  const ranked = [...observations].sort((a, b) => quality(b) - quality(a) || a.order - b.order);
  const sourceOf = (o: Observation) => `${o.origin.source}:${o.origin.fileName}`;
  const picked: Observation[] = [];
  const seenSources = new Set<string>();
  const seenQuotes = new Set<string>();
  const take = (o: Observation) => {
    picked.push(o);
    seenSources.add(sourceOf(o));
    seenQuotes.add(`${o.origin.fileName}|${o.quote}`);
  };
  for (const o of ranked) {
    if (picked.length < MAX_EVIDENCE && o.weight >= 1 && !seenSources.has(sourceOf(o))) take(o);
  }
  for (const o of ranked) {
    if (picked.length >= MAX_EVIDENCE) break;
    if (!picked.includes(o) && !seenQuotes.has(`${o.origin.fileName}|${o.quote}`)) take(o);
  }
  return picked;
}

function whereOf(o: Observation, language: Language): string {
  const { origin } = o;
  if (origin.source === 'instructions') return phrase(language, 'instructions');
  const name = origin.fileName ?? '';
  const where = phrase(language, origin.documentKind === 'image' ? 'photo' : 'document', { name });
  return origin.pageCount > 1 && origin.page !== null
    ? phrase(language, 'page', { where, page: origin.page })
    : where;
}

function evidenceDraft(o: Observation): EvidenceDraft {
  return {
    source: o.origin.source,
    fileName: o.origin.fileName,
    page: o.origin.fromFileName ? null : o.origin.page,
    method: o.origin.method,
    quote: o.quote,
  };
}

/** Turns an assessment into the draft the analysis service resolves and localises. */
export function composeDraft(input: {
  assessment: Assessment;
  language: Language;
  jurisdiction: JurisdictionCode;
  sectorLabel: string;
}): RiskDraft {
  const { assessment, language } = input;
  const { hazard } = assessment;
  const measures = {} as Record<ControlLevel, string[]>;
  for (const level of CONTROL_LEVELS) {
    const measure = hazard.measures[level];
    measures[level] = isOmitted(measure) ? [] : [...measure[language]];
  }
  const sentences = [hazard.description[language]];
  let evidence: EvidenceDraft[];
  if (assessment.basis === 'evidence') {
    const picked = pickEvidence(assessment.observations);
    const first = picked[0]!;
    // A controlled hazard's passages are its measures in place, listed under their own heading.
    if (assessment.status !== 'controlled') {
      sentences.push(
        first.origin.fromFileName
          ? phrase(language, 'fromFileName', { name: first.origin.fileName ?? '' })
          : phrase(language, 'observed', { quote: first.quote, where: whereOf(first, language) }),
      );
      const others = new Set(assessment.observations.map((o) => o.passage)).size - 1;
      if (others > 0) sentences.push(phrase(language, 'moreClues', { count: others }));
    }
    evidence = picked.map(evidenceDraft);
  } else {
    sentences.push(phrase(language, 'typical', { sector: input.sectorLabel }));
    evidence = [
      { source: 'sector', fileName: null, page: null, method: 'profile', quote: input.sectorLabel },
    ];
  }
  // The controls in place and the reasons for the rating are fields of their own, which every screen and
  // report shows under its own heading: the description does not repeat them.
  // Measures in place that do not suffice (a hazard table's row with a gap still open) are listed too.
  const partial = assessment.observations.filter((o) => o.status !== 'controlled' && o.measure !== null);
  const existingMeasures = [
    ...new Set(
      [
        // A half clue in a sentence of controls (« protection auditive dans la fosse » for the pit) names no measure of its own.
        ...assessment.controls.filter((o) => !o.context && o.weight >= 1).map((o) => o.measure ?? o.quote),
        ...partial.map((o) => o.measure!),
      ]
        // Under the heading « Mesures en place », a line's own label (« Mesures : ») says nothing more.
        .map((measure) => measure.replace(MEASURES_LABEL, '').trim())
        .filter((measure) => measure.length > 0),
    ),
  ].slice(0, MAX_EVIDENCE);
  return {
    hazardId: hazard.id,
    title: hazard.name[language],
    severity: assessment.severity,
    likelihood: assessment.likelihood,
    description: sentences.join(' '),
    measures,
    recommendation: hazard.recommendation[language],
    references: [...hazard.references[input.jurisdiction]],
    basis: assessment.basis,
    evidence,
    status: assessment.status,
    existingMeasures,
    inherentSeverity: assessment.inherentSeverity,
    ratingRationale: ratingSentence(assessment, language),
  };
}

/**
 * Why the risk is rated as it is, in words: the factors that moved it from the catalogue's default (height or
 * energy, exposure, incidents, controls), or that none did; for a controlled risk, its inherent and residual
 * ratings.
 */
function ratingSentence(assessment: Assessment, language: Language): string {
  const severity = (value: Severity) => SEVERITY_LABELS[value][language].toLowerCase();
  if (assessment.status === 'controlled')
    return phrase(language, 'residual', {
      inherent: severity(assessment.inherentSeverity),
      residual: severity(assessment.severity),
    });
  if (assessment.reasons.length === 0) return phrase(language, 'ratingDefault');
  const reasons = assessment.reasons
    .map((reason) => phrase(language, `reasons.${reason}`))
    .join(phrase(language, 'reasonSeparator'));
  return phrase(language, 'rating', { reasons });
}
