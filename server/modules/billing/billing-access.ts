import type { FastifyInstance } from 'fastify';
import { type RouteName, routes } from '../../../common/contract/routes';
import { AppError } from '../../platform/errors/app-error';
import type { BillingService } from './billing.service';
import { paymentPathOf } from './billing.service';

/**
 * The calls a paid plan opens: analyses, results, reports, the libraries, the assistant, backups and
 * the team's visitor codes. Sign-in, the profile, the public pages and billing itself stay open, so
 * someone whose subscription lapsed can still sign in, see why, and pay again.
 */
export const PAID_ROUTES = [
  'analyzeConsultant',
  'analyzeEnterprise',
  'analysisProgress',
  'analysis',
  'analyses',
  'deleteAnalysis',
  'upload',
  'file',
  'generatePdf',
  'analysisPdfCheck',
  'analysisPdf',
  'analysisDocx',
  'analysisCheck',
  'saveAnalysis',
  'savedReport',
  'sendEmail',
  'importedFiles',
  'importedFilesAlias',
  'uploadFile',
  'importedFileDownload',
  'importedFileDownloadAlias',
  'deleteImportedFile',
  'deleteImportedFileAlias',
  'regulatoryFiles',
  'uploadRegulatory',
  'regulatoryFileDownload',
  'deleteRegulatoryFile',
  'importPdfReport',
  'pdfReportDownload',
  'deletePdfReport',
  'assistantHistory',
  'analyzeConsolidated',
  'consolidatedProgress',
  'generateAssistantPdf',
  'generateAssistantReport',
  'assistantPdf',
  'assistantTxt',
  'deleteHistoryItem',
  'backupList',
  'createBackup',
  'downloadBackup',
  'team',
  'visitorCodes',
  'createVisitorCode',
  'revokeVisitorCode',
] as const satisfies readonly RouteName[];

const paid = new Set(PAID_ROUTES.map((name) => `${routes[name].method} ${routes[name].path}`));

/**
 * Refuses the paid calls of a person whose subscription lapsed with 402 and a way to pay again;
 * nothing is deleted. Runs after the session is resolved (registerRequestAuth).
 */
export function registerBillingAccess(app: FastifyInstance, deps: { billing: BillingService }): void {
  app.addHook('preHandler', async (request) => {
    const user = request.auth?.user;
    const pattern = request.routeOptions.url;
    if (!user || !pattern) return;
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    if (!paid.has(`${method} ${pattern}`) && !paid.has(`${request.method} ${pattern}`)) return;
    const lapsed = await deps.billing.lapsedPlan(user);
    if (!lapsed) return;
    throw new AppError({
      code: 'billing.subscriptionInactive',
      status: 402,
      extra: { subscriptionInactive: true, renewPath: paymentPathOf(lapsed.tier, lapsed.billingPeriod) },
    });
  });
}
