import { z } from 'zod';
import { JURISDICTION_CODES } from '../domain/jurisdictions';
import { LANGUAGES } from '../i18n/language';
import { SOURCE_INTERFACES, severityCountsSchema } from './analysis';

/** Analyses a page of GET /api/analyses holds unless `limit` says fewer (the spec gives no size). */
export const ANALYSES_PAGE_SIZE = 50;
export const ANALYSES_PAGE_MAX = 100;

/**
 * Where the next page starts: the last row's creation time (microseconds, UTC) and id. Opaque to
 * the browser, which sends back what the previous page gave.
 */
const CURSOR =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * GET /api/analyses. `saved` (the default) is the spec's list: the analyses saved for the
 * dashboard and the assistant (savedToStandard) that the viewer may see, their own and their
 * team's, with the team's imported PDF reports. `mine` is the viewer's own finished analyses, saved or not ("My analyses").
 */
export const analysesListQuerySchema = z.object({
  scope: z.enum(['saved', 'mine'], { error: 'analyses.badScope' }).default('saved'),
  cursor: z.string().regex(CURSOR, { error: 'analyses.badCursor' }).optional(),
  limit: z.coerce
    .number({ error: 'analyses.badLimit' })
    .int({ error: 'analyses.badLimit' })
    .min(1, { error: 'analyses.badLimit' })
    .max(ANALYSES_PAGE_MAX, { error: 'analyses.badLimit' })
    .default(ANALYSES_PAGE_SIZE),
});
export type AnalysesListQuery = z.infer<typeof analysesListQuerySchema>;

/**
 * Where a saved item comes from (spec part 2 §3): an analysis made here (`standard`; GET and DELETE
 * /api/analyses/{id}, its PDF at /api/analyses/{id}/pdf), or a PDF report the team imported
 * (`imported_pdf`; GET /api/pdf-reports/{id}/download, DELETE /api/pdf-reports/{id}).
 */
export const SAVED_SOURCES = ['standard', 'imported_pdf'] as const;
export type SavedSource = (typeof SAVED_SOURCES)[number];

/**
 * One item in a list (spec part 2 §3, "Saved analysis" and the server record's read fields): what a
 * list shows, without the risks themselves (GET /api/analysis/{id} has them). An imported report
 * has no province, no risks read from it and no files besides itself.
 */
export const savedAnalysisSchema = z.object({
  id: z.uuid(),
  type: z.enum(['analysis', 'pdf_report']),
  /** The work area, or an imported report's file name. */
  title: z.string(),
  /** The most precise sector label known, an imported report's description, or empty. */
  description: z.string(),
  timestamp: z.iso.datetime(),
  area: z.string(),
  province: z.enum(JURISDICTION_CODES).nullable(),
  workplaceInfo: z.object({
    specificActivity: z.string().nullable(),
    province: z.enum(JURISDICTION_CODES).nullable(),
  }),
  fileNames: z.array(z.string()),
  files: z.array(z.object({ name: z.string() })),
  risksCount: z.number().int().nonnegative(),
  bySeverity: severityCountsSchema,
  language: z.enum(LANGUAGES),
  sourceInterface: z.enum(SOURCE_INTERFACES),
  savedToStandard: z.boolean(),
  source: z.enum(SAVED_SOURCES),
  /** Whether this viewer may delete it: its owner, or an admin of the team it belongs to. */
  canDelete: z.boolean(),
});
export type SavedAnalysis = z.infer<typeof savedAnalysisSchema>;

/**
 * The spec's "object keyed by id", newest first (ids are UUIDs, so the keys keep their order),
 * with where the next page starts: null on the last page.
 */
export const analysesListResponseSchema = z.object({
  success: z.literal(true),
  analyses: z.record(z.string(), savedAnalysisSchema),
  nextCursor: z.string().nullable(),
});
export type AnalysesListResponse = z.infer<typeof analysesListResponseSchema>;

export const deleteAnalysisResponseSchema = z.object({ success: z.literal(true), id: z.uuid() });
