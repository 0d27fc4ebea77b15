import { z } from 'zod';
import { LANGUAGES } from '../i18n/language';
import { isSafeLine, safeTextError } from './safe-text';

/**
 * The team's document libraries (spec part 2 §2.3, §3, §7): imported workplace files, regulatory
 * reference files and imported PDF reports. Each is kept with the text read from it, indexed for
 * the assistant's consolidated analysis; deleting one removes its stored file and its text.
 */
export const LIBRARY_KINDS = ['imported', 'regulatory', 'pdf_report'] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

/** The spec's default category of a regulatory reference. */
export const DEFAULT_REGULATORY_CATEGORY = 'Référence générale';

/** Files a library page holds unless `limit` says fewer (the spec gives no size). */
export const LIBRARY_PAGE_SIZE = 100;
export const LIBRARY_PAGE_MAX = 200;

/** Where the next page starts, as for GET /api/analyses: creation time (µs, UTC) and id. */
const CURSOR =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const libraryListQuerySchema = z.object({
  cursor: z.string().regex(CURSOR, { error: 'library.badCursor' }).optional(),
  limit: z.coerce
    .number({ error: 'library.badLimit' })
    .int({ error: 'library.badLimit' })
    .min(1, { error: 'library.badLimit' })
    .max(LIBRARY_PAGE_MAX, { error: 'library.badLimit' })
    .default(LIBRARY_PAGE_SIZE),
});
export type LibraryListQuery = z.input<typeof libraryListQuerySchema>;

/** What was read from a file: indexed text, no readable words, or a file the reader refused. */
export const TEXT_STATUSES = ['indexed', 'empty', 'failed'] as const;

/**
 * One library file, with the spec's field names and their aliases (originalName / name /
 * original_name / filename, uploadedAt / uploadDate, size / file_size, mimeType / mimetype / type).
 */
export const libraryFileSchema = z.object({
  id: z.uuid(),
  kind: z.enum(LIBRARY_KINDS),
  originalName: z.string(),
  name: z.string(),
  original_name: z.string(),
  filename: z.string(),
  uploadedAt: z.iso.datetime(),
  uploadDate: z.iso.datetime(),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  file_size: z.number().int().nonnegative(),
  mimeType: z.string(),
  mimetype: z.string(),
  type: z.string(),
  /** 'Référence générale' by default for regulatory files; 'analysis_report' for imported reports. */
  category: z.string(),
  description: z.string(),
  /** Pages (or images) whose text was read and indexed. */
  pages: z.number().int().nonnegative(),
  textStatus: z.enum(TEXT_STATUSES),
  /** Why no text was read, in the request's language (a refused or unreadable file), else null. */
  textWarning: z.string().nullable(),
  /** Whether this viewer may delete it: whoever imported it, or an admin of the team. */
  canDelete: z.boolean(),
});
export type LibraryFile = z.infer<typeof libraryFileSchema>;

export const libraryListResponseSchema = z.object({
  success: z.literal(true),
  files: z.array(libraryFileSchema),
  /** Counted over the whole library, not this page, for the tab's count. */
  total: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
});
export type LibraryListResponse = z.infer<typeof libraryListResponseSchema>;

export const libraryFileParamsSchema = z.object({ id: z.uuid({ error: 'library.notFound' }) });

/** POST /api/upload-file: one file (field `file`) and `type` ('imported'). */
export const uploadFileResponseSchema = z.object({
  success: z.literal(true),
  file: libraryFileSchema,
});

/** POST /api/upload-regulatory: several files (field `files`); each refusal is named, the rest kept. */
export const uploadManyResponseSchema = z.object({
  success: z.boolean(),
  files: z.array(libraryFileSchema),
  errors: z.array(z.object({ file: z.string(), error: z.string(), code: z.string() })),
  message: z.string(),
});

/**
 * POST /api/upload-regulatory's fields. The spec sends the Word, Photos and Handwritten tiles of
 * both tabs here (part 2 §7); `type` says which library keeps the files: the Imported Files tab
 * sends 'imported', the Regulatory References tab 'regulatory' (the default, as the spec's clients
 * send no type).
 */
export const uploadManyFieldsSchema = z.object({
  type: z.enum(['imported', 'regulatory'], { error: 'library.badType' }).default('regulatory'),
});

/** POST /api/import-pdf-report: `file` (a PDF), `category` ('analysis_report'), `description`. */
export const importPdfReportFieldsSchema = z.object({
  category: z.literal('analysis_report', { error: 'library.badCategory' }).default('analysis_report'),
  description: z
    .string()
    .trim()
    .max(500, { error: 'library.descriptionTooLong' })
    .refine(isSafeLine, safeTextError)
    .default(''),
});
export const importPdfReportResponseSchema = z.object({
  success: z.literal(true),
  id: z.uuid(),
  report: libraryFileSchema,
});

export const deleteLibraryFileResponseSchema = z.object({ success: z.literal(true), id: z.uuid() });

/** GET /api/cleanup/stats (operators): stored files, and those no record refers to any more. */
export const cleanupStatsResponseSchema = z.object({
  success: z.literal(true),
  totalFiles: z.number().int().nonnegative(),
  orphanedFiles: z.number().int().nonnegative(),
});

/** Languages an imported file's text is indexed in (French and English full-text configurations). */
export const INDEX_LANGUAGES = LANGUAGES;
