import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { isAssistantSave } from '../../../common/contract/reports';
import { registerRoute } from '../../platform/http/register-route';
import { requireEnterpriseTeam, requireUser } from '../auth/request-auth';
import type { ReportsService } from './reports.service';

function sendDocument(
  reply: FastifyReply,
  document: { content: Buffer; contentType: string; fileName: string },
) {
  return reply
    .header('content-type', document.contentType)
    .header('content-length', document.content.length)
    .header('content-disposition', `attachment; filename="${document.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(document.content);
}

export const reportsRoutes =
  (deps: { reports: ReportsService }): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, 'generatePdf', async (request, reply) => {
      const document = await deps.reports.renderReport({
        id: request.body.analysisId,
        user: requireUser(request),
        language: request.language,
        selectedRiskIds: request.body.selectedRisks,
        paper: request.body.paper ?? 'LETTER',
        format: 'pdf',
      });
      return sendDocument(reply, document);
    });

    // HEAD answers whether the PDF can be made without making it (the result screens' id check).
    registerRoute(app, 'analysisPdfCheck', async (request, reply) => {
      await deps.reports.check({
        id: request.params.id,
        user: requireUser(request),
        language: request.language,
      });
      return reply.header('content-type', 'application/pdf').status(200).send();
    });

    for (const [name, format] of [
      ['analysisPdf', 'pdf'],
      ['analysisDocx', 'docx'],
    ] as const) {
      registerRoute(app, name, async (request, reply) =>
        sendDocument(
          reply,
          await deps.reports.renderReport({
            id: request.params.id,
            user: requireUser(request),
            language: request.language,
            selectedRiskIds: request.query.selectedRisks,
            paper: request.query.paper,
            format,
          }),
        ),
      );
    }

    registerRoute(app, 'analysisCheck', async (request) =>
      deps.reports.check({ id: request.params.id, user: requireUser(request), language: request.language }),
    );

    // The assistant's answer is saved into a team's Analysis Reports: Enterprise teams only.
    registerRoute(app, 'saveAnalysis', async (request) =>
      isAssistantSave(request.body)
        ? deps.reports.saveAssistantAnswer({
            body: request.body,
            user: requireEnterpriseTeam(request),
            language: request.language,
          })
        : deps.reports.save({ body: request.body, user: requireUser(request), language: request.language }),
    );

    registerRoute(app, 'savedReport', async (request, reply) => {
      const report = await deps.reports.openSavedReport({
        id: request.params.id,
        user: requireUser(request),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', report.size)
        .header('content-disposition', `attachment; filename="${report.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(report.stream);
    });

    registerRoute(app, 'sendEmail', async (request) =>
      deps.reports.sendByEmail({
        request: request.body,
        user: requireUser(request),
        language: request.language,
      }),
    );
  };
