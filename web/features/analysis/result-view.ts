import type { ResolvedReference, RiskEvidence, WorkplaceAnalysis } from '../../../common/contract/analysis';
import { CONTROL_LEVELS } from '../../../common/domain/hazards/types';

/** One risk as the result screens show it, whichever language keys the analysis used. */
export interface RiskView {
  id: string;
  title: string;
  severity: string;
  likelihood: string | null;
  priority: number | null;
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
      id: text(risk.risque_id) || text(risk.id) || `SST_${String(index + 1).padStart(3, '0')}`,
      title: text(risk.title),
      severity: text(risk.gravite) || text(risk.gravité) || text(risk.severity),
      likelihood: text(risk.likelihood) || null,
      priority: typeof risk.priority === 'number' ? risk.priority : null,
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
