import type { WorkplaceAnalysis } from '../../../common/contract/analysis';
import type { ListSummary } from '../../db/schema';

/** What the lists of analyses show of a result, stored beside it when it is written. */
export function listSummaryOf(result: WorkplaceAnalysis): ListSummary {
  return {
    specificActivity: result.specificActivity ?? null,
    industrySector: result.industrySector ?? null,
    fileNames: result.fileNames ?? [],
    total: result.analysis.summary?.total ?? 0,
    bySeverity: result.analysis.summary?.bySeverity ?? { critique: 0, eleve: 0, modere: 0, faible: 0 },
  };
}
