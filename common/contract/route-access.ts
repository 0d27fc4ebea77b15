import type { RouteName } from './routes';

/**
 * Who may call a route, checked by the server before the request is read (issue 15):
 * - `public`: anyone;
 * - `signedIn`: any session (what it reaches is still scoped to the person or their team);
 * - `conseiller`: the consultant's screens (a consultant, or a team member);
 * - `enterprise`: the Enterprise screens (a team administrator);
 * - `teamAdmin`: the team's administration;
 * - `operator`: the operators named in ADMIN_EMAILS (checked by the route, which knows the list);
 * - `loopback`: scrapers on the machine itself, whoever they are (checked by the route).
 * A route missing here does not compile: none escapes the authorization matrix test.
 */
export type RouteAccess =
  | 'public'
  | 'signedIn'
  | 'conseiller'
  | 'enterprise'
  | 'teamAdmin'
  | 'operator'
  | 'loopback';

export const routeAccess: Record<RouteName, RouteAccess> = {
  health: 'public',
  ready: 'public',
  metrics: 'loopback',
  siteInfo: 'public',
  loginRedirect: 'public',
  login: 'public',
  logout: 'public',
  authCheck: 'public',
  forgotPassword: 'public',
  resetPassword: 'public',
  verifyToken: 'public',
  setPassword: 'public',
  loginTwoFactor: 'public',
  preferences: 'signedIn',
  profile: 'signedIn',
  updateProfile: 'signedIn',
  updateNotifications: 'signedIn',
  changePassword: 'signedIn',
  twoFactorSetup: 'signedIn',
  twoFactorEnable: 'signedIn',
  twoFactorDisable: 'signedIn',
  sessions: 'signedIn',
  revokeSession: 'signedIn',
  revokeOtherSessions: 'signedIn',
  visitorValidate: 'public',
  visitorConfirm: 'public',
  team: 'teamAdmin',
  visitorCodes: 'teamAdmin',
  createVisitorCode: 'teamAdmin',
  revokeVisitorCode: 'teamAdmin',
  analyzeConsultant: 'conseiller',
  analyzeEnterprise: 'enterprise',
  analysisProgress: 'signedIn',
  analysis: 'signedIn',
  analyses: 'signedIn',
  deleteAnalysis: 'signedIn',
  upload: 'signedIn',
  file: 'signedIn',
  generatePdf: 'signedIn',
  analysisPdfCheck: 'signedIn',
  analysisPdf: 'signedIn',
  analysisDocx: 'signedIn',
  analysisCheck: 'signedIn',
  saveAnalysis: 'signedIn',
  savedReport: 'signedIn',
  sendEmail: 'signedIn',
  importedFiles: 'enterprise',
  importedFilesAlias: 'enterprise',
  uploadFile: 'enterprise',
  importedFileDownload: 'enterprise',
  importedFileDownloadAlias: 'enterprise',
  deleteImportedFile: 'enterprise',
  deleteImportedFileAlias: 'enterprise',
  regulatoryFiles: 'enterprise',
  uploadRegulatory: 'enterprise',
  regulatoryFileDownload: 'enterprise',
  deleteRegulatoryFile: 'enterprise',
  importPdfReport: 'enterprise',
  pdfReportDownload: 'enterprise',
  deletePdfReport: 'enterprise',
  cleanupStats: 'operator',
  assistantHistory: 'enterprise',
  analyzeConsolidated: 'enterprise',
  consolidatedProgress: 'enterprise',
  generateAssistantPdf: 'enterprise',
  generateAssistantReport: 'enterprise',
  assistantPdf: 'enterprise',
  assistantTxt: 'enterprise',
  deleteHistoryItem: 'enterprise',
  jurisdictions: 'public',
  sectors: 'public',
  hazards: 'public',
  regulations: 'public',
  stripeTiers: 'public',
  // Buying needs no account: a completed checkout creates it.
  checkout: 'public',
  // Stripe's own calls, authenticated by their signature.
  stripeWebhook: 'public',
  billingPortal: 'signedIn',
  subscription: 'signedIn',
  emailStatus: 'operator',
  backupList: 'teamAdmin',
  createBackup: 'teamAdmin',
  downloadBackup: 'teamAdmin',
};
