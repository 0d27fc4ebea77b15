import type * as analysesList from './analyses-list';
import type * as analysis from './analysis';
import type * as assistant from './assistant';
import type * as auth from './auth';
import type * as backups from './backups';
import type * as billing from './billing';
import type * as knowledge from './knowledge';
import type * as library from './library';
import type * as profile from './profile';
import type * as reports from './reports';
import { events, file, form, head, json, redirect } from './route';
import type * as site from './site';
import type * as teams from './teams';
import type * as visitor from './visitor';

/**
 * Every endpoint of the API, once: method, path, schemas and the kind of answer. The server
 * registers each from here (server/platform/http/register-route.ts) with the runtime schemas of
 * route-schemas.ts; the web calls each through `api()` (web/lib/api-client.ts). Neither writes a path.
 */
export const routes = {
  health: json<{ response: typeof site.healthResponseSchema }>('GET', '/api/health'),
  ready: json<{ response: typeof site.readyResponseSchema }>('GET', '/api/ready'),
  metrics: file('GET', '/api/metrics'),
  siteInfo: json<{ response: typeof site.siteInfoResponseSchema }>('GET', '/api/site-info'),

  loginRedirect: redirect<{ query: typeof auth.loginRedirectQuerySchema }>('/api/login'),
  login: json<{ body: typeof auth.loginRequestSchema; response: typeof auth.loginResponseSchema }>(
    'POST',
    '/api/login',
  ),
  loginTwoFactor: json<{
    body: typeof auth.loginTwoFactorRequestSchema;
    response: typeof auth.signedInResponseSchema;
  }>('POST', '/api/login/two-factor'),
  logout: json<{ response: typeof auth.successResponseSchema }>('POST', '/api/logout'),
  authCheck: json<{ response: typeof auth.authCheckResponseSchema }>('GET', '/api/auth/check'),
  forgotPassword: json<{
    body: typeof auth.forgotPasswordRequestSchema;
    response: typeof auth.successResponseSchema;
  }>('POST', '/api/forgot-password'),
  resetPassword: json<{
    body: typeof auth.resetPasswordRequestSchema;
    response: typeof auth.successResponseSchema;
  }>('POST', '/api/reset-password'),
  verifyToken: json<{
    query: typeof auth.verifyTokenQuerySchema;
    response: typeof auth.verifyTokenResponseSchema;
  }>('GET', '/api/auth/verify-token'),
  setPassword: json<{
    body: typeof auth.setPasswordRequestSchema;
    response: typeof auth.setPasswordResponseSchema;
  }>('POST', '/api/auth/set-password'),
  preferences: json<{
    body: typeof auth.preferencesRequestSchema;
    response: typeof auth.successResponseSchema;
  }>('PATCH', '/api/me/preferences'),
  profile: json<{ response: typeof profile.profileResponseSchema }>('GET', '/api/me/profile'),
  updateProfile: json<{
    body: typeof profile.profileUpdateRequestSchema;
    response: typeof profile.profileResponseSchema;
  }>('PUT', '/api/me/profile'),
  updateNotifications: json<{
    body: typeof profile.notificationsRequestSchema;
    response: typeof profile.profileResponseSchema;
  }>('PATCH', '/api/me/notifications'),
  changePassword: json<{
    body: typeof profile.changePasswordRequestSchema;
    response: typeof auth.successResponseSchema;
  }>('POST', '/api/me/password'),
  twoFactorSetup: json<{ response: typeof profile.twoFactorSetupResponseSchema }>(
    'POST',
    '/api/me/two-factor/setup',
  ),
  twoFactorEnable: json<{
    body: typeof profile.twoFactorEnableRequestSchema;
    response: typeof profile.recoveryCodesResponseSchema;
  }>('POST', '/api/me/two-factor/enable'),
  twoFactorDisable: json<{
    body: typeof profile.twoFactorDisableRequestSchema;
    response: typeof auth.successResponseSchema;
  }>('POST', '/api/me/two-factor/disable'),
  sessions: json<{ response: typeof profile.sessionsResponseSchema }>('GET', '/api/me/sessions'),
  revokeSession: json<{
    params: typeof profile.sessionParamsSchema;
    response: typeof profile.revokedSessionsResponseSchema;
  }>('DELETE', '/api/me/sessions/:id'),
  revokeOtherSessions: json<{ response: typeof profile.revokedSessionsResponseSchema }>(
    'POST',
    '/api/me/sessions/revoke-others',
  ),

  visitorValidate: json<{
    body: typeof visitor.visitorValidateRequestSchema;
    response: typeof visitor.visitorLinkSentResponseSchema;
  }>('POST', '/api/visitor/validate'),
  visitorConfirm: json<{
    body: typeof visitor.visitorConfirmRequestSchema;
    response: typeof visitor.visitorValidateResponseSchema;
  }>('POST', '/api/visitor/confirm'),
  team: json<{ response: typeof teams.teamResponseSchema }>('GET', '/api/team'),
  visitorCodes: json<{ response: typeof teams.visitorCodeListResponseSchema }>(
    'GET',
    '/api/team/visitor-codes',
  ),
  createVisitorCode: json<{
    body: typeof teams.createVisitorCodeRequestSchema;
    response: typeof teams.createVisitorCodeResponseSchema;
  }>('POST', '/api/team/visitor-codes', { status: 201 }),
  revokeVisitorCode: json<{
    params: typeof teams.visitorCodeParamsSchema;
    response: typeof teams.visitorCodeSchema;
  }>('DELETE', '/api/team/visitor-codes/:id'),

  analyzeConsultant: form<{ response: typeof analysis.analyzeResponseSchema }>('/api/analyze-conseiller-sst'),
  analyzeEnterprise: form<{ response: typeof analysis.analyzeResponseSchema }>('/api/analyze-risks'),
  analysisProgress: events<{ params: typeof analysis.progressParamsSchema }>(
    '/api/analyses/:requestId/progress',
  ),
  analysis: json<{
    params: typeof analysis.analysisIdParamsSchema;
    response: typeof analysis.workplaceAnalysisSchema;
  }>('GET', '/api/analysis/:id'),
  analyses: json<{
    query: typeof analysesList.analysesListQuerySchema;
    response: typeof analysesList.analysesListResponseSchema;
  }>('GET', '/api/analyses'),
  deleteAnalysis: json<{
    params: typeof analysis.analysisIdParamsSchema;
    response: typeof analysesList.deleteAnalysisResponseSchema;
  }>('DELETE', '/api/analyses/:id'),
  upload: file<{ params: typeof analysis.fileNameParamsSchema }>('GET', '/uploads/:filename'),
  file: file<{ params: typeof analysis.fileNameParamsSchema }>('GET', '/api/files/:filename'),

  generatePdf: file<{ body: typeof reports.generatePdfRequestSchema }>('POST', '/api/generate-pdf'),
  analysisPdfCheck: head<{ params: typeof reports.reportIdParamsSchema }>('/api/analyses/:id/pdf'),
  analysisPdf: file<{
    params: typeof reports.reportIdParamsSchema;
    query: typeof reports.reportQuerySchema;
  }>('GET', '/api/analyses/:id/pdf'),
  analysisDocx: file<{
    params: typeof reports.reportIdParamsSchema;
    query: typeof reports.reportQuerySchema;
  }>('GET', '/api/analyses/:id/docx'),
  analysisCheck: json<{
    params: typeof reports.reportIdParamsSchema;
    response: typeof reports.checkResponseSchema;
  }>('GET', '/api/analyses/:id/check'),
  saveAnalysis: json<{
    body: typeof reports.saveAnalysisRequestSchema;
    response: typeof reports.saveAnalysisResponseSchema;
  }>('POST', '/api/save-analysis'),
  savedReport: file<{ params: typeof reports.reportIdParamsSchema }>('GET', '/api/reports/:id/download'),
  sendEmail: json<{
    body: typeof reports.sendEmailRequestSchema;
    response: typeof auth.successResponseSchema;
  }>('POST', '/api/send-email'),

  importedFiles: json<{
    query: typeof library.libraryListQuerySchema;
    response: typeof library.libraryListResponseSchema;
  }>('GET', '/api/imported-files'),
  importedFilesAlias: json<{
    query: typeof library.libraryListQuerySchema;
    response: typeof library.libraryListResponseSchema;
  }>('GET', '/api/gemini/imported-files'),
  uploadFile: form<{ response: typeof library.uploadFileResponseSchema }>('/api/upload-file'),
  importedFileDownload: file<{ params: typeof library.libraryFileParamsSchema }>(
    'GET',
    '/api/imported-files/:id/download',
  ),
  importedFileDownloadAlias: file<{ params: typeof library.libraryFileParamsSchema }>(
    'GET',
    '/api/gemini/imported-files/:id/download',
  ),
  deleteImportedFile: json<{
    params: typeof library.libraryFileParamsSchema;
    response: typeof library.deleteLibraryFileResponseSchema;
  }>('DELETE', '/api/imported-files/:id'),
  deleteImportedFileAlias: json<{
    params: typeof library.libraryFileParamsSchema;
    response: typeof library.deleteLibraryFileResponseSchema;
  }>('DELETE', '/api/gemini/imported-files/:id'),
  regulatoryFiles: json<{
    query: typeof library.libraryListQuerySchema;
    response: typeof library.libraryListResponseSchema;
  }>('GET', '/api/regulatory-files'),
  uploadRegulatory: form<{ response: typeof library.uploadManyResponseSchema }>('/api/upload-regulatory'),
  regulatoryFileDownload: file<{ params: typeof library.libraryFileParamsSchema }>(
    'GET',
    '/api/regulatory-files/:id/download',
  ),
  deleteRegulatoryFile: json<{
    params: typeof library.libraryFileParamsSchema;
    response: typeof library.deleteLibraryFileResponseSchema;
  }>('DELETE', '/api/regulatory-files/:id'),
  importPdfReport: form<{ response: typeof library.importPdfReportResponseSchema }>('/api/import-pdf-report'),
  pdfReportDownload: file<{ params: typeof library.libraryFileParamsSchema }>(
    'GET',
    '/api/pdf-reports/:id/download',
  ),
  deletePdfReport: json<{
    params: typeof library.libraryFileParamsSchema;
    response: typeof library.deleteLibraryFileResponseSchema;
  }>('DELETE', '/api/pdf-reports/:id'),
  cleanupStats: json<{ response: typeof library.cleanupStatsResponseSchema }>('GET', '/api/cleanup/stats'),

  assistantHistory: json<{
    query: typeof library.libraryListQuerySchema;
    response: typeof assistant.historyResponseSchema;
  }>('GET', '/api/gemini/history'),
  analyzeConsolidated: json<{
    body: typeof assistant.consolidatedRequestSchema;
    response: typeof assistant.consolidatedResponseSchema;
  }>('POST', '/api/gemini/analyze-consolidated'),
  consolidatedProgress: events<{ params: typeof assistant.consolidatedProgressParamsSchema }>(
    '/api/gemini/progress/:requestId',
  ),
  generateAssistantPdf: file<{ body: typeof assistant.generateAssistantPdfRequestSchema }>(
    'POST',
    '/api/gemini/generate-pdf-report',
  ),
  generateAssistantReport: json<{
    params: typeof assistant.historyItemParamsSchema;
    response: typeof assistant.generateReportResponseSchema;
  }>('POST', '/api/gemini/generate-report/:id'),
  assistantPdf: file<{
    params: typeof assistant.historyItemParamsSchema;
    query: typeof assistant.assistantPdfQuerySchema;
  }>('GET', '/api/gemini/pdf/:id'),
  assistantTxt: file<{ params: typeof assistant.historyItemParamsSchema }>('GET', '/api/gemini/txt/:id'),
  deleteHistoryItem: json<{
    params: typeof assistant.historyItemParamsSchema;
    response: typeof assistant.deleteHistoryItemResponseSchema;
  }>('DELETE', '/api/gemini/item/:id'),

  jurisdictions: json<{ response: typeof knowledge.jurisdictionsResponseSchema }>(
    'GET',
    '/api/jurisdictions',
  ),
  sectors: json<{ response: typeof knowledge.sectorsResponseSchema }>('GET', '/api/sectors'),
  hazards: json<{ response: typeof knowledge.hazardsResponseSchema }>('GET', '/api/hazards'),
  regulations: json<{
    query: typeof knowledge.regulationsQuerySchema;
    response: typeof knowledge.regulationsResponseSchema;
  }>('GET', '/api/regulations'),

  backupList: json<{ response: typeof backups.backupListResponseSchema }>('GET', '/api/backup/list'),
  createBackup: json<{ response: typeof backups.createBackupResponseSchema }>('POST', '/api/backup/create'),
  downloadBackup: file<{ params: typeof backups.backupIdParamsSchema }>(
    'GET',
    '/api/backup/download/:backupId',
  ),

  stripeTiers: json<{ response: typeof billing.stripeTiersResponseSchema }>('GET', '/api/stripe/tiers'),
  checkout: json<{
    body: typeof billing.checkoutRequestSchema;
    response: typeof billing.checkoutResponseSchema;
  }>('POST', '/api/stripe/checkout'),
  // The body is read raw (Stripe signs its bytes), so the table names no body schema.
  stripeWebhook: json<{ response: typeof billing.webhookResponseSchema }>('POST', '/api/stripe/webhook'),
  billingPortal: json<{ response: typeof billing.portalResponseSchema }>('POST', '/api/billing/portal'),
  subscription: json<{ response: typeof billing.subscriptionResponseSchema }>(
    'GET',
    '/api/billing/subscription',
  ),
  emailStatus: json<{ response: typeof billing.emailStatusResponseSchema }>('GET', '/api/email/status'),
};

export type Routes = typeof routes;
export type RouteName = keyof Routes;
