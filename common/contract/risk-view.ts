import { CONTROL_LEVELS } from '../domain/hazards/types';
import { LIKELIHOODS, type Likelihood, PRIORITIES, type Priority } from '../domain/risk';
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
}

type LooseRisk = Record<string, unknown>;
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
    const byLevel = risk.measuresByLevel as Record<string, string[]> | undefined;
    const measures = list(risk.mesures_protection).length
      ? list(risk.mesures_protection)
      : list(risk.protective_measures);
    return {
      id: text(risk.risque_id) || text(risk.id) || formatRiskId(index),
      title: text(risk.title),
      severity: text(risk.gravite) || text(risk.gravité) || text(risk.severity),
      likelihood: LIKELIHOODS.find((likelihood) => likelihood === risk.likelihood) ?? null,
      priority: PRIORITIES.find((priority) => priority === risk.priority) ?? null,
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
    };
  });
}
