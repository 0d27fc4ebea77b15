import type { Hazard } from '../../../../common/domain/hazards';
import type { Language } from '../../../../common/domain/localized';
import { findSectorNode } from '../../../../common/domain/sectors';
import type { AnalysisInput } from '../engine';

/**
 * The chosen sector as the analyst uses it: the path from main sector to activity, how specifically a hazard
 * belongs to it (an activity-level profile says more than a main-sector one), and the label to quote.
 */

export interface SectorPath {
  /** Ids from the main sector down to the most specific level chosen. */
  ids: string[];
}

/** The selection's path; an activity implies its sub-sector and main sector even if they were not sent. */
export function sectorPathOf(workplace: AnalysisInput['workplace']): SectorPath {
  const deepest = workplace.activityId ?? workplace.subSectorId ?? workplace.mainSectorId;
  if (!deepest) return { ids: [] };
  const parts = deepest.split('.');
  const ids = parts.map((_, index) => parts.slice(0, index + 1).join('.')).filter((id) => findSectorNode(id));
  return { ids };
}

/** 3 for the chosen activity, 2 for its sub-sector, 1 for its main sector, 0 when not typical. */
export function specificityOf(hazard: Hazard, path: SectorPath): number {
  let best = 0;
  for (const sector of hazard.sectors) {
    const index = path.ids.indexOf(sector);
    if (index >= 0) best = Math.max(best, index + 1);
  }
  return best;
}

/** « Construction › Bâtiment résidentiel › Toiture », down to the level where the hazard is typical. */
export function sectorLabel(path: SectorPath, specificity: number, language: Language): string {
  return path.ids
    .slice(0, Math.max(1, specificity))
    .map((id) => findSectorNode(id)?.name[language] ?? id)
    .join(' › ');
}
