import { join } from 'node:path';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createAccountsRepository } from './modules/accounts/accounts.repository';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createProfileRepository } from './modules/accounts/profile.repository';
import { createProfileService } from './modules/accounts/profile.service';
import { createAnalysesRepository } from './modules/analyses/analyses.repository';
import { createAnalysesService } from './modules/analyses/analyses.service';
import { createAnalysesListRepository } from './modules/analyses/analyses-list.repository';
import { createAnalysesListService } from './modules/analyses/analyses-list.service';
import { createAnalysisRecovery } from './modules/analyses/analysis-recovery';
import { createAnalysisRecoveryRepository } from './modules/analyses/analysis-recovery.repository';
import { createAnalysisRunner } from './modules/analyses/analysis-runner';
import { createProgressHub } from './modules/analyses/progress-hub';
import { startOfDay } from './modules/analyses/quota';
import { createAssistantRepository } from './modules/assistant/assistant.repository';
import { createAssistantService } from './modules/assistant/assistant.service';
import { createAssistantProgress } from './modules/assistant/assistant-progress';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createAuthService } from './modules/auth/auth.service';
import { createLoginThrottle } from './modules/auth/login-throttle';
import { createPasswordHasher, type PasswordHasher } from './modules/auth/passwords';
import { createSessionManager } from './modules/auth/sessions';
import { createTwoFactorRepository } from './modules/auth/two-factor.repository';
import { createTwoFactorService } from './modules/auth/two-factor.service';
import { createBackupsService } from './modules/backups/backups.service';
import { createBillingRepository } from './modules/billing/billing.repository';
import { createBillingService } from './modules/billing/billing.service';
import { createBillingAccounts } from './modules/billing/billing-accounts';
import { createLibraryRepository } from './modules/library/library.repository';
import { createLibraryService, downloadPathOf } from './modules/library/library.service';
import { createWeeklyDigestRepository } from './modules/notifications/weekly-digest.repository';
import { createReportsRepository } from './modules/reports/reports.repository';
import { createReportsService } from './modules/reports/reports.service';
import { createTeamsRepository } from './modules/teams/teams.repository';
import { createTeamsService } from './modules/teams/teams.service';
import { createEngineRegistry, type EngineRegistry } from './platform/ai/engines';
import { createStripeClient } from './platform/billing/stripe-client';
import { createSecretBox, loadSecretKey } from './platform/crypto/secret-box';
import { createMailer, type Mailer } from './platform/email/mailer';
import { createExtractorPool } from './platform/extraction/extraction.pool';
import { createSandboxedExtractor } from './platform/extraction/extraction.sandbox';
import { createJobQueue } from './platform/jobs/job-queue';
import type { Logger } from './platform/logger/logger';
import { createMetrics } from './platform/metrics/metrics';
import { createRateLimiter } from './platform/rate-limit/rate-limiter';
import { createReportRenderPool } from './platform/render/report-render-pool';
import { createLocalFileStorage, type FileStorage } from './platform/storage/file-storage';
import { createS3FileStorage } from './platform/storage/s3-file-storage';

export interface ContainerOptions {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** Tests wrap the real hasher to observe it; nothing else replaces it. */
  passwords?: PasswordHasher;
  mailer?: Mailer;
  /** Tests point the engines at fake provider servers. */
  engines?: EngineRegistry;
}

/** Builds every service once, with its dependencies passed in: the app, the CLI and tests share it. */
export function createContainer(options: ContainerOptions) {
  const { config, database, logger } = options;
  const db = database.db;
  const accounts = createAccountsRepository(db);
  const authRepository = createAuthRepository(db);
  const passwords = options.passwords ?? createPasswordHasher();
  const rateLimiter = createRateLimiter(database);
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: join(config.dataDir, 'outbox'),
      logger,
    });
  const sessions = createSessionManager({ repository: authRepository, accounts, config });
  const loginThrottle = createLoginThrottle({ db, rateLimiter });
  const secretBox = createSecretBox(
    loadSecretKey({ secretKey: config.secretKey, keyFile: join(config.dataDir, 'secret.key') }),
  );
  const twoFactorRepository = createTwoFactorRepository(db, secretBox);
  const twoFactor = createTwoFactorService({
    repository: twoFactorRepository,
    authRepository,
    accounts,
    passwords,
    loginThrottle,
    rateLimiter,
  });
  const profile = createProfileService({ profiles: createProfileRepository(db), accounts });
  const auth = createAuthService({
    twoFactor: twoFactorRepository,
    accounts,
    repository: authRepository,
    passwords,
    rateLimiter,
    loginThrottle,
    mailer,
    config,
    logger,
  });
  const teams = createTeamsService({
    db,
    teams: createTeamsRepository(db),
    accounts,
    rateLimiter,
    mailer,
    config,
  });
  const accountsService = createAccountsService({ accounts, auth, passwords, mailer, config });
  const billingRepository = createBillingRepository(db);
  const billing = createBillingService({
    stripe: createStripeClient(config.billing),
    repository: billingRepository,
    accounts,
    billingAccounts: createBillingAccounts({ accounts, billing: billingRepository, auth, mailer, config }),
    config,
    logger,
  });

  // A bucket when one is set, so every instance sees every file; the data folder otherwise.
  const storage: FileStorage = config.s3
    ? createS3FileStorage({ ...config.s3, dataDir: config.dataDir })
    : createLocalFileStorage({ dataDir: config.dataDir });
  // Untrusted files are read in child processes with memory and time limits (see extraction.sandbox.ts);
  // two of them at most, so analyses that run side by side do not queue their files behind each other.
  const extractor = createExtractorPool({
    size: Math.min(2, config.analysis.concurrency),
    create: () => createSandboxedExtractor({ cacheDir: join(config.dataDir, 'cache') }),
  });
  const engines = options.engines ?? createEngineRegistry(config.analysis);
  const jobs = createJobQueue({ database, logger });
  const hub = createProgressHub({ pool: database.pool, logger });
  const analysesRepository = createAnalysesRepository(db);
  const runningHere = new Set<string>();
  const runAnalysis = createAnalysisRunner({
    repository: analysesRepository,
    jobs,
    // A few beats fit in the stale delay, so one slow database write does not look like a death.
    heartbeatMs: Math.max(500, Math.floor(config.analysis.staleAfterMs / 6)),
    // Half the workers at most for one person while others wait, so someone is always served.
    perUserRunning: Math.max(1, Math.floor(config.analysis.concurrency / 2)),
    runningHere,
    storage,
    extractor,
    engineFor: engines.get,
    timeoutMs: config.analysis.timeoutMs,
    hub,
    logger,
  });
  const assistantRepository = createAssistantRepository(db);
  // One daily AI quota for a person's metered analyses and the assistant's AI answers together.
  const aiUsedToday = async (userId: string) => {
    const since = startOfDay(new Date());
    const [analysed, answered] = await Promise.all([
      analysesRepository.countMeteredSince({ userId, since }),
      assistantRepository.countEngineAnswersSince({ userId, since }),
    ]);
    return analysed + answered;
  };
  const analyses = createAnalysesService({
    repository: analysesRepository,
    storage,
    jobs,
    hub,
    engine: engines.active,
    dailyQuota: config.analysis.dailyQuota,
    aiUsedToday,
    userActiveLimit: config.analysis.userActiveLimit,
    userStorageQuotaBytes: config.analysis.userStorageQuotaBytes,
  });
  const analysesList = createAnalysesListService({
    repository: analysesRepository,
    lists: createAnalysesListRepository(db),
    storage,
    logger,
  });
  const analysisRecovery = createAnalysisRecovery({
    repository: createAnalysisRecoveryRepository(db),
    analyses: analysesRepository,
    jobs,
    hub,
    logger,
    staleAfterMs: config.analysis.staleAfterMs,
    singleProcess: database.kind === 'pglite',
    runningHere,
  });

  const reportRenderer = createReportRenderPool();
  const reports = createReportsService({
    analyses: analysesRepository,
    reports: createReportsRepository(db),
    storage,
    // Off the main thread, in a worker that starts with the first report and stops when idle: the PDF
    // and Word libraries hold tens of megabytes an idle server does not need.
    renderers: reportRenderer,
    mailer,
    rateLimiter,
    config,
    logger,
  });

  const backups = createBackupsService({ database, storage, accounts, config, logger });

  const assistantProgress = createAssistantProgress();
  const libraryRepository = createLibraryRepository(db);
  const library = createLibraryService({ repository: libraryRepository, storage, extractor, logger });
  const assistant = createAssistantService({
    repository: assistantRepository,
    progress: assistantProgress,
    engine: engines.active,
    aiQuota: { dailyQuota: config.analysis.dailyQuota, usedToday: aiUsedToday },
    logger,
    library: {
      findFiles: async (options) =>
        (await libraryRepository.findFiles(options)).map((row) => ({
          id: row.id,
          kind: row.kind,
          name: row.originalName,
        })),
      downloadHref: downloadPathOf,
    },
  });

  return {
    config,
    database,
    reportRenderer,
    logger,
    accounts,
    authRepository,
    passwords,
    rateLimiter,
    loginThrottle,
    mailer,
    sessions,
    auth,
    twoFactor,
    profile,
    teams,
    accountsService,
    storage,
    extractor,
    engines,
    jobs,
    hub,
    runAnalysis,
    analysisRecovery,
    analyses,
    analysesList,
    reports,
    metrics: createMetrics(),
    assistant,
    assistantProgress,
    library,
    libraryRepository,
    backups,
    weeklyDigest: { repository: createWeeklyDigestRepository(db), mailer, config, logger },
    billing,
  };
}

export type Container = ReturnType<typeof createContainer>;
