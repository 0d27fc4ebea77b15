import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Container, createContainer } from './container';
import type { DatabaseHandle } from './db/client';
import { profileRoutes } from './modules/accounts/profile.routes';
import { analysesRoutes } from './modules/analyses/analyses.routes';
import { ANALYSIS_JOB } from './modules/analyses/analysis-runner';
import { backfillAnalysisPassages } from './modules/assistant/analysis-passages';
import { assistantRoutes } from './modules/assistant/assistant.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { registerRequestAuth } from './modules/auth/request-auth';
import { securityRoutes } from './modules/auth/security.routes';
import { backupsRoutes } from './modules/backups/backups.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { registerBillingAccess } from './modules/billing/billing-access';
import { healthRoutes } from './modules/health/health.routes';
import { knowledgeRoutes } from './modules/knowledge/knowledge.routes';
import { libraryRoutes } from './modules/library/library.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { siteRoutes } from './modules/site/site.routes';
import { teamsRoutes } from './modules/teams/teams.routes';
import { webDistFolder } from './paths';
import { registerErrorHandler } from './platform/errors/error-handler';
import { answerClientError, answerFrameworkError } from './platform/http/framework-errors';
import { registerRequestLanguage } from './platform/http/request-language';
import { registerSameOriginCheck } from './platform/http/same-origin';
import { registerExtraSecurityHeaders } from './platform/http/security-headers';
import { registerWebApp } from './platform/http/web-app';
import type { Logger } from './platform/logger/logger';
import { SCRATCH_MAX_AGE_MS, scheduleScratchSweep } from './platform/storage/scratch-sweep';

/** A method and path the server answers, as Fastify registered it (the route-table test reads them). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: readonly RegisteredRoute[];
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** Services already built (main.ts shares them with start-up tasks); built here otherwise. */
  container?: Container;
  /** Folder of the built web app; tests leave it unbuilt to test the API alone. */
  webRoot?: string;
}

/** Builds the Fastify instance with every route; main.ts listens on it, tests call app.inject(). */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    // Only the entries our own proxies added are read (see TRUST_PROXY in config.ts).
    trustProxy: deps.config.trustProxy.length > 0 ? deps.config.trustProxy.join(',') : false,
    bodyLimit: 1_048_576,
    // Unique across instances and restarts, so a user can quote it from an error and the operator
    // finds the request in any instance's log; a client's own header is not trusted.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // The router's own errors (a malformed %-escape, an over-long parameter) answer the JSON error shape.
    frameworkErrors: answerFrameworkError,
    // So do the HTTP parser's refusals (a request line or headers too long, unreadable bytes).
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const registered: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registered.push({ method, url: route.url });
  });
  app.decorate('registeredRoutes', registered);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerRequestLanguage(app);
  registerErrorHandler(app);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Printing loads the PDF in a hidden frame from a blob URL.
        frameSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: deps.config.env === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: deps.config.env === 'production',
  });
  registerExtraSecurityHeaders(app);
  await app.register(fastifyCookie);
  // Files stream to disk; these limits only bound the form's text fields and its number of parts.
  // An oversized file is truncated and flagged rather than thrown, so the answer can name it.
  await app.register(fastifyMultipart, {
    limits: { fieldSize: 20_000, fields: 30, parts: 60 },
    throwFileSizeLimit: false,
  });
  registerSameOriginCheck(app, { publicUrl: deps.config.publicUrl });

  const container = deps.container ?? createContainer(deps);
  app.addHook('onResponse', async (request, reply) => {
    container.metrics.observeRequest({
      method: request.method,
      // The route's pattern, never the raw URL: ids and query strings stay out of the metrics.
      route: request.routeOptions.url ?? 'unmatched',
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
  registerRequestAuth(app, container);
  registerBillingAccess(app, container);
  app.addHook('onClose', async () => container.mailer.close());
  let indexing: Promise<unknown> = Promise.resolve();
  // This instance's scratch folder is its own: swept here, not by a job that runs on one instance only.
  let stopScratchSweep = () => {};
  app.addHook('onReady', async () => {
    stopScratchSweep = scheduleScratchSweep({
      temporaryDir: container.storage.temporaryDir,
      olderThanMs: SCRATCH_MAX_AGE_MS,
      logger: deps.logger,
    });
  });
  app.addHook('onClose', async () => stopScratchSweep());
  // Jobs run inside the server process (the embedded database opens from one process only).
  app.addHook('onReady', async () => {
    // The file readers (OCR, PDF) start with the first file and stop when idle, not here: an idle
    // server holds no memory for them.
    await container.hub.start();
    await container.jobs.start();
    await container.jobs.register({
      name: ANALYSIS_JOB,
      handler: container.runAnalysis,
      // pg-boss's own expiry is only a backstop: the heartbeat lets recovery take a dead run over in
      // seconds (analysis-recovery.ts), and a duplicate job finds the analysis taken and ends.
      expireInSeconds: 15 * 60,
      retryLimit: 1,
      concurrency: deps.config.analysis.concurrency,
    });
    // Analyses a stopped process left queued or running are resumed or failed before new ones run.
    await container.analysisRecovery.start();
    // In the background: an upgrade indexes the analyses finished before the assistant searched them.
    indexing = backfillAnalysisPassages(deps.database.db)
      .then((count) => count > 0 && deps.logger.info({ count }, 'analyses indexed for the assistant'))
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'analyses not indexed for the assistant'));
  });
  app.addHook('onClose', async () => {
    await indexing;
    container.analysisRecovery.stop();
    await container.hub.stop();
    await container.jobs.stop();
    await container.extractor.close();
    await container.reportRenderer.close();
  });

  await app.register(
    healthRoutes({ database: deps.database, storage: container.storage, metrics: container.metrics }),
  );
  await app.register(siteRoutes({ operator: deps.config.operator }));
  await app.register(knowledgeRoutes());
  await app.register(authRoutes(container));
  await app.register(securityRoutes(container));
  await app.register(profileRoutes(container));
  await app.register(teamsRoutes(container));
  await app.register(analysesRoutes(container));
  await app.register(reportsRoutes(container));
  await app.register(assistantRoutes(container));
  await app.register(libraryRoutes(container));
  await app.register(backupsRoutes(container));
  await app.register(billingRoutes({ billing: container.billing, config: deps.config }));

  await registerWebApp(app, { root: deps.webRoot ?? webDistFolder });
  return app;
}
