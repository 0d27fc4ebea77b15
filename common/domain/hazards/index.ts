import { JURISDICTION_CODES, type JurisdictionCode } from '../jurisdictions';
import { generalDutyFor, provisionsFor } from '../regulations';
import { agricultureHazards } from './agriculture';
import { farmEquipmentHazards } from './agriculture-equipment';
import { moreAgricultureHazards } from './agriculture-more';
import { atmosphereHazards } from './atmospheres';
import { biologicalHazards } from './biological';
import { careAndFoodHazards } from './care-and-food';
import { careExposureHazards } from './care-exposures';
import { chemicalHazards } from './chemical';
import { chemicalExposureHazards } from './chemical-exposures';
import { moreConstructionHazards } from './construction-more';
import { tradeHazards } from './construction-trades';
import { dustHazards } from './dusts-and-fibres';
import { educationHazards } from './education';
import { electricalHazards } from './electrical';
import { energySystemHazards } from './electrical-energy-systems';
import { emergencyServiceHazards } from './emergency-services';
import { ergonomicHazards } from './ergonomics';
import { workstationHazards } from './ergonomics-workstations';
import { fieldOperationHazards } from './field-operations';
import { fireHazards } from './fire-explosion';
import { explosiveHazards } from './fire-explosion-materials';
import { fishingHazards } from './fishing';
import { fishingMarineHazards } from './fishing-marine';
import { fishingVesselHazards } from './fishing-vessels';
import { foodEquipmentHazards } from './food-equipment';
import { foodServiceHazards } from './food-services';
import { forestryHazards } from './forestry';
import { groundWorkHazards } from './ground-works';
import { healthCareHazards } from './health-care';
import { healthCareSettingHazards } from './health-care-settings';
import { heightHazards } from './heights';
import { accessHazards } from './heights-access';
import { elevatedWorkHazards } from './heights-elevated-work';
import { industrialGasHazards } from './industrial-gases';
import { industrialProcessHazards } from './industrial-processes';
import { liftingHazards } from './lifting-and-storage';
import { machineryHazards } from './machinery';
import { processMachineryHazards } from './machinery-process';
import { shopMachineryHazards } from './machinery-shop';
import { miningHazards } from './mining';
import { NEW_SECTOR_PROFILES } from './new-sector-profiles';
import { buildingHazards } from './offices-buildings';
import { oilGasHazards } from './oil-gas';
import { drillingHazards } from './oil-gas-drilling';
import { climateAndRadiationHazards } from './physical-climate-radiation';
import { noiseVibrationHeatHazards } from './physical-noise-vibration';
import { processGasPressureHazards } from './process-gases-pressure';
import { protectionHazards } from './protection-and-emergency';
import { psychosocialHazards } from './psychosocial';
import { workOrganisationHazards } from './psychosocial-work-organisation';
import { publicServiceHazards } from './public-services';
import { retailSecurityHazards } from './retail-security';
import { retailServiceHazards } from './retail-services';
import { surfaceHazards } from './surfaces-and-impacts';
import { transportServiceHazards } from './transport-services';
import type { Hazard, HazardDefinition } from './types';
import { utilityPowerHazards } from './utilities-power';
import { utilityWaterHazards } from './utilities-water';
import { plantHazards } from './vehicle-and-plant';
import { vehicleHazards } from './vehicles';
import { trafficHazards } from './vehicles-traffic';

export * from './types';

const definitions: readonly HazardDefinition[] = [
  ...heightHazards,
  ...accessHazards,
  ...elevatedWorkHazards,
  ...surfaceHazards,
  ...machineryHazards,
  ...processMachineryHazards,
  ...shopMachineryHazards,
  ...vehicleHazards,
  ...trafficHazards,
  ...liftingHazards,
  ...electricalHazards,
  ...energySystemHazards,
  ...fireHazards,
  ...explosiveHazards,
  ...chemicalHazards,
  ...chemicalExposureHazards,
  ...atmosphereHazards,
  ...dustHazards,
  ...noiseVibrationHeatHazards,
  ...climateAndRadiationHazards,
  ...ergonomicHazards,
  ...workstationHazards,
  ...biologicalHazards,
  ...psychosocialHazards,
  ...workOrganisationHazards,
  ...protectionHazards,
  ...groundWorkHazards,
  ...miningHazards,
  ...forestryHazards,
  ...agricultureHazards,
  ...fishingHazards,
  ...careAndFoodHazards,
  ...processGasPressureHazards,
  ...careExposureHazards,
  ...educationHazards,
  ...emergencyServiceHazards,
  ...foodEquipmentHazards,
  ...foodServiceHazards,
  ...healthCareHazards,
  ...healthCareSettingHazards,
  ...retailSecurityHazards,
  ...retailServiceHazards,
  ...fieldOperationHazards,
  ...fishingMarineHazards,
  ...fishingVesselHazards,
  ...oilGasHazards,
  ...drillingHazards,
  ...utilityPowerHazards,
  ...utilityWaterHazards,
  ...farmEquipmentHazards,
  ...moreAgricultureHazards,
  ...moreConstructionHazards,
  ...tradeHazards,
  ...industrialGasHazards,
  ...industrialProcessHazards,
  ...buildingHazards,
  ...publicServiceHazards,
  ...transportServiceHazards,
  ...plantHazards,
];

/**
 * References are derived from the provisions' own hazard lists rather than typed twice, so a hazard and
 * the provisions that cite it can never disagree. Where no provision of a jurisdiction names the hazard,
 * the jurisdiction's general duty of the employer is cited instead.
 */
function referencesOf(hazardId: string): Record<JurisdictionCode, readonly string[]> {
  const references = {} as Record<JurisdictionCode, readonly string[]>;
  for (const code of JURISDICTION_CODES) {
    const specific = provisionsFor(code)
      .filter((provision) => provision.kind === 'provision' && provision.hazards.includes(hazardId))
      .map((provision) => provision.id);
    references[code] = specific.length > 0 ? specific : [generalDutyFor(code).id];
  }
  return references;
}

export const hazards: readonly Hazard[] = definitions.map((definition) => ({
  ...definition,
  sectors: [...definition.sectors, ...(NEW_SECTOR_PROFILES[definition.id] ?? [])],
  references: referencesOf(definition.id),
}));

const byId = new Map(hazards.map((hazard) => [hazard.id, hazard]));

export function getHazard(id: string): Hazard | undefined {
  return byId.get(id);
}

/**
 * The 15 hazards of the reference's cross-reference table (§3). For QC, ON, BC, AB and FEDERAL they must
 * cite specific provisions, never only the general duty; a test holds the catalogue to that.
 */
export const CROSS_REFERENCE_HAZARDS = [
  'falls-from-height',
  'hazardous-energy',
  'confined-spaces',
  'machine-guarding',
  'whmis-hazardous-products',
  'noise',
  'manual-handling',
  'heat-stress',
  'forklifts',
  'electrical-contact',
  'excavation-trenching',
  'scaffolds',
  'inadequate-ppe',
  'workplace-violence',
  'first-aid-emergency',
] as const;

export const CROSS_REFERENCE_JURISDICTIONS = [
  'QC',
  'ON',
  'BC',
  'AB',
  'FEDERAL',
] as const satisfies readonly JurisdictionCode[];
