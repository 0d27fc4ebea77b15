import { z } from 'zod';
import { HAZARD_FAMILIES } from '../domain/hazards/types';
import { JURISDICTION_CODES } from '../domain/jurisdictions';

/**
 * The read-only OHS knowledge base (common/domain) as the API serves it: both languages in every
 * answer, so one cached copy serves French and English pages alike.
 */

export const localizedTextSchema = z.object({ fr: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const localizedListSchema = z.object({ fr: z.array(z.string()), en: z.array(z.string()) });
export type LocalizedList = z.infer<typeof localizedListSchema>;

export const jurisdictionCodeSchema = z.enum(JURISDICTION_CODES);
export type JurisdictionCode = z.infer<typeof jurisdictionCodeSchema>;

/** One of the 14 OHS jurisdictions, with the regulator and the laws the analyses rely on. */
export const jurisdictionSchema = z.object({
  code: jurisdictionCodeSchema,
  name: localizedTextSchema,
  agency: localizedTextSchema,
  fullName: localizedTextSchema,
  law: localizedTextSchema,
  analysisLaws: localizedListSchema,
  website: z.url(),
  color: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  regulatorModel: z.enum(['compensation-board', 'government-department']),
  sharedRegulatorWith: jurisdictionCodeSchema.optional(),
  notes: localizedTextSchema.optional(),
  sources: z.array(z.string()),
});
export type Jurisdiction = z.infer<typeof jurisdictionSchema>;

export const jurisdictionsResponseSchema = z.object({ jurisdictions: z.array(jurisdictionSchema) });
export type JurisdictionsResponse = z.infer<typeof jurisdictionsResponseSchema>;

export const activitySchema = z.object({ id: z.string(), name: localizedTextSchema });
export const subSectorSchema = z.object({
  id: z.string(),
  name: localizedTextSchema,
  naics: z.string().optional(),
  activities: z.array(activitySchema),
});
export const mainSectorSchema = z.object({
  id: z.string(),
  name: localizedTextSchema,
  subSectors: z.array(subSectorSchema),
});
export type Activity = z.infer<typeof activitySchema>;
export type SubSector = z.infer<typeof subSectorSchema>;
export type MainSector = z.infer<typeof mainSectorSchema>;

/** The three-level taxonomy: main sector → sub-sector → activity, ids as dotted paths. */
export const sectorsResponseSchema = z.object({ sectors: z.array(mainSectorSchema) });
export type SectorsResponse = z.infer<typeof sectorsResponseSchema>;

/** `?jurisdiction=QC` (any case); a missing or unknown code answers knowledge.unknownJurisdiction. */
export const regulationsQuerySchema = z.object({
  jurisdiction: z
    .string({ error: 'knowledge.unknownJurisdiction' })
    .trim()
    .toUpperCase()
    .pipe(z.enum(JURISDICTION_CODES, { error: 'knowledge.unknownJurisdiction' })),
});
export type RegulationsQuery = z.input<typeof regulationsQuerySchema>;

export const provisionSchema = z.object({
  id: z.string(),
  jurisdiction: jurisdictionCodeSchema,
  kind: z.enum(['provision', 'general-duty']),
  citation: localizedTextSchema,
  title: localizedTextSchema,
  url: z.url(),
  hazards: z.array(z.string()),
  /** What the link lands on: the section itself, its Part, or only the instrument. */
  linkScope: z.enum(['section', 'part', 'instrument']),
  /** C1: the official text of the section was read; C2: a secondary source only. */
  confidence: z.enum(['C1', 'C2']),
  /** What was read to confirm the citation, and where. */
  source: z.string(),
  /** When the citation and its link were last checked (YYYY-MM-DD). */
  verifiedOn: z.iso.date(),
});
export type Provision = z.infer<typeof provisionSchema>;

/** The citable provisions of one jurisdiction, its general duty of the employer included. */
export const regulationsResponseSchema = z.object({
  jurisdiction: jurisdictionCodeSchema,
  provisions: z.array(provisionSchema),
});
export type RegulationsResponse = z.infer<typeof regulationsResponseSchema>;

export const hazardFamilySchema = z.enum(HAZARD_FAMILIES);
export type HazardFamily = z.infer<typeof hazardFamilySchema>;

/**
 * A hazard as the forms and lists need it. The full record (cues, control measures, references per
 * jurisdiction) is about six times heavier and stays on the server, where the analysis engines use it.
 */
export const hazardSummarySchema = z.object({
  id: z.string(),
  name: localizedTextSchema,
  family: hazardFamilySchema,
  description: localizedTextSchema,
});
export type HazardSummary = z.infer<typeof hazardSummarySchema>;

export const hazardsResponseSchema = z.object({
  families: z.array(z.object({ id: hazardFamilySchema, name: localizedTextSchema })),
  hazards: z.array(hazardSummarySchema),
});
export type HazardsResponse = z.infer<typeof hazardsResponseSchema>;
