// `npm run user:create -- --email … --tier …`: creates an account on the database the server uses.
import { loadConfig } from '../server/config';
import { createContainer } from '../server/container';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { AccountExistsError } from '../server/modules/accounts/accounts.service';
import {
  parseUserCreateArguments,
  runUserCreate,
  USAGE,
  UsageError,
} from '../server/modules/accounts/user-create.command';
import { createLogger } from '../server/platform/logger/logger';

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}

let account: ReturnType<typeof parseUserCreateArguments>;
try {
  account = parseUserCreateArguments(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(64);
}

const config = loadConfig();
const logger = createLogger({ level: 'warn' });
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
} catch (error) {
  // Most often: the embedded database is held by a running server. Say so, not a stack trace.
  console.error((error as Error).message);
  process.exit(2);
}
try {
  await migrateDatabase(database);
  const { accountsService, mailer } = createContainer({ config, database, logger });
  for (const line of await runUserCreate({ accountsService, account })) console.log(line);
  mailer.close();
} catch (error) {
  console.error(error instanceof AccountExistsError || error instanceof UsageError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
