import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ProgressEvent, SourceInterface } from '../../../common/contract/analysis';
import type { Language } from '../../../common/i18n/language';
import type { Config } from '../../config';
import { AppError, notFound } from '../../platform/errors/app-error';
import { type RouteRequest, registerRoute } from '../../platform/http/register-route';
import { requireAccess, requireUser } from '../auth/request-auth';
import type { AnalysesService } from './analyses.service';
import { viewerOf } from './analyses.service';
import type { AnalysesListService } from './analyses-list.service';
import { failureEvent } from './analysis-runner';
import { SAFETY_POLL_MS } from './progress-hub';

const HEARTBEAT_MS = 15_000;

/**
 * Aborts when the browser goes away before the answer is sent, so waiting stops (the job itself
 * goes on). The request's own 'close' fires as soon as its body has been read, so the response's
 * is the one that tells.
 */
function connectionSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

export const analysesRoutes =
  (deps: {
    analyses: AnalysesService;
    analysesList: AnalysesListService;
    config: Pick<Config, 'analysis'>;
  }): FastifyPluginAsync =>
  async (app) => {
    // Open progress streams per session on this instance: each holds a connection and a watcher.
    const openStreams = new Map<string, number>();
    const { streamsPerSession, notFoundAfterMs } = deps.config.analysis;
    const analyze =
      (sourceInterface: SourceInterface) => async (request: FastifyRequest, reply: FastifyReply) => {
        const user = requireAccess(
          request,
          sourceInterface === 'enterprise' ? ['enterprise'] : ['conseiller'],
        );
        const analysisData = await deps.analyses.startAnalysis({
          request,
          user,
          sourceInterface,
          signal: connectionSignal(reply),
        });
        return { success: true as const, ok: true as const, analysisData };
      };
    registerRoute(app, 'analyzeConsultant', analyze('conseiller-sst'));
    registerRoute(app, 'analyzeEnterprise', analyze('enterprise'));

    registerRoute(app, 'analysis', async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return deps.analyses.getAnalysis({ id: request.params.id, viewer: viewerOf(requireUser(request)) });
    });

    registerRoute(app, 'analyses', async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return deps.analysesList.listAnalyses({ user: requireUser(request), query: request.query });
    });

    registerRoute(app, 'deleteAnalysis', async (request) =>
      deps.analysesList.deleteAnalysis({ id: request.params.id, user: requireUser(request) }),
    );

    /**
     * Server-sent events: every recorded stage, from the first, then each new one until done or
     * failed. The browser may open it before its upload ends (the analysis is created once the form
     * fields arrive) or after a closed tab, with the same request id.
     */
    registerRoute(app, 'analysisProgress', async (request, reply) => {
      const viewer = viewerOf(requireUser(request));
      const session = request.auth?.sessionIdHash ?? viewer.userId;
      const open = openStreams.get(session) ?? 0;
      if (open >= streamsPerSession) {
        throw new AppError({
          code: 'analysis.tooManyStreams',
          status: 429,
          params: { limit: streamsPerSession },
        });
      }
      // Counted before the first await, so streams opened at the same instant cannot all pass.
      openStreams.set(session, open + 1);
      const release = () => {
        const left = (openStreams.get(session) ?? 1) - 1;
        if (left > 0) openStreams.set(session, left);
        else openStreams.delete(session);
      };
      try {
        const first = await deps.analyses.progressOf({ requestId: request.params.requestId, viewer });
        if (first.state === 'hidden') throw notFound('analysis.notFound');
      } catch (error) {
        release();
        throw error;
      }
      const signal = connectionSignal(reply);
      reply.hijack();
      void streamProgress({
        reply,
        signal,
        requestId: request.params.requestId,
        viewer,
        analyses: deps.analyses,
        notFoundAfterMs,
        language: request.language,
      })
        .catch((error: unknown) => request.log.error({ err: error }, 'progress stream failed'))
        .finally(release);
      return reply;
    });

    const sendFile = async (request: RouteRequest<'upload' | 'file'>, reply: FastifyReply) => {
      const file = await deps.analyses.openFile({
        name: request.params.filename,
        viewer: viewerOf(requireUser(request)),
      });
      const disposition = file.inline ? 'inline' : 'attachment';
      // no-store: a shared browser's cache must not keep someone's photos and documents after they sign out.
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `${disposition}; filename*=UTF-8''${encodeURIComponent(file.downloadName)}`,
        )
        .send(file.stream);
    };
    registerRoute(app, 'upload', sendFile);
    registerRoute(app, 'file', sendFile);
  };

/**
 * Writes every recorded stage, then each new one as the job records it, until done or failed. It
 * sleeps on the progress hub (woken by this process's jobs, and on PostgreSQL by the other
 * instances' NOTIFY) instead of polling; a request id that never becomes an analysis ends the
 * stream with "not found" after `notFoundAfterMs`.
 */
async function streamProgress(options: {
  reply: FastifyReply;
  signal: AbortSignal;
  requestId: string;
  viewer: ReturnType<typeof viewerOf>;
  analyses: AnalysesService;
  notFoundAfterMs: number;
  language: Language;
}) {
  const raw = options.reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const write = (event: ProgressEvent) => raw.write(`data: ${JSON.stringify(event)}\n\n`);
  const watch = options.analyses.watch([options.requestId]);
  const giveUpAt = Date.now() + options.notFoundAfterMs;
  let sent = 0;
  let lastWrite = Date.now();
  try {
    while (!options.signal.aborted) {
      const progress = await options.analyses.progressOf({
        requestId: options.requestId,
        viewer: options.viewer,
      });
      if (progress.state === 'hidden') break;
      let waitMs = SAFETY_POLL_MS;
      if (progress.state === 'known') {
        watch.add(progress.id);
        // A recovered analysis restarts from "received": its new stages follow what was already sent.
        if (progress.events.length < sent) sent = progress.events.length;
        for (const event of progress.events.slice(sent)) write(event);
        if (progress.events.length > sent) lastWrite = Date.now();
        sent = progress.events.length;
        const last = progress.events.at(-1);
        if (last?.stage === 'done' || last?.stage === 'failed') break;
      } else {
        const left = giveUpAt - Date.now();
        if (left <= 0) {
          write(failureEvent('analysis.notFound', options.language));
          break;
        }
        waitMs = Math.min(waitMs, left);
      }
      await watch.next(Math.min(waitMs, HEARTBEAT_MS), options.signal);
      if (Date.now() - lastWrite >= HEARTBEAT_MS) {
        raw.write(': keep-alive\n\n');
        lastWrite = Date.now();
      }
    }
  } finally {
    watch.close();
    raw.end();
  }
}
