import * as analysesList from './analyses-list';
import * as analysis from './analysis';
import * as assistant from './assistant';
import * as auth from './auth';
import * as backups from './backups';
import * as billing from './billing';
import * as knowledge from './knowledge';
import * as library from './library';
import * as profile from './profile';
import * as reports from './reports';
import type { Route } from './route';
import type { RouteName, Routes } from './routes';
import * as site from './site';
import * as teams from './teams';
import * as visitor from './visitor';

type SchemasOf<R> = R extends Route<infer S> ? S : never;

/**
 * The runtime schemas of every endpoint, for the server only (the web imports the table alone).
 * `satisfies` makes each entry the very schemas the table names, so the two cannot drift apart.
 */
export const routeSchemas = {
  health: { response: site.healthResponseSchema },
  ready: { response: site.readyResponseSchema },
  metrics: {},
  siteInfo: { response: site.siteInfoResponseSchema },
  loginRedirect: { query: auth.loginRedirectQuerySchema },
  login: { body: auth.loginRequestSchema, response: auth.loginResponseSchema },
  loginTwoFactor: { body: auth.loginTwoFactorRequestSchema, response: auth.signedInResponseSchema },
  logout: { response: auth.successResponseSchema },
  authCheck: { response: auth.authCheckResponseSchema },
  forgotPassword: { body: auth.forgotPasswordRequestSchema, response: auth.successResponseSchema },
  resetPassword: { body: auth.resetPasswordRequestSchema, response: auth.successResponseSchema },
  verifyToken: { query: auth.verifyTokenQuerySchema, response: auth.verifyTokenResponseSchema },
  setPassword: { body: auth.setPasswordRequestSchema, response: auth.setPasswordResponseSchema },
  preferences: { body: auth.preferencesRequestSchema, response: auth.successResponseSchema },
  profile: { response: profile.profileResponseSchema },
  updateProfile: { body: profile.profileUpdateRequestSchema, response: profile.profileResponseSchema },
  updateNotifications: { body: profile.notificationsRequestSchema, response: profile.profileResponseSchema },
  changePassword: { body: profile.changePasswordRequestSchema, response: auth.successResponseSchema },
  twoFactorSetup: { response: profile.twoFactorSetupResponseSchema },
  twoFactorEnable: {
    body: profile.twoFactorEnableRequestSchema,
    response: profile.recoveryCodesResponseSchema,
  },
  twoFactorDisable: { body: profile.twoFactorDisableRequestSchema, response: auth.successResponseSchema },
  sessions: { response: profile.sessionsResponseSchema },
  revokeSession: { params: profile.sessionParamsSchema, response: profile.revokedSessionsResponseSchema },
  revokeOtherSessions: { response: profile.revokedSessionsResponseSchema },
  visitorValidate: {
    body: visitor.visitorValidateRequestSchema,
    response: visitor.visitorLinkSentResponseSchema,
  },
  visitorConfirm: {
    body: visitor.visitorConfirmRequestSchema,
    response: visitor.visitorValidateResponseSchema,
  },
  team: { response: teams.teamResponseSchema },
  visitorCodes: { response: teams.visitorCodeListResponseSchema },
  createVisitorCode: {
    body: teams.createVisitorCodeRequestSchema,
    response: teams.createVisitorCodeResponseSchema,
  },
  revokeVisitorCode: { params: teams.visitorCodeParamsSchema, response: teams.visitorCodeSchema },
  analyzeConsultant: { response: analysis.analyzeResponseSchema },
  analyzeEnterprise: { response: analysis.analyzeResponseSchema },
  analysisProgress: { params: analysis.progressParamsSchema },
  analysis: { params: analysis.analysisIdParamsSchema, response: analysis.workplaceAnalysisSchema },
  analyses: {
    query: analysesList.analysesListQuerySchema,
    response: analysesList.analysesListResponseSchema,
  },
  deleteAnalysis: {
    params: analysis.analysisIdParamsSchema,
    response: analysesList.deleteAnalysisResponseSchema,
  },
  upload: { params: analysis.fileNameParamsSchema },
  file: { params: analysis.fileNameParamsSchema },
  generatePdf: { body: reports.generatePdfRequestSchema },
  analysisPdfCheck: { params: reports.reportIdParamsSchema },
  analysisPdf: { params: reports.reportIdParamsSchema, query: reports.reportQuerySchema },
  analysisDocx: { params: reports.reportIdParamsSchema, query: reports.reportQuerySchema },
  analysisCheck: { params: reports.reportIdParamsSchema, response: reports.checkResponseSchema },
  saveAnalysis: { body: reports.saveAnalysisRequestSchema, response: reports.saveAnalysisResponseSchema },
  savedReport: { params: reports.reportIdParamsSchema },
  sendEmail: { body: reports.sendEmailRequestSchema, response: auth.successResponseSchema },
  importedFiles: { query: library.libraryListQuerySchema, response: library.libraryListResponseSchema },
  importedFilesAlias: { query: library.libraryListQuerySchema, response: library.libraryListResponseSchema },
  uploadFile: { response: library.uploadFileResponseSchema },
  importedFileDownload: { params: library.libraryFileParamsSchema },
  importedFileDownloadAlias: { params: library.libraryFileParamsSchema },
  deleteImportedFile: {
    params: library.libraryFileParamsSchema,
    response: library.deleteLibraryFileResponseSchema,
  },
  deleteImportedFileAlias: {
    params: library.libraryFileParamsSchema,
    response: library.deleteLibraryFileResponseSchema,
  },
  regulatoryFiles: { query: library.libraryListQuerySchema, response: library.libraryListResponseSchema },
  uploadRegulatory: { response: library.uploadManyResponseSchema },
  regulatoryFileDownload: { params: library.libraryFileParamsSchema },
  deleteRegulatoryFile: {
    params: library.libraryFileParamsSchema,
    response: library.deleteLibraryFileResponseSchema,
  },
  importPdfReport: { response: library.importPdfReportResponseSchema },
  pdfReportDownload: { params: library.libraryFileParamsSchema },
  deletePdfReport: {
    params: library.libraryFileParamsSchema,
    response: library.deleteLibraryFileResponseSchema,
  },
  cleanupStats: { response: library.cleanupStatsResponseSchema },
  assistantHistory: { query: library.libraryListQuerySchema, response: assistant.historyResponseSchema },
  analyzeConsolidated: {
    body: assistant.consolidatedRequestSchema,
    response: assistant.consolidatedResponseSchema,
  },
  consolidatedProgress: { params: assistant.consolidatedProgressParamsSchema },
  generateAssistantPdf: { body: assistant.generateAssistantPdfRequestSchema },
  generateAssistantReport: {
    params: assistant.historyItemParamsSchema,
    response: assistant.generateReportResponseSchema,
  },
  assistantPdf: { params: assistant.historyItemParamsSchema, query: assistant.assistantPdfQuerySchema },
  assistantTxt: { params: assistant.historyItemParamsSchema },
  deleteHistoryItem: {
    params: assistant.historyItemParamsSchema,
    response: assistant.deleteHistoryItemResponseSchema,
  },
  jurisdictions: { response: knowledge.jurisdictionsResponseSchema },
  sectors: { response: knowledge.sectorsResponseSchema },
  hazards: { response: knowledge.hazardsResponseSchema },
  regulations: { query: knowledge.regulationsQuerySchema, response: knowledge.regulationsResponseSchema },
  backupList: { response: backups.backupListResponseSchema },
  createBackup: { response: backups.createBackupResponseSchema },
  downloadBackup: { params: backups.backupIdParamsSchema },
  stripeTiers: { response: billing.stripeTiersResponseSchema },
  checkout: { body: billing.checkoutRequestSchema, response: billing.checkoutResponseSchema },
  stripeWebhook: { response: billing.webhookResponseSchema },
  billingPortal: { response: billing.portalResponseSchema },
  subscription: { response: billing.subscriptionResponseSchema },
  emailStatus: { response: billing.emailStatusResponseSchema },
} satisfies { [K in RouteName]: SchemasOf<Routes[K]> };
