import { describe, expect, it } from 'vitest';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { createLogger } from '../../platform/logger/logger';
import { cronForHours, INSTANCE_BACKUP_JOB, scheduleBackups, TEAM_BACKUPS_JOB } from './backups.schedule';
import type { BackupsService } from './backups.service';

function fakeQueue() {
  const scheduled = new Map<string, { cron: string; handler: () => Promise<void> }>();
  const unscheduled: string[] = [];
  const jobs = {
    schedule: async ({ name, cron, handler }) => void scheduled.set(name, { cron, handler }),
    unschedule: async (name) => void unscheduled.push(name),
  } as Pick<JobQueue, 'schedule' | 'unschedule'> as JobQueue;
  return { jobs, scheduled, unscheduled };
}

describe('the backup schedule', () => {
  it('turns hours into a UTC cron', () => {
    expect(cronForHours(6)).toBe('0 */6 * * *');
    expect(cronForHours(24)).toBe('0 0 */1 * *');
    expect(cronForHours(48)).toBe('0 0 */2 * *');
  });

  it('runs the team backups every 6 hours and the instance backup on its own interval', async () => {
    const { jobs, scheduled } = fakeQueue();
    const ran: string[] = [];
    const backups = {
      backupInstance: async () => void ran.push('instance'),
      backupAllTeams: async () => void ran.push('teams'),
    } as unknown as BackupsService;
    await scheduleBackups({
      jobs,
      backups,
      backupsConfig: { intervalHours: 24, teamIntervalHours: 6 },
      logger: createLogger({ level: 'silent' }),
    });
    expect(scheduled.get(TEAM_BACKUPS_JOB)?.cron).toBe('0 */6 * * *');
    expect(scheduled.get(INSTANCE_BACKUP_JOB)?.cron).toBe('0 0 */1 * *');
    await scheduled.get(TEAM_BACKUPS_JOB)?.handler();
    await scheduled.get(INSTANCE_BACKUP_JOB)?.handler();
    expect(ran).toEqual(['teams', 'instance']);
  });

  it('removes a schedule set to 0 and keeps a failing run from throwing out of the job', async () => {
    const { jobs, scheduled, unscheduled } = fakeQueue();
    const backups = {
      backupInstance: async () => {
        throw new Error('disk full');
      },
      backupAllTeams: async () => undefined,
    } as unknown as BackupsService;
    await scheduleBackups({
      jobs,
      backups,
      backupsConfig: { intervalHours: 12, teamIntervalHours: 0 },
      logger: createLogger({ level: 'silent' }),
    });
    expect(unscheduled).toEqual([TEAM_BACKUPS_JOB]);
    await expect(scheduled.get(INSTANCE_BACKUP_JOB)?.handler()).resolves.toBeUndefined();
  });
});
