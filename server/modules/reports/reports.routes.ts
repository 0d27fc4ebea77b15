import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../../common/contract/api-paths';
import { successResponseSchema } from '../../../common/contract/auth';
import {
  checkResponseSchema,
  generatePdfRequestSchema,
  reportQuerySchema,
  saveAnalysisRequestSchema,
  saveAnalysisResponseSchema,
  sendEmailRequestSchema,
} from '../../../common/contract/reports';
import { requireUser } from '../auth/request-auth';
import type { ReportsService } from './reports.service';

const idParams = z.object({ id: z.string().max(100) });

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
  (deps: { reports: ReportsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(apiPaths.generatePdf, { schema: { body: generatePdfRequestSchema } }, async (request, reply) => {
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
    app.head('/api/analyses/:id/pdf', { schema: { params: idParams } }, async (request, reply) => {
      await deps.reports.check({
        id: request.params.id,
        user: requireUser(request),
        language: request.language,
      });
      return reply.header('content-type', 'application/pdf').status(200).send();
    });

    for (const format of ['pdf', 'docx'] as const) {
      app.get(
        `/api/analyses/:id/${format}`,
        { schema: { params: idParams, querystring: reportQuerySchema }, exposeHeadRoute: false },
        async (request, reply) =>
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

    app.get(
      '/api/analyses/:id/check',
      { schema: { params: idParams, response: { 200: checkResponseSchema } } },
      async (request) =>
        deps.reports.check({ id: request.params.id, user: requireUser(request), language: request.language }),
    );

    app.post(
      apiPaths.saveAnalysis,
      { schema: { body: saveAnalysisRequestSchema, response: { 200: saveAnalysisResponseSchema } } },
      async (request) =>
        deps.reports.save({ body: request.body, user: requireUser(request), language: request.language }),
    );

    app.get('/api/reports/:id/download', { schema: { params: idParams } }, async (request, reply) => {
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

    app.post(
      apiPaths.sendEmail,
      { schema: { body: sendEmailRequestSchema, response: { 200: successResponseSchema } } },
      async (request) =>
        deps.reports.sendByEmail({
          request: request.body,
          user: requireUser(request),
          language: request.language,
        }),
    );
  };
