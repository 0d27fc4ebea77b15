import type { LocalizedText } from './localized';
import { agriculture, fishingSeafood } from './sector-data/agriculture-fishing';
import { automotive } from './sector-data/automotive';
import { education, foodServices, healthCare, retail } from './sector-data/care-and-services';
import { construction } from './sector-data/construction';
import { forestrySawmills } from './sector-data/forestry-sawmills';
import { manufacturing } from './sector-data/manufacturing';
import { miningMetals } from './sector-data/mining-metals';
import { professionalServices } from './sector-data/professional-services';
import { renewableEnergy } from './sector-data/renewable-energy';
import { transportWarehousing } from './sector-data/transport-warehousing';
import { oilGas, publicAdministration, utilities } from './sector-data/utilities-energy-public';

/**
 * The three-level sector taxonomy: main sector → sub-sector → specific activity. Ids are dotted paths
 * (construction.residential.roofing) and never change, so saved analyses keep their meaning when labels do.
 * Sub-sectors record their NAICS Canada (SCIAN) code where one applies.
 */

export type Activity = { readonly id: string; readonly name: LocalizedText };

export type SubSector = {
  readonly id: string;
  readonly name: LocalizedText;
  /** NAICS Canada 2022 code(s), e.g. "8111" or "2121, 2122". */
  readonly naics?: string;
  readonly activities: readonly Activity[];
};

export type MainSector = {
  readonly id: string;
  readonly name: LocalizedText;
  readonly subSectors: readonly SubSector[];
};

/**
 * The 8 main sectors of the spec, in its order, then the sectors issue 12 adds: among those with the most
 * lost-time injuries in Canada, which the spec's eight did not cover.
 */
export const sectors: readonly MainSector[] = [
  automotive,
  construction,
  miningMetals,
  renewableEnergy,
  forestrySawmills,
  transportWarehousing,
  manufacturing,
  professionalServices,
  agriculture,
  healthCare,
  foodServices,
  retail,
  education,
  fishingSeafood,
  utilities,
  oilGas,
  publicAdministration,
];

export function findMainSector(id: string): MainSector | undefined {
  return sectors.find((sector) => sector.id === id);
}

export function findSubSector(id: string): SubSector | undefined {
  return findMainSector(parentId(id))?.subSectors.find((subSector) => subSector.id === id);
}

export function findActivity(id: string): Activity | undefined {
  return findSubSector(parentId(id))?.activities.find((activity) => activity.id === id);
}

/** Resolves an id of any level (main sector, sub-sector or activity); used to check hazard profiles. */
export function findSectorNode(id: string): MainSector | SubSector | Activity | undefined {
  return findMainSector(id) ?? findSubSector(id) ?? findActivity(id);
}

function parentId(id: string): string {
  return id.slice(0, Math.max(0, id.lastIndexOf('.')));
}

export type SectorPathError =
  | 'unknown-main-sector'
  | 'unknown-sub-sector'
  | 'sub-sector-not-in-main-sector'
  | 'activity-without-sub-sector'
  | 'unknown-activity'
  | 'activity-not-in-sub-sector';

export type SectorPathResult =
  | {
      readonly ok: true;
      readonly mainSector: MainSector;
      readonly subSector?: SubSector;
      readonly activity?: Activity;
    }
  | { readonly ok: false; readonly error: SectorPathError };

/**
 * Validates a sector selection from a form or an API call: every level given must exist and belong to the
 * level above. Sub-sector and activity are optional, but an activity needs its sub-sector.
 */
export function resolveSectorPath({
  mainSectorId,
  subSectorId,
  activityId,
}: {
  mainSectorId: string;
  subSectorId?: string | null;
  activityId?: string | null;
}): SectorPathResult {
  const mainSector = findMainSector(mainSectorId);
  if (!mainSector) return { ok: false, error: 'unknown-main-sector' };
  if (!subSectorId) {
    return activityId ? { ok: false, error: 'activity-without-sub-sector' } : { ok: true, mainSector };
  }
  const subSector = findSubSector(subSectorId);
  if (!subSector) return { ok: false, error: 'unknown-sub-sector' };
  if (!mainSector.subSectors.includes(subSector))
    return { ok: false, error: 'sub-sector-not-in-main-sector' };
  if (!activityId) return { ok: true, mainSector, subSector };
  const activity = findActivity(activityId);
  if (!activity) return { ok: false, error: 'unknown-activity' };
  if (!subSector.activities.includes(activity)) return { ok: false, error: 'activity-not-in-sub-sector' };
  return { ok: true, mainSector, subSector, activity };
}
