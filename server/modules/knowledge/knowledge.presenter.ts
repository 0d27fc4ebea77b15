import type {
  HazardsResponse,
  JurisdictionsResponse,
  RegulationsResponse,
  SectorsResponse,
} from '../../../common/contract/knowledge';
import { HAZARD_FAMILIES, HAZARD_FAMILY_LABELS, type Hazard } from '../../../common/domain/hazards';
import type { Jurisdiction, JurisdictionCode } from '../../../common/domain/jurisdictions';
import type { LocalizedList, LocalizedText } from '../../../common/domain/localized';
import type { Provision } from '../../../common/domain/regulations';
import type { MainSector } from '../../../common/domain/sectors';

// The domain is deeply readonly; the contract's types are plain. Copying also drops any field the
// contract does not name.
const text = (value: LocalizedText) => ({ fr: value.fr, en: value.en });
const list = (value: LocalizedList) => ({ fr: [...value.fr], en: [...value.en] });

export function presentJurisdictions(records: readonly Jurisdiction[]): JurisdictionsResponse {
  return {
    jurisdictions: records.map((record) => ({
      code: record.code,
      name: text(record.name),
      agency: text(record.agency),
      fullName: text(record.fullName),
      law: text(record.law),
      analysisLaws: list(record.analysisLaws),
      website: record.website,
      color: record.color,
      regulatorModel: record.regulatorModel,
      ...(record.sharedRegulatorWith ? { sharedRegulatorWith: record.sharedRegulatorWith } : {}),
      ...(record.notes ? { notes: text(record.notes) } : {}),
      sources: [...record.sources],
    })),
  };
}

export function presentSectors(sectors: readonly MainSector[]): SectorsResponse {
  return {
    sectors: sectors.map((sector) => ({
      id: sector.id,
      name: text(sector.name),
      subSectors: sector.subSectors.map((subSector) => ({
        id: subSector.id,
        name: text(subSector.name),
        ...(subSector.naics ? { naics: subSector.naics } : {}),
        activities: subSector.activities.map((activity) => ({ id: activity.id, name: text(activity.name) })),
      })),
    })),
  };
}

export function presentRegulations(options: {
  jurisdiction: JurisdictionCode;
  provisions: readonly Provision[];
}): RegulationsResponse {
  return {
    jurisdiction: options.jurisdiction,
    provisions: options.provisions.map((provision) => ({
      id: provision.id,
      jurisdiction: provision.jurisdiction,
      kind: provision.kind,
      citation: text(provision.citation),
      title: text(provision.title),
      url: provision.url,
      linkScope: provision.linkScope,
      hazards: [...provision.hazards],
      confidence: provision.confidence,
      source: provision.source,
      verifiedOn: provision.verifiedOn,
    })),
  };
}

/** Names and descriptions only: cues, measures and references stay on the server (see the contract). */
export function presentHazards(hazards: readonly Hazard[]): HazardsResponse {
  return {
    families: HAZARD_FAMILIES.map((id) => ({ id, name: text(HAZARD_FAMILY_LABELS[id]) })),
    hazards: hazards.map((hazard) => ({
      id: hazard.id,
      name: text(hazard.name),
      family: hazard.family,
      description: text(hazard.description),
    })),
  };
}
