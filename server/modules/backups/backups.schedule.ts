import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Logger } from '../../platform/logger/logger';
import type { BackupsService } from './backups.service';

export const INSTANCE_BACKUP_JOB = 'backup-instance';
export const TEAM_BACKUPS_JOB = 'backup-teams';

/** A cron (UTC) for "every `hours` hours": exact for hours dividing 24, whole days beyond. */
export function cronForHours(hours: number): string {
  if (hours < 24) return `0 */${hours} * * *`;
  return `0 0 */${Math.floor(hours / 24)} * *`;
}

/**
 * Schedules the instance backup and the teams' backups on the job queue, which runs each tick
 * once across instances; an interval of 0 removes the schedule a previous setting made.
 */
export async function scheduleBackups(deps: {
  jobs: JobQueue;
  backups: BackupsService;
  backupsConfig: { intervalHours: number; teamIntervalHours: number };
  logger: Logger;
}): Promise<void> {
  const plans = [
    { name: INSTANCE_BACKUP_JOB, hours: deps.backupsConfig.intervalHours, run: deps.backups.backupInstance },
    { name: TEAM_BACKUPS_JOB, hours: deps.backupsConfig.teamIntervalHours, run: deps.backups.backupAllTeams },
  ];
  for (const plan of plans) {
    if (plan.hours === 0) {
      await deps.jobs.unschedule(plan.name);
      continue;
    }
    await deps.jobs.schedule({
      name: plan.name,
      cron: cronForHours(plan.hours),
      // Long enough for a large installation; a lost run is simply taken at the next tick.
      expireInSeconds: 6 * 3600,
      handler: async () => {
        try {
          await plan.run();
        } catch (error) {
          deps.logger.error({ err: error, job: plan.name }, 'scheduled backup failed');
        }
      },
    });
  }
}
