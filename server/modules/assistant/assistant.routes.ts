import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { urlOf } from '../../../common/contract/route';
import { routes } from '../../../common/contract/routes';
import type { Config } from '../../config';
import { registerRoute } from '../../platform/http/register-route';
import { requireEnterpriseTeam } from '../auth/request-auth';
import type { AssistantService } from './assistant.service';
import type { AssistantProgress } from './assistant-progress';

// Loaded with the first report, like the analysis reports: pdfkit stays out of an idle server.
const reports = () => import('./assistant-report');

const fileName = (id: string, extension: string) => `analyse-consolidee-${id.slice(0, 8)}.${extension}`;

function sendPdf(reply: FastifyReply, options: { pdf: Buffer; id: string; download: boolean }) {
  return reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `${options.download ? 'attachment' : 'inline'}; filename="${fileName(options.id, 'pdf')}"`,
    )
    .header('cache-control', 'private, no-store')
    .send(options.pdf);
}

/** The assistant's calls (spec part 2 §7): consolidated analysis, its progress, history and reports. */
export const assistantRoutes =
  (deps: {
    assistant: AssistantService;
    assistantProgress: AssistantProgress;
    config: Pick<Config, 'analysis'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    registerRoute(app, 'assistantHistory', async (request) =>
      deps.assistant.listHistory({
        user: requireEnterpriseTeam(request),
        cursor: request.query.cursor,
        limit: request.query.limit,
      }),
    );

    registerRoute(app, 'deleteHistoryItem', async (request) =>
      deps.assistant.deleteHistory({ user: requireEnterpriseTeam(request), id: request.params.id }),
    );

    registerRoute(app, 'analyzeConsolidated', async (request) =>
      deps.assistant.analyzeConsolidated({ user: requireEnterpriseTeam(request), input: request.body }),
    );

    // Stages of an answer as server-sent events, with a keep-alive so the page's 30 s time-out only
    // fires when the server really stopped answering.
    registerRoute(app, 'consolidatedProgress', async (request, reply) => {
      requireEnterpriseTeam(request);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      let stop = () => {};
      // A named event, not a comment: the page's EventSource sees it and knows the server is alive.
      const keepAlive = setInterval(
        () => raw.write('event: ping\ndata: {}\n\n'),
        deps.config.analysis.keepAliveMs,
      );
      const end = () => {
        clearInterval(keepAlive);
        stop();
        if (!raw.writableEnded) raw.end();
      };
      stop = deps.assistantProgress.follow(request.params.requestId, {
        onStage: (stage) => raw.write(`data: ${JSON.stringify({ stage })}\n\n`),
        // The answer finished (done or failed) or the stream's time is up: the page has its answer from the POST.
        onEnd: end,
      });
      raw.on('close', end);
      return undefined;
    });

    registerRoute(app, 'generateAssistantPdf', async (request, reply) => {
      const row = await deps.assistant.findHistory({
        user: requireEnterpriseTeam(request),
        id: request.body.analysisId,
      });
      const { renderAssistantPdf } = await reports();
      return sendPdf(reply, { pdf: await renderAssistantPdf(row), id: row.id, download: false });
    });

    registerRoute(app, 'assistantPdf', async (request, reply) => {
      const row = await deps.assistant.findHistory({
        user: requireEnterpriseTeam(request),
        id: request.params.id,
      });
      const { renderAssistantPdf } = await reports();
      return sendPdf(reply, {
        pdf: await renderAssistantPdf(row),
        id: row.id,
        download: request.query.download === '1',
      });
    });

    registerRoute(app, 'assistantTxt', async (request, reply) => {
      const row = await deps.assistant.findHistory({
        user: requireEnterpriseTeam(request),
        id: request.params.id,
      });
      const { renderAssistantText } = await reports();
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName(row.id, 'txt')}"`)
        .header('cache-control', 'private, no-store')
        .send(renderAssistantText(row));
    });

    registerRoute(app, 'generateAssistantReport', async (request) => {
      const row = await deps.assistant.findHistory({
        user: requireEnterpriseTeam(request),
        id: request.params.id,
      });
      return {
        success: true as const,
        downloadUrls: {
          pdf: urlOf(routes.assistantPdf, { params: { id: row.id }, query: { download: '1' } }),
          txt: urlOf(routes.assistantTxt, { params: { id: row.id } }),
        },
        files: { pdf: fileName(row.id, 'pdf'), txt: fileName(row.id, 'txt') },
      };
    });
  };
