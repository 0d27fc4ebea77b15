import type { LocalizedText } from './localized';

/**
 * Severity and likelihood scales, the colour code of the spec and the likelihood × severity matrix that
 * turns a risk into a priority. Reports print the matrix, so it is exported as data, not hidden in code.
 */

export const SEVERITIES = ['critique', 'eleve', 'modere', 'faible'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const SEVERITY_LABELS: Readonly<Record<Severity, LocalizedText>> = {
  critique: { fr: 'Critique', en: 'Critical' },
  eleve: { fr: 'Élevé', en: 'High' },
  modere: { fr: 'Modéré', en: 'Moderate' },
  faible: { fr: 'Faible', en: 'Low' },
};

// Keys are lower-case and accent-free because input is folded before lookup; AI engines and imported
// reports spell severities in either language, in either gender, with or without accents.
const SEVERITY_SPELLINGS: Readonly<Record<string, Severity>> = {
  critique: 'critique',
  critical: 'critique',
  eleve: 'eleve',
  elevee: 'eleve',
  high: 'eleve',
  modere: 'modere',
  moderee: 'modere',
  moderate: 'modere',
  medium: 'modere',
  faible: 'faible',
  low: 'faible',
};

/** Lower-cases, trims and strips accents so that « Élevée », "ELEVEE" and "elevee" compare equal. */
export function foldText(input: string): string {
  return input.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
}

/** The canonical severity for any accepted spelling (FR or EN, any case or accents), or null. */
export function normalizeSeverity(input: string): Severity | null {
  return SEVERITY_SPELLINGS[foldText(input)] ?? null;
}

export const SEVERITY_COLORS = ['red', 'orange', 'yellow', 'green', 'grey'] as const;
export type SeverityColor = (typeof SEVERITY_COLORS)[number];

const COLOR_OF_SEVERITY: Readonly<Record<Severity, SeverityColor>> = {
  critique: 'red',
  eleve: 'orange',
  modere: 'yellow',
  faible: 'green',
};

/**
 * The spec's colour code. "medium" is accepted by normalizeSeverity, so it is shown in the same yellow as
 * modéré: a label and its colour must never disagree. Anything unrecognised is grey.
 */
export function severityColor(input: string): SeverityColor {
  const severity = normalizeSeverity(input);
  return severity === null ? 'grey' : COLOR_OF_SEVERITY[severity];
}

/**
 * Background and text colour of each badge. Orange and yellow are too light for white text, so they carry
 * near-black text; every pair meets WCAG AA (4.5:1), which risk.test.ts checks.
 */
export const SEVERITY_PALETTE: Readonly<Record<SeverityColor, { background: string; text: string }>> = {
  red: { background: '#C62828', text: '#FFFFFF' },
  orange: { background: '#EF6C00', text: '#1A1A1A' },
  yellow: { background: '#F9A825', text: '#1A1A1A' },
  green: { background: '#2E7D32', text: '#FFFFFF' },
  grey: { background: '#616161', text: '#FFFFFF' },
};

export const LIKELIHOODS = ['rare', 'unlikely', 'possible', 'likely', 'almost-certain'] as const;
export type Likelihood = (typeof LIKELIHOODS)[number];

export const LIKELIHOOD_LABELS: Readonly<Record<Likelihood, LocalizedText>> = {
  rare: { fr: 'Rare', en: 'Rare' },
  unlikely: { fr: 'Peu probable', en: 'Unlikely' },
  possible: { fr: 'Possible', en: 'Possible' },
  likely: { fr: 'Probable', en: 'Likely' },
  'almost-certain': { fr: 'Presque certain', en: 'Almost certain' },
};

export const PRIORITIES = [1, 2, 3, 4] as const;
export type Priority = (typeof PRIORITIES)[number];

export const PRIORITY_LABELS: Readonly<Record<Priority, LocalizedText>> = {
  1: { fr: 'P1 — Agir immédiatement', en: 'P1 — Act immediately' },
  2: { fr: 'P2 — Agir rapidement', en: 'P2 — Act promptly' },
  3: { fr: 'P3 — Planifier', en: 'P3 — Plan' },
  4: { fr: 'P4 — Surveiller', en: 'P4 — Monitor' },
};

export const PRIORITY_JUSTIFICATIONS: Readonly<Record<Priority, LocalizedText>> = {
  1: {
    fr: 'Risque inacceptable : arrêter ou contrôler la tâche avant de poursuivre le travail.',
    en: 'Unacceptable risk: stop or control the task before work continues.',
  },
  2: {
    fr: 'Risque important : mettre en place des mesures dans les jours qui suivent et les suivre de près.',
    en: 'Significant risk: put controls in place within days and follow them closely.',
  },
  3: {
    fr: 'Risque à réduire : inscrire les mesures au programme de prévention ou au plan d’action.',
    en: 'Risk to reduce: schedule the controls in the prevention program or action plan.',
  },
  4: {
    fr: 'Risque maîtrisé : maintenir les mesures existantes et réévaluer lors des changements.',
    en: 'Risk under control: keep existing controls and reassess when work changes.',
  },
};

/**
 * Rows are severities (critique → faible), columns likelihoods (rare → almost certain). A critical
 * consequence is never below P2, however rare; a low consequence never reaches P1. The priority never
 * worsens when severity or likelihood decreases (checked by a test).
 */
export const PRIORITY_MATRIX: Readonly<Record<Severity, Readonly<Record<Likelihood, Priority>>>> = {
  critique: { rare: 2, unlikely: 2, possible: 1, likely: 1, 'almost-certain': 1 },
  eleve: { rare: 3, unlikely: 3, possible: 2, likely: 1, 'almost-certain': 1 },
  modere: { rare: 4, unlikely: 3, possible: 3, likely: 2, 'almost-certain': 2 },
  faible: { rare: 4, unlikely: 4, possible: 4, likely: 3, 'almost-certain': 3 },
};

export type PriorityAssessment = {
  readonly priority: Priority;
  readonly label: LocalizedText;
  readonly justification: LocalizedText;
};

/** The priority of a risk from the matrix above, with its label and one-line justification. */
export function priorityOf({
  severity,
  likelihood,
}: {
  severity: Severity;
  likelihood: Likelihood;
}): PriorityAssessment {
  const priority = PRIORITY_MATRIX[severity][likelihood];
  return { priority, label: PRIORITY_LABELS[priority], justification: PRIORITY_JUSTIFICATIONS[priority] };
}
