import { CONTROL_LEVELS } from '../domain/hazards/types';
import {
  LIKELIHOODS,
  type Likelihood,
  PRIORITIES,
  type Priority,
  SEVERITIES,
  type Severity,
} from '../domain/risk';
import type { ResolvedReference, RiskEvidence, WorkplaceAnalysis } from './analysis';

/** SST_001, SST_002 …: the id of the n-th risk (0-based index), as the screens and reports show it. */
export const formatRiskId = (index: number) => `SST_${String(index + 1).padStart(3, '0')}`;

/**
 * One risk, language-neutral, whichever keys the analysis used (French risque_id, gravite … or
 * English id, severity …): the result screens, the PDF and Word reports and the selection checks all
 * read risks through riskViewsOf, so no other code knows the two spellings.
 */
export interface RiskView {
  id: string;
  title: string;
  severity: string;
  likelihood: Likelihood | null;
  priority: Priority | null;
  description: string;
  measuresByLevel: { level: (typeof CONTROL_LEVELS)[number]; items: string[] }[];
  measures: string[];
  recommendation: string;
  references: ResolvedReference[];
  citations: string[];
  basis: 'evidence' | 'sector' | null;
  evidence: RiskEvidence[];
  /** What the evidence says of the hazard (issue 12); null in analyses made before it. */
  status: 'present' | 'controlled' | 'past' | null;
  /** The controls the evidence says are in place, in its own words. */
  existingMeasures: string[];
  /**
   * The rating once those controls count (the risk's own severity and priority) and the severity before
   * them; null when the evidence names no control, so every screen and report shows it in the same cases.
   */
  residual: { severity: string; priority: Priority | null; inherentSeverity: Severity | null } | null;
  /** Why the risk is rated as it is, in words; empty when the engine gave no reason. */
  rationale: string;
}

type LooseRisk = Record<string, unknown>;
const STATUSES = ['present', 'controlled', 'past'] as const;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Every risk id of an analysis, in order. */
export const riskIdsOf = (analysis: Pick<WorkplaceAnalysis, 'analysis'>) =>
  riskViewsOf(analysis).map((risk) => risk.id);

/**
 * Reads French (risque_id, gravite …) or English (id, severity …) risks, and older spellings
 * (gravité); a risk without an id is shown as SST_nnn (spec part 1 §3).
 */
export function riskViewsOf(analysis: Pick<WorkplaceAnalysis, 'analysis'>): RiskView[] {
  const raw = (analysis.analysis.risques ?? analysis.analysis.risks ?? []) as LooseRisk[];
  return raw.map((risk, index) => {
    const severity = text(risk.gravite) || text(risk.gravité) || text(risk.severity);
    const priority = PRIORITIES.find((value) => value === risk.priority) ?? null;
    const status = STATUSES.find((value) => value === risk.status) ?? null;
    const existingMeasures = list(risk.existingMeasures);
    const inherentSeverity = SEVERITIES.find((value) => value === risk.inherentSeverity) ?? null;
    const byLevel = risk.measuresByLevel as Record<string, string[]> | undefined;
    const measures = list(risk.mesures_protection).length
      ? list(risk.mesures_protection)
      : list(risk.protective_measures);
    return {
      id: text(risk.risque_id) || text(risk.id) || formatRiskId(index),
      title: text(risk.title),
      severity,
      likelihood: LIKELIHOODS.find((likelihood) => likelihood === risk.likelihood) ?? null,
      priority,
      description: text(risk.description),
      measuresByLevel: byLevel
        ? CONTROL_LEVELS.map((level) => ({ level, items: byLevel[level] ?? [] })).filter(
            (entry) => entry.items.length > 0,
          )
        : [],
      measures,
      recommendation: text(risk.recommandation) || text(risk.recommendation),
      references: Array.isArray(risk.references) ? (risk.references as ResolvedReference[]) : [],
      citations: list(risk.references_reglementaires).length
        ? list(risk.references_reglementaires)
        : list(risk.regulatory_references),
      basis: risk.basis === 'evidence' || risk.basis === 'sector' ? risk.basis : null,
      evidence: Array.isArray(risk.evidence) ? (risk.evidence as RiskEvidence[]) : [],
      status,
      existingMeasures,
      residual:
        status === 'controlled' || existingMeasures.length > 0
          ? { severity, priority, inherentSeverity }
          : null,
      rationale: text(risk.ratingRationale),
    };
  });
}
