import { z } from 'zod';
import { JURISDICTION_CODES } from '../domain/jurisdictions';
import { LIKELIHOODS, SEVERITIES } from '../domain/risk';
import { FILE_KINDS } from '../domain/uploads';
import { isSafeLine, isSafeText, safeTextError } from './safe-text';

/**
 * The analysis result, written once: what POST /api/analyze-conseiller-sst and /api/analyze-risks
 * answer, what GET /api/analysis/{id} returns, and what the result screens, the PDF and the saved
 * lists read. Field names follow spec part 1 §3 (French risk keys in a French analysis, English keys
 * in an English one) and part 2 §3 (the document form). Fields the spec does not name are ours and
 * keep the same camelCase names in both languages.
 */

export const SOURCE_INTERFACES = ['conseiller-sst', 'enterprise'] as const;
export type SourceInterface = (typeof SOURCE_INTERFACES)[number];

export const ENGINES = ['builtin', 'gemini', 'openai'] as const;
export type EngineName = (typeof ENGINES)[number];

const jurisdiction = z.enum(JURISDICTION_CODES);

/** A regulatory reference resolved in the catalogue, with its official text. */
export const resolvedReferenceSchema = z.object({
  id: z.string(),
  citation: z.string(),
  title: z.string(),
  url: z.url(),
  generalDuty: z.boolean(),
});
export type ResolvedReference = z.infer<typeof resolvedReferenceSchema>;

/** What raised a risk: words found in a file (or the instructions), or the sector's typical profile. */
export const riskEvidenceSchema = z.object({
  source: z.enum(['file', 'instructions', 'sector']),
  fileName: z.string().nullable(),
  page: z.number().int().positive().nullable(),
  /** How the words were read: the text layer, OCR of a photo or scan, or an AI engine looking at an image. */
  method: z.enum(['text', 'ocr', 'vision', 'profile']),
  quote: z.string(),
});
export type RiskEvidence = z.infer<typeof riskEvidenceSchema>;

export const measuresByLevelSchema = z.object({
  elimination: z.array(z.string()),
  substitution: z.array(z.string()),
  engineering: z.array(z.string()),
  administrative: z.array(z.string()),
  ppe: z.array(z.string()),
});

/** Fields every risk carries under the same name in both languages. */
const riskExtras = {
  hazardId: z.string().nullable(),
  title: z.string(),
  likelihood: z.enum(LIKELIHOODS),
  priority: z.number().int().min(1).max(4),
  measuresByLevel: measuresByLevelSchema,
  references: z.array(resolvedReferenceSchema),
  basis: z.enum(['evidence', 'sector']),
  evidence: z.array(riskEvidenceSchema),
  /**
   * Issue 12, optional so analyses stored before it still parse: what the evidence says of the hazard
   * (uncontrolled, controlled, a past event), the controls it says are in place in its own words, and the
   * severity before those controls (the risk's severity is then its residual rating).
   */
  status: z.enum(['present', 'controlled', 'past']).optional(),
  existingMeasures: z.array(z.string()).optional(),
  inherentSeverity: z.enum(SEVERITIES).optional(),
  /** Why the risk is rated as it is, in words (the factors that moved it, or that none did). */
  ratingRationale: z.string().optional(),
};

export const risqueSchema = z.object({
  risque_id: z.string(),
  gravite: z.string(),
  description: z.string(),
  mesures_protection: z.array(z.string()),
  recommandation: z.string(),
  references_reglementaires: z.array(z.string()),
  ...riskExtras,
});
export type Risque = z.infer<typeof risqueSchema>;

export const riskSchema = z.object({
  id: z.string(),
  severity: z.string(),
  description: z.string(),
  protective_measures: z.array(z.string()),
  recommendation: z.string(),
  regulatory_references: z.array(z.string()),
  ...riskExtras,
});
export type Risk = z.infer<typeof riskSchema>;

export const documentAnalysisSchema = z.object({
  fileName: z.string(),
  originalName: z.string(),
  analysis: z.object({
    risksIdentified: z.array(
      z.object({
        riskId: z.string(),
        severity: z.string(),
        description: z.string(),
        recommendations: z.array(z.string()),
        regulatoryReferences: z.array(z.string()),
      }),
    ),
  }),
});
export type DocumentAnalysis = z.infer<typeof documentAnalysisSchema>;

export const analysisFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** A URL the signed-in owner's browser can load. */
  path: z.string(),
  thumbnailPath: z.string().nullable(),
  mimetype: z.string(),
  size: z.number().int().nonnegative(),
  kind: z.enum(FILE_KINDS),
  extraction: z.object({
    status: z.enum(['ok', 'error']),
    code: z.string().nullable(),
    message: z.string().nullable(),
    pages: z.number().int().nonnegative(),
    ocrPages: z.number().int().nonnegative(),
    truncated: z.boolean(),
  }),
});
export type AnalysisFile = z.infer<typeof analysisFileSchema>;

export const severityCountsSchema = z.object({
  critique: z.number().int(),
  eleve: z.number().int(),
  modere: z.number().int(),
  faible: z.number().int(),
});
export type SeverityCounts = z.infer<typeof severityCountsSchema>;

export const analysisBodySchema = z.object({
  /** Present in a French analysis. */
  risques: z.array(risqueSchema).optional(),
  /** Present in an English analysis. */
  risks: z.array(riskSchema).optional(),
  summary: z.object({ total: z.number().int(), bySeverity: severityCountsSchema, text: z.string() }),
  method: z.object({ engine: z.enum(ENGINES), model: z.string(), text: z.string() }),
  documentAnalyses: z.array(documentAnalysisSchema),
});

export const workplaceAnalysisSchema = z.object({
  id: z.uuid(),
  analysisId: z.uuid(),
  requestId: z.uuid(),
  timestamp: z.iso.datetime(),
  area: z.string(),
  jurisdiction,
  /** The same code as `jurisdiction`, under the name the assistant's records use. */
  province: jurisdiction,
  /** The analysis language in words, as the request sent it. */
  language: z.enum(['français', 'english']),
  mainSector: z.string().nullable(),
  mainSectorId: z.string().nullable(),
  subSector: z.string().nullable(),
  subSectorId: z.string().nullable(),
  /** The consultant form's name for the activity; the same value as `specificActivity`. */
  specificSector: z.string().nullable(),
  specificActivity: z.string().nullable(),
  specificActivityId: z.string().nullable(),
  /** The most precise sector label known, for screens that show only one. */
  industrySector: z.string().nullable(),
  sourceInterface: z.enum(SOURCE_INTERFACES),
  /** The additional instructions, under the name the assistant's records use. */
  question: z.string(),
  fileNames: z.array(z.string()),
  files: z.array(analysisFileSchema),
  workplaceInfo: z.object({
    area: z.string(),
    province: jurisdiction,
    mainSector: z.string().nullable(),
    subSector: z.string().nullable(),
    specificActivity: z.string().nullable(),
  }),
  savedToStandard: z.boolean(),
  source: z.literal('standard'),
  engine: z.object({ name: z.enum(ENGINES), model: z.string() }),
  analysis: analysisBodySchema,
  /** Files that could not be read, each with its message in the analysis language. */
  warnings: z.array(z.object({ fileName: z.string(), code: z.string(), message: z.string() })),
});
export type WorkplaceAnalysis = z.infer<typeof workplaceAnalysisSchema>;

export const analyzeResponseSchema = z.object({
  success: z.literal(true),
  ok: z.literal(true),
  analysisData: workplaceAnalysisSchema,
});
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;

/** The stages a running analysis reports on GET /api/analyses/{requestId}/progress (server-sent events). */
export const PROGRESS_STAGES = [
  'received',
  'extracting',
  'extracted',
  'analysing',
  'grounding',
  'done',
  'failed',
] as const;
export type ProgressStage = (typeof PROGRESS_STAGES)[number];

export const progressEventSchema = z.object({
  stage: z.enum(PROGRESS_STAGES),
  /** For extracting/extracted: which file, and its position. */
  fileName: z.string().optional(),
  index: z.number().int().optional(),
  total: z.number().int().optional(),
  /** For done. */
  analysisId: z.uuid().optional(),
  /** For failed: the message in the analysis language, and whether the daily quota was the cause. */
  error: z.string().optional(),
  code: z.string().optional(),
  quotaExceeded: z.boolean().optional(),
});
export type ProgressEvent = z.infer<typeof progressEventSchema>;

/** The multipart text fields of an analysis request (spec part 1 §3), checked at the edge. */
export const analysisFieldsSchema = z.object({
  /** Optional (issue 12): the spec's clients send none; the server then makes one. */
  requestId: z.uuid({ error: 'analysis.requestIdInvalid' }).optional(),
  area: z
    .string({ error: 'analysis.areaRequired' })
    .trim()
    .min(1, { error: 'analysis.areaRequired' })
    .max(300, { error: 'analysis.areaTooLong' })
    .refine(isSafeLine, safeTextError),
  jurisdiction: jurisdiction.default('QC'),
  language: z.string().trim().max(20).refine(isSafeLine, safeTextError).default('français'),
  mainSector: z.string().trim().max(200).refine(isSafeLine, safeTextError).default(''),
  subSector: z.string().trim().max(200).refine(isSafeLine, safeTextError).default(''),
  specificSector: z.string().trim().max(200).refine(isSafeLine, safeTextError).default(''),
  specificActivity: z.string().trim().max(200).refine(isSafeLine, safeTextError).default(''),
  // Multi-line (dictation and pasted notes): tabs and line breaks stay.
  customInstructions: z
    .string()
    .max(10_000, { error: 'analysis.instructionsTooLong' })
    .refine(isSafeText, safeTextError)
    .default(''),
  sourceInterface: z.enum(SOURCE_INTERFACES).optional(),
});
export type AnalysisFields = z.infer<typeof analysisFieldsSchema>;

/** GET /api/analysis/{id}. */
export const analysisIdParamsSchema = z.object({ id: z.uuid({ error: 'analysis.notFound' }) });
/** GET /api/analyses/{requestId}/progress. */
export const progressParamsSchema = z.object({ requestId: z.uuid({ error: 'analysis.notFound' }) });
/** GET /uploads/{filename} and /api/files/{filename}: a stored name, never a path. */
export const fileNameParamsSchema = z.object({
  filename: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/, { error: 'analysis.fileNotFound' }),
});
