import { z } from 'zod';
import { JURISDICTION_CODES } from '../domain/jurisdictions';
import { LANGUAGES } from '../i18n/language';
import { isSafeLine, isSafeText, safeTextError } from './safe-text';

/**
 * The assistant (spec part 2 §2.3, §3, §7): a consolidated analysis that answers one question from
 * the items the user selected — saved analyses, imported files, reports, regulatory references — and
 * cites, for every statement, the item (and page or risk) it comes from.
 */

/** The spec's client gives up after 30 s without an answer; the server keeps the stream alive. */
export const CONSOLIDATED_TIMEOUT_MS = 30_000;
/** A dashboard selection is used by /gemini for 5 minutes (spec part 2 §4). */
export const PRELOADED_SELECTION_TTL_MS = 300_000;
/** The history shows the first 150 characters of an answer. */
export const HISTORY_PREVIEW_LENGTH = 150;
/** Items one question may draw on, all lists together. */
export const MAX_SELECTED_ITEMS = 500;

const ids = z.array(z.uuid({ error: 'assistant.badSelection' })).max(MAX_SELECTED_ITEMS, {
  error: 'assistant.tooManyItems',
});

/** POST /api/gemini/analyze-consolidated (spec part 2 §7). `newFiles` and `preloaded*` are ids too. */
export const consolidatedRequestSchema = z.object({
  question: z
    .string({ error: 'assistant.questionRequired' })
    .trim()
    .min(1, { error: 'assistant.questionRequired' })
    .max(4_000, { error: 'assistant.questionTooLong' })
    .refine(isSafeText, safeTextError),
  language: z.enum(LANGUAGES).default('fr'),
  province: z.enum(JURISDICTION_CODES, { error: 'assistant.badProvince' }),
  selectedAnalyses: ids.default([]),
  selectedFiles: ids.default([]),
  selectedReports: ids.default([]),
  selectedRegulatory: ids.default([]),
  /** Files uploaded from the left panel just before (POST /api/upload-file), by id. */
  newFiles: ids.default([]),
  preloadedAnalyses: ids.default([]),
  preloadedFiles: ids.default([]),
  /** Lets the browser follow the answer's progress (GET /api/gemini/progress/{requestId}). */
  requestId: z.uuid({ error: 'assistant.badRequestId' }).optional(),
});
export type ConsolidatedRequest = z.input<typeof consolidatedRequestSchema>;

/** What a citation points to; `history` is an earlier consultation selected in the History tab. */
export const CITATION_KINDS = ['analysis', 'imported', 'regulatory', 'pdf_report', 'history'] as const;

/**
 * One source of the answer. The answer's text refers to it as `[n]` where n is `ref`; every
 * citation points to an item the user selected and the server retrieved.
 */
export const citationSchema = z.object({
  ref: z.number().int().positive(),
  kind: z.enum(CITATION_KINDS),
  itemId: z.uuid(),
  /** The item's name: a file name, or an analysis's work area. */
  name: z.string(),
  page: z.number().int().positive().nullable(),
  /** A risk of a saved analysis (for example "R3"), when the statement comes from one. */
  riskId: z.string().nullable(),
  /** The words retrieved from the item. */
  excerpt: z.string(),
  /** Where the item opens in the app (an analysis's results, a file's download). */
  href: z.string(),
});
export type Citation = z.infer<typeof citationSchema>;

export const consolidatedResponseSchema = z.object({
  success: z.boolean(),
  analysis: z.string(),
  /** The history item's id, which the report calls take. */
  analysisId: z.uuid().nullable(),
  timestamp: z.iso.datetime(),
  fileNames: z.array(z.string()),
  citations: z.array(citationSchema),
  error: z.string().nullable(),
});
export type ConsolidatedResponse = z.infer<typeof consolidatedResponseSchema>;

export const consolidatedProgressParamsSchema = z.object({
  requestId: z.uuid({ error: 'assistant.notFound' }),
});
/** Stages of an answer, sent as server-sent events while it is composed. */
export const CONSOLIDATED_STAGES = ['reading', 'retrieving', 'composing', 'done'] as const;

/** A past consultation (spec part 2 §3, "History item"). */
export const historyItemSchema = z.object({
  id: z.uuid(),
  type: z.literal('direct_gemini'),
  timestamp: z.iso.datetime(),
  question: z.string(),
  analysis: z.string(),
  fileNames: z.array(z.string()),
  language: z.enum(LANGUAGES),
  province: z.enum(JURISDICTION_CODES),
  citations: z.array(citationSchema),
  canDelete: z.boolean(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const historyResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(historyItemSchema),
  total: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
});

export const historyItemParamsSchema = z.object({ id: z.uuid({ error: 'assistant.notFound' }) });
export const deleteHistoryItemResponseSchema = z.object({ success: z.literal(true), id: z.uuid() });

/** POST /api/gemini/generate-pdf-report: the report of a history item, as its card shows it. */
export const generateAssistantPdfRequestSchema = z.object({
  analysisId: z.uuid({ error: 'assistant.analysisIdMissing' }),
  question: z.string().max(4_000).refine(isSafeText, safeTextError).optional(),
  analysis: z.string().max(200_000).optional(),
  timestamp: z.string().max(100).refine(isSafeLine, safeTextError).optional(),
  language: z.enum(LANGUAGES).optional(),
  province: z.enum(JURISDICTION_CODES).optional(),
});

/** POST /api/gemini/generate-report/{id}: where the PDF and the TXT of a history item download. */
export const generateReportResponseSchema = z.object({
  success: z.literal(true),
  downloadUrls: z.object({ pdf: z.string(), txt: z.string() }),
  files: z.object({ pdf: z.string(), txt: z.string() }),
});

/** `download=1` asks for an attachment; otherwise the PDF opens inline (printing through a frame). */
export const assistantPdfQuerySchema = z.object({ download: z.enum(['0', '1']).optional() });
