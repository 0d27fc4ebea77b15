import type { Hazard } from '../../../../common/domain/hazards';
import {
  LIKELIHOODS,
  type Likelihood,
  priorityOf,
  SEVERITIES,
  type Severity,
} from '../../../../common/domain/risk';
import type { Observation } from './builtin.evidence';
import type { Reason } from './builtin.phrases';

/**
 * Rates a hazard the way a practitioner adjusts the catalogue's default: the likelihood rises with the
 * strength of the evidence and falls when controls are reported in place or when only the sector suggests
 * it; the severity changes only on a clear fact (a height of 3 m or more, 100 dBA, a 50 kg load).
 */

export interface Assessment {
  hazard: Hazard;
  /** Position in the catalogue, the last tie-breaker so the order never depends on chance. */
  catalogueIndex: number;
  basis: 'evidence' | 'sector';
  severity: Severity;
  likelihood: Likelihood;
  priority: number;
  /** How much evidence stands behind the risk, for ordering risks of equal priority. */
  strength: number;
  reasons: Reason[];
  observations: Observation[];
  /** For sector risks: 3 activity, 2 sub-sector, 1 main sector. */
  specificity: number;
}

const MAX_LIKELIHOOD_BOOST = 2;

function shiftLikelihood(likelihood: Likelihood, steps: number): Likelihood {
  const index = LIKELIHOODS.indexOf(likelihood) + steps;
  return LIKELIHOODS[Math.max(0, Math.min(LIKELIHOODS.length - 1, index))]!;
}

function atLeast(severity: Severity, floor: Severity): Severity {
  return SEVERITIES.indexOf(severity) <= SEVERITIES.indexOf(floor) ? severity : floor;
}

/** Passages that count as independent clues: one per passage, full-strength only. */
export function strongPassages(observations: readonly Observation[]): number {
  return new Set(observations.filter((o) => o.weight >= 1).map((o) => o.passage)).size;
}

export function rateEvidence(input: {
  hazard: Hazard;
  catalogueIndex: number;
  observations: Observation[];
  controlsInPlace: boolean;
}): Assessment {
  const { hazard, observations } = input;
  const reasons: Reason[] = [];
  const passages = strongPassages(observations);
  const sources = new Set(observations.map((o) => `${o.origin.source}:${o.origin.fileName}`)).size;
  const fileNameOnly = observations.every((o) => o.origin.fromFileName);
  let boost = 0;
  if (passages >= 2 || sources >= 2) reasons.push('several');
  if (observations.some((o) => o.danger)) reasons.push('danger');
  if (observations.some((o) => o.incident)) reasons.push('incident');
  if (observations.some((o) => o.exposure)) reasons.push('exposure');
  // Danger wording and a past incident say the same thing (it happens here): they count once.
  boost += reasons.includes('several') ? 1 : 0;
  boost += reasons.includes('danger') || reasons.includes('incident') ? 1 : 0;
  boost += reasons.includes('exposure') ? 1 : 0;
  // A file name is a hint the user gave, not an observation: it raises the risk without rating it up.
  if (fileNameOnly) {
    boost = 0;
    reasons.length = 0;
  }
  boost = Math.min(boost, MAX_LIKELIHOOD_BOOST);
  if (input.controlsInPlace) reasons.push('controlled');
  const likelihood = shiftLikelihood(hazard.likelihood, boost - (input.controlsInPlace ? 1 : 0));

  const quantities = new Set(observations.flatMap((o) => [...o.quantities]));
  let severity = hazard.severity;
  if ((hazard.family === 'heights' || hazard.id === 'falling-objects') && quantities.has('@height-3m')) {
    if (severity !== 'critique') reasons.push('height');
    severity = atLeast(severity, 'critique');
  }
  if (hazard.id === 'noise' && quantities.has('@noise-100')) {
    if (severity !== 'critique' && severity !== 'eleve') reasons.push('loud');
    severity = atLeast(severity, 'eleve');
  }
  if (hazard.id === 'manual-handling' && quantities.has('@load-very-heavy')) {
    if (severity !== 'critique' && severity !== 'eleve') reasons.push('heavy');
    severity = atLeast(severity, 'eleve');
  }
  return {
    hazard,
    catalogueIndex: input.catalogueIndex,
    basis: 'evidence',
    severity,
    likelihood,
    priority: priorityOf({ severity, likelihood }).priority,
    strength: passages + sources + boost + observations.reduce((sum, o) => sum + o.weight, 0) / 10,
    reasons,
    observations,
    specificity: 0,
  };
}

/** A risk typical of the sector, with nothing specific behind it: one step less likely than the default. */
export function rateSector(input: {
  hazard: Hazard;
  catalogueIndex: number;
  specificity: number;
  controlsInPlace: boolean;
}): Assessment {
  const { hazard } = input;
  const likelihood = shiftLikelihood(hazard.likelihood, input.controlsInPlace ? -2 : -1);
  return {
    hazard,
    catalogueIndex: input.catalogueIndex,
    basis: 'sector',
    severity: hazard.severity,
    likelihood,
    priority: priorityOf({ severity: hazard.severity, likelihood }).priority,
    strength: 0,
    reasons: input.controlsInPlace ? ['controlled'] : [],
    observations: [],
    specificity: input.specificity,
  };
}

/** Priority first; at equal priority evidence before sector, then severity, then strength of evidence. */
export function compareAssessments(a: Assessment, b: Assessment): number {
  return (
    a.priority - b.priority ||
    (a.basis === b.basis ? 0 : a.basis === 'evidence' ? -1 : 1) ||
    SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity) ||
    b.strength - a.strength ||
    b.specificity - a.specificity ||
    a.catalogueIndex - b.catalogueIndex
  );
}

/** Which typical hazards to show: most specific to the chosen activity first, then by default priority. */
export function compareSectorCandidates(a: Assessment, b: Assessment): number {
  const defaultPriority = (x: Assessment) => priorityOf(x.hazard).priority;
  return (
    b.specificity - a.specificity ||
    defaultPriority(a) - defaultPriority(b) ||
    SEVERITIES.indexOf(a.hazard.severity) - SEVERITIES.indexOf(b.hazard.severity) ||
    a.catalogueIndex - b.catalogueIndex
  );
}
