/**
 * Every API path, in one zod-free module: the web app imports paths from here and only types from
 * the schema files, so the first page does not carry the validation library.
 */
export const apiPaths = {
  health: '/api/health',
  siteInfo: '/api/site-info',
  login: '/api/login',
  logout: '/api/logout',
  authCheck: '/api/auth/check',
  forgotPassword: '/api/forgot-password',
  resetPassword: '/api/reset-password',
  verifyToken: '/api/auth/verify-token',
  setPassword: '/api/auth/set-password',
  preferences: '/api/me/preferences',
  visitorValidate: '/api/visitor/validate',
  visitorConfirm: '/api/visitor/confirm',
  team: '/api/team',
  visitorCodes: '/api/team/visitor-codes',
  visitorCode: (id: string) => `/api/team/visitor-codes/${encodeURIComponent(id)}`,
  analyzeConsultant: '/api/analyze-conseiller-sst',
  analyzeEnterprise: '/api/analyze-risks',
  analysisProgress: (requestId: string) => `/api/analyses/${encodeURIComponent(requestId)}/progress`,
  analysis: (id: string) => `/api/analysis/${encodeURIComponent(id)}`,
  generatePdf: '/api/generate-pdf',
  analysisPdf: (id: string) => `/api/analyses/${encodeURIComponent(id)}/pdf`,
  analysisDocx: (id: string) => `/api/analyses/${encodeURIComponent(id)}/docx`,
  analysisCheck: (id: string) => `/api/analyses/${encodeURIComponent(id)}/check`,
  saveAnalysis: '/api/save-analysis',
  sendEmail: '/api/send-email',
  savedReport: (id: string) => `/api/reports/${encodeURIComponent(id)}/download`,
  jurisdictions: '/api/jurisdictions',
  sectors: '/api/sectors',
  hazards: '/api/hazards',
  regulations: '/api/regulations',
  regulationsFor: (jurisdiction: string) =>
    `/api/regulations?jurisdiction=${encodeURIComponent(jurisdiction)}`,
} as const;
