import { z } from 'zod';
import { JURISDICTION_CODES } from '../domain/jurisdictions';
import { normalizeSeverity } from '../domain/risk';
import { LANGUAGES } from '../i18n/language';
import { isSafeLine, isSafeText, safeTextError } from './safe-text';

const riskIds = z
  .array(z.string().trim().min(1).max(40).refine(isSafeLine, safeTextError))
  .max(500, { error: 'reports.tooManyRisks' });

/** POST /api/generate-pdf (spec part 1 §7). */
export const generatePdfRequestSchema = z.object({
  analysisId: z.uuid({ error: 'reports.analysisNotFound' }),
  selectedRisks: riskIds,
  paper: z.enum(['A4', 'LETTER']).optional(),
});

/** HEAD and GET /api/analyses/{id}/pdf|docx: `selectedRisks` is a comma list; all risks when absent. */
export const reportQuerySchema = z.object({
  selectedRisks: z
    .string()
    .max(20_000)
    .optional()
    .transform((value) =>
      value
        ?.split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  paper: z
    .string()
    .optional()
    .transform((value) => (value?.toLowerCase() === 'a4' ? ('A4' as const) : ('LETTER' as const))),
});

export const checkResponseSchema = z.object({ success: z.literal(true), id: z.uuid() });

/** What the assistant's answer may hold: a text, or a list of short texts. */
const textOrList = z.union([
  z.string().max(20_000, { error: 'reports.assistantTextTooLong' }).refine(isSafeText, safeTextError),
  z
    .array(z.string().max(2_000, { error: 'reports.assistantTextTooLong' }).refine(isSafeLine, safeTextError))
    .max(100, { error: 'reports.assistantTextTooLong' }),
]);

/** The longest answer text kept as a risk's description (a long consolidated answer is ~20,000). */
export const ASSISTANT_ANSWER_MAX = 100_000;

/**
 * POST /api/save-analysis from the assistant (spec part 2 §7): the recent consolidated answer, as one
 * risk of a document analysis (severity 'Modéré'), saved into the team's Analysis Reports as a
 * finished analysis. `historyItemId` names the consultation it came from; it is accepted for the
 * page's sake and not stored.
 */
export const assistantSaveRequestSchema = z.object({
  timestamp: z.string().max(100).refine(isSafeLine, safeTextError),
  workplaceInfo: z.object({
    specificActivity: z
      .string()
      .trim()
      .max(300, { error: 'analysis.areaTooLong' })
      .refine(isSafeLine, safeTextError),
    province: z.enum(JURISDICTION_CODES, { error: 'assistant.badProvince' }),
  }),
  documentAnalyses: z
    .array(
      z.object({
        fileName: z.string().max(300).refine(isSafeLine, safeTextError).optional(),
        analysis: z.object({
          risksIdentified: z
            .array(
              z.object({
                riskId: z.string().max(40).refine(isSafeLine, safeTextError),
                description: z
                  .string()
                  .trim()
                  .min(1, { error: 'reports.assistantAnswerRequired' })
                  .max(ASSISTANT_ANSWER_MAX, { error: 'reports.assistantTextTooLong' })
                  .refine(isSafeText, safeTextError),
                severity: z
                  .string()
                  .max(40)
                  .refine((value) => normalizeSeverity(value) !== null, { error: 'reports.badSeverity' }),
                recommendations: textOrList,
                regulatoryReferences: textOrList,
              }),
            )
            .min(1, { error: 'reports.assistantAnswerRequired' })
            .max(20, { error: 'reports.tooManyRisks' }),
        }),
      }),
    )
    .min(1, { error: 'reports.assistantAnswerRequired' })
    .max(5, { error: 'reports.tooManyRisks' }),
  fileNames: z.array(z.string().max(300).refine(isSafeLine, safeTextError)).max(500).default([]),
  language: z.enum(LANGUAGES).default('fr'),
  historyItemId: z.uuid().optional(),
});
export type AssistantSaveRequest = z.input<typeof assistantSaveRequestSchema>;

/** Whether a save request is the assistant's form (the other forms carry no `documentAnalyses`). */
export const isAssistantSave = (
  body: z.infer<typeof saveAnalysisRequestSchema>,
): body is z.infer<typeof assistantSaveRequestSchema> => 'documentAnalyses' in body;

/**
 * POST /api/save-analysis in its four forms (spec part 1 §7): the Enterprise results' payload,
 * the advisor's {analysisId} ("Save for AI Analysis"), the assistant's answer, and a probe with a dummy id that only wants
 * the most recent id back.
 */
export const saveAnalysisRequestSchema = z.union([
  z.object({
    analysisData: z
      .object({
        metadata: z.object({ id: z.string().max(100).refine(isSafeLine, safeTextError) }).loose(),
        selectedRisks: z.array(z.unknown()).max(500).default([]),
        exportDate: z.string().max(100).refine(isSafeLine, safeTextError).optional(),
      })
      .loose(),
  }),
  z.object({ analysisId: z.string().max(100).refine(isSafeLine, safeTextError) }),
  assistantSaveRequestSchema,
]);
export type SaveAnalysisRequest = z.input<typeof saveAnalysisRequestSchema>;

export const saveAnalysisResponseSchema = z.union([
  z.object({
    success: z.literal(true),
    analysisId: z.uuid(),
    savedToStandard: z.literal(true),
    /** Where the saved report can be downloaded (Enterprise form only). */
    filePath: z.string().optional(),
    message: z.string(),
  }),
  z.object({
    success: z.literal(false),
    error: z.string(),
    code: z.string(),
    mostRecentId: z.uuid().nullable(),
    suggestion: z.string().nullable(),
  }),
]);
export type SaveAnalysisResponse = z.infer<typeof saveAnalysisResponseSchema>;

export const sendEmailRequestSchema = z.object({
  analysisId: z.uuid({ error: 'reports.analysisNotFound' }),
  selectedRisks: riskIds,
  recipientEmail: z
    .string({ error: 'auth.emailRequired' })
    .trim()
    .min(1, { error: 'auth.emailRequired' })
    .max(254, { error: 'auth.emailInvalid' })
    .pipe(z.email({ error: 'auth.emailInvalid' })),
});
export type SendEmailRequest = z.infer<typeof sendEmailRequestSchema>;

/** The id in /api/analyses/{id}/pdf|docx|check and /api/reports/{id}/download (checked by the service). */
export const reportIdParamsSchema = z.object({ id: z.string().max(100) });
