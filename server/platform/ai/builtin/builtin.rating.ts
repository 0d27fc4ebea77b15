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
  /** What the evidence says of the hazard: uncontrolled, controlled (all of it), or a past event. */
  status: 'present' | 'controlled' | 'past';
  /** The catalogue's severity, or the one the evidence sets; `severity` is the residual for a controlled risk. */
  inherentSeverity: Severity;
  severity: Severity;
  likelihood: Likelihood;
  priority: number;
  /** How much evidence stands behind the risk, for ordering risks of equal priority. */
  strength: number;
  reasons: Reason[];
  observations: Observation[];
  /** Passages saying a control is in place, listed as the risk's existing measures. */
  controls: Observation[];
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
  controls: Observation[];
}): Assessment {
  const { hazard, observations } = input;
  const controlsInPlace = input.controls.length > 0;
  const past = observations.some((o) => o.status === 'past');
  const reasons: Reason[] = [];
  const passages = strongPassages(observations);
  const sources = new Set(observations.map((o) => `${o.origin.source}:${o.origin.fileName}`)).size;
  const fileNameOnly = observations.every((o) => o.origin.fromFileName);
  let boost = 0;
  if (passages >= 2 || sources >= 2) reasons.push('several');
  if (observations.some((o) => o.danger)) reasons.push('danger');
  if (past || observations.some((o) => o.incident)) reasons.push('incident');
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
  if (controlsInPlace) reasons.push('controlled');
  // A hazard table's row whose gap stays open: its measures are listed, and the rating says they fall short.
  if (observations.some((o) => o.status !== 'controlled' && o.measure !== null)) reasons.push('shortfall');
  const likelihood = shiftLikelihood(hazard.likelihood, boost - (controlsInPlace ? 1 : 0));

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
    status: past ? 'past' : 'present',
    inherentSeverity: severity,
    severity,
    likelihood,
    priority: priorityOf({ severity, likelihood }).priority,
    strength: passages + sources + boost + observations.reduce((sum, o) => sum + o.weight, 0) / 10,
    reasons,
    observations,
    controls: input.controls,
    specificity: 0,
  };
}

/**
 * The residual rating once controls are in place: the consequence a control leaves if it fails is rated one
 * step lower and never above moderate, and the likelihood two steps lower than the catalogue's default. A
 * controlled hazard then lands in P3 or P4 (« maintain and verify »), never in the red or orange of a risk
 * that needs action, which is what a compliant site's report must say.
 */
export function residualSeverity(severity: Severity): Severity {
  const lower = SEVERITIES[Math.min(SEVERITIES.length - 1, SEVERITIES.indexOf(severity) + 1)]!;
  return SEVERITIES.indexOf(lower) < SEVERITIES.indexOf('modere') ? 'modere' : lower;
}

/** A hazard every passage of the evidence says is controlled: a risk listing its measures, at its residual rating. */
export function rateControlled(input: {
  hazard: Hazard;
  catalogueIndex: number;
  controls: Observation[];
}): Assessment {
  const { hazard } = input;
  const severity = residualSeverity(hazard.severity);
  const likelihood = shiftLikelihood(hazard.likelihood, -2);
  return {
    hazard,
    catalogueIndex: input.catalogueIndex,
    basis: 'evidence',
    status: 'controlled',
    inherentSeverity: hazard.severity,
    severity,
    likelihood,
    priority: priorityOf({ severity, likelihood }).priority,
    strength: strongPassages(input.controls),
    reasons: ['controlled'],
    observations: input.controls,
    controls: input.controls,
    specificity: 0,
  };
}

/** A risk typical of the sector, with nothing specific behind it: one step less likely than the default. */
export function rateSector(input: {
  hazard: Hazard;
  catalogueIndex: number;
  specificity: number;
}): Assessment {
  const { hazard } = input;
  const likelihood = shiftLikelihood(hazard.likelihood, -1);
  return {
    hazard,
    catalogueIndex: input.catalogueIndex,
    basis: 'sector',
    status: 'present',
    inherentSeverity: hazard.severity,
    severity: hazard.severity,
    likelihood,
    priority: priorityOf({ severity: hazard.severity, likelihood }).priority,
    strength: 0,
    reasons: [],
    observations: [],
    controls: [],
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
