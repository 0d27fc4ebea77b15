// `npm run backup:restore -- FILE`: restores an instance backup into an empty DATA_DIR or an empty
// PostgreSQL database (DATABASE_URL). A team backup: `-- FILE --as-new-team`, or `-- FILE --replace-team`
// to put the same team of this installation back as it was (asks to type the team's name unless
// --yes). See docs/operations.md.
import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { DatabaseInUseError } from '../server/db/data-dir-lock';
import { migrateDatabase } from '../server/db/migrate';
import { BackupCorruptedError, verifyArchive } from '../server/modules/backups/archive-reader';
import { RestoreTargetNotEmptyError, restoreInstanceBackup } from '../server/modules/backups/instance-backup';
import { SchemaTooNewError } from '../server/modules/backups/schema-version';
import { restoreTeamBackup, TeamRestoreError } from '../server/modules/backups/team-restore';
import { createLocalFileStorage } from '../server/platform/storage/file-storage';

const USAGE = 'Usage: npm run backup:restore -- FILE [--as-new-team | --replace-team [--yes]]';
const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
const teamMode = args.includes('--as-new-team')
  ? 'new-team'
  : args.includes('--replace-team')
    ? 'replace'
    : null;
if (
  !file ||
  args.some((arg) => arg.startsWith('--') && !['--as-new-team', '--replace-team', '--yes'].includes(arg))
) {
  console.error(USAGE);
  process.exit(64);
}

const EXPECTED = [BackupCorruptedError, SchemaTooNewError, RestoreTargetNotEmptyError, TeamRestoreError];
const fail = (error: unknown): never => {
  const known = EXPECTED.some((type) => error instanceof type) || error instanceof DatabaseInUseError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
};

const config = loadConfig();
const manifest = await verifyArchive(file).catch(fail);
console.log(
  `Backup of ${manifest.createdAt}: ${manifest.kind}, RisqueVision ${manifest.appVersion}, schema ${manifest.schema.tag}.`,
);
if (manifest.kind === 'team' && !teamMode) {
  console.error(`This is a backup of the team "${String(manifest.details.teamName)}".\n${USAGE}`);
  process.exit(64);
}
if (teamMode === 'replace' && !args.includes('--yes')) {
  const name = String(manifest.details.teamName);
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question(
    `This replaces the analyses, reports and members of "${name}" with the backup's. Type the team's name to go on: `,
  );
  prompt.close();
  if (answer.trim() !== name) {
    console.error('Nothing was changed.');
    process.exit(1);
  }
}

const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }).catch(fail);
try {
  const storage = createLocalFileStorage({ dataDir: config.dataDir });
  if (manifest.kind === 'instance') {
    await restoreInstanceBackup({ path: file, database, storage });
    console.log('Restored. Start RisqueVision on this DATA_DIR / DATABASE_URL.');
  } else {
    // A team goes into a working installation: bring its schema up to date first (a no-op if it is).
    await migrateDatabase(database);
    const { teamId, teamName } = await restoreTeamBackup({
      path: file,
      database,
      storage,
      mode: teamMode ?? 'new-team',
    });
    console.log(`Restored the team "${teamName}" (${teamId}).`);
    if (teamMode === 'new-team') console.log('Its members set their password with "Forgot password".');
  }
} catch (error) {
  process.exitCode = 1;
  console.error(EXPECTED.some((type) => error instanceof type) ? (error as Error).message : error);
} finally {
  await database.close();
}
