// Starts the built server for the end-to-end run: a fresh data folder, known accounts, and a real
// SMTP server on 127.0.0.1 whose received messages the tests read from E2E_MAIL_DIR.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { ANALYSES_PAGE_SIZE } from '../../common/contract/analyses-list';
import { loadConfig } from '../../server/config';
import { createContainer } from '../../server/container';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { analyses } from '../../server/db/schema';
import { createAnalysesRepository } from '../../server/modules/analyses/analyses.repository';
import { createLogger } from '../../server/platform/logger/logger';
import { largeFixture } from '../../server/platform/pdf/report-fixtures';
import { insertBareAnalysis } from '../../server/test/analysis-rows';
import {
  E2E_DATA_DIR,
  E2E_INVITES_FILE,
  E2E_MAIL_DIR,
  E2E_PASSWORD,
  e2eAccounts,
  VARIANTS,
} from './accounts';

const root = join(import.meta.dirname, '..', '..');
rmSync(E2E_DATA_DIR, { recursive: true, force: true });
mkdirSync(E2E_MAIL_DIR, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      writeFileSync(join(E2E_MAIL_DIR, `${String(received).padStart(4, '0')}.eml`), Buffer.concat(chunks));
      done();
    });
  },
});
// Beside the app's port, so runs on other ports (E2E_PORT) do not collide.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 15);
await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

process.env.DATA_DIR = E2E_DATA_DIR;
process.env.PORT = process.env.E2E_PORT ?? '4310';
process.env.HOST = '127.0.0.1';
process.env.PUBLIC_URL = `http://127.0.0.1:${process.env.PORT}`;
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL = 'warn';
process.env.DEMO_ACCOUNTS = 'false';
process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
// One operator, for the internal /stripe-test page (billing.spec.ts).
process.env.ADMIN_EMAILS = e2eAccounts.otherConsultant;

// Seed the accounts on the database the server is about to open, then let it go.
const config = loadConfig();
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: null });
await migrateDatabase(database);
const { accountsService, mailer } = createContainer({
  config,
  database,
  logger: createLogger({ level: 'warn' }),
});
const create = (options: Parameters<typeof accountsService.createAccount>[0]) =>
  accountsService.createAccount(options);
const analysesRepository = createAnalysesRepository(database.db);
/** Finished analyses « Chantier 1 » (the oldest) to « Chantier {count} », as a run of the engine stores them. */
async function seedFinishedAnalyses(options: { ownerUserId: string; count: number }) {
  const result = largeFixture({ riskCount: 3, imageCount: 0 });
  for (let index = 1; index <= options.count; index++) {
    const row = await insertBareAnalysis(analysesRepository, {
      ownerUserId: options.ownerUserId,
      teamId: null,
      sourceInterface: 'conseiller-sst',
      area: `Chantier ${index}`,
    });
    await database.db.update(analyses).set({ status: 'running', attempts: 1 }).where(eq(analyses.id, row.id));
    await analysesRepository.complete({ id: row.id, attempt: 1, result });
  }
}
await create({
  email: e2eAccounts.consultant,
  name: 'Camille Tremblay',
  tier: 'conseiller',
  password: E2E_PASSWORD,
});
await create({
  email: e2eAccounts.enterprise,
  name: 'Alex Gagnon',
  tier: 'enterprise',
  team: 'Équipe E2E',
  seats: 50,
  password: E2E_PASSWORD,
});
await create({ email: e2eAccounts.noPlan, tier: null, password: E2E_PASSWORD });
await create({ email: e2eAccounts.otherConsultant, tier: 'conseiller', password: E2E_PASSWORD });
const invitations: Record<string, string> = {};
for (const variant of VARIANTS) {
  await create({ email: e2eAccounts.resetFor(variant), tier: 'conseiller', password: E2E_PASSWORD });
  await create({
    email: e2eAccounts.profileFor(variant),
    name: 'Dominique Roy',
    tier: 'conseiller',
    password: E2E_PASSWORD,
  });
  await create({ email: e2eAccounts.sessionsFor(variant), tier: 'conseiller', password: E2E_PASSWORD });
  await create({ email: e2eAccounts.twoFactorFor(variant), tier: 'conseiller', password: E2E_PASSWORD });
  const { user: listed } = await create({
    email: e2eAccounts.listsFor(variant),
    tier: 'conseiller',
    password: E2E_PASSWORD,
  });
  await seedFinishedAnalyses({ ownerUserId: listed.id, count: ANALYSES_PAGE_SIZE + 1 });
  await create({
    email: e2eAccounts.adminFor(variant),
    tier: 'enterprise',
    team: `Équipe ${variant}`,
    seats: 50,
    password: E2E_PASSWORD,
  });
  const { inviteUrl } = await create({
    email: e2eAccounts.invitedFor(variant),
    tier: 'enterprise',
    team: `Équipe ${variant}`,
    role: 'admin',
    invite: true,
  });
  invitations[variant] = inviteUrl ?? '';
}
writeFileSync(E2E_INVITES_FILE, JSON.stringify(invitations));
mailer.close();
await database.close();

await import(join(root, 'dist', 'server', 'main.js'));
