import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createContainer } from './container';
import { openDatabase } from './db/client';
import { DatabaseInUseError } from './db/data-dir-lock';
import { migrateDatabase } from './db/migrate';
import { createDemoAccounts, type DemoAccount } from './modules/accounts/demo-accounts';
import { scheduleAuthMaintenance } from './modules/auth/auth.maintenance';
import { scheduleBackups } from './modules/backups/backups.schedule';
import { scheduleStorageCleanup } from './modules/library/storage-cleanup';
import { scheduleWeeklyDigest } from './modules/notifications/weekly-digest';
import { createLogger } from './platform/logger/logger';

// Printed once, on standard output and outside the logger, so it never lands in log storage.
function printDemoAccounts(accounts: DemoAccount[], url: string): void {
  const lines = [
    '',
    '  RisqueVision — demo accounts (shown this once; reset a password from the sign-in page):',
    ...accounts.map((account) => `    ${account.tier.padEnd(11)} ${account.email}  /  ${account.password}`),
    `  Sign in at ${url}/login`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function start(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel });
  let stopping = false;
  // Until the server is built, there is nothing to close first.
  let stop: (reason: string, code: number) => Promise<void> = async (_reason, code) => process.exit(code);
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    // Every query would fail from now on: end, so the supervisor starts a whole server again.
    onLost: (error) => {
      logger.fatal({ err: error }, 'the embedded database stopped');
      void stop('database lost', 1);
    },
  });
  await migrateDatabase(database);
  const container = createContainer({ config, database, logger });
  const demo = config.demoAccounts ? await createDemoAccounts(container) : [];
  const app = await buildApp({ config, database, logger, container });
  const stopMaintenance = scheduleAuthMaintenance(container);

  stop = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'shutting down');
    stopMaintenance();
    // close() stops accepting connections and waits for requests in flight before the database goes.
    await app.close();
    await database.close();
    process.exit(code);
  };
  process.on('SIGTERM', () => void stop('SIGTERM', 0));
  process.on('SIGINT', () => void stop('SIGINT', 0));

  await app.listen({ host: config.host, port: config.port });
  // After listen: the job queue starts with the app (onReady), and schedules need it running.
  try {
    await scheduleBackups({ ...container, backupsConfig: config.backups });
    await scheduleStorageCleanup(container);
    await scheduleWeeklyDigest({ ...container.weeklyDigest, jobs: container.jobs });
  } catch (error) {
    // Stopped while the schedules were being set (the queue is gone): a stop, not a failed start.
    if (stopping) return;
    throw error;
  }
  logger.info({ url: config.publicUrl, database: database.kind }, 'RisqueVision is ready');
  if (demo.length > 0) printDemoAccounts(demo, config.publicUrl);
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) {
    console.error(error.message);
  } else {
    console.error('RisqueVision could not start:', error);
  }
  process.exit(1);
});
