import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../platform/http/register-route';
import { requireTeamAdmin } from '../auth/request-auth';
import type { BackupsService } from './backups.service';

/** The Backup Management dialog's three calls, for the team's admin only. */
export const backupsRoutes =
  (deps: { backups: BackupsService }): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, 'backupList', async (request) => ({
      backups: await deps.backups.list(requireTeamAdmin(request)),
    }));

    registerRoute(app, 'createBackup', async (request) => ({
      success: true as const,
      backupId: await deps.backups.create(requireTeamAdmin(request)),
    }));

    registerRoute(app, 'downloadBackup', async (request, reply) => {
      const admin = requireTeamAdmin(request);
      const { path, sha256 } = await deps.backups.openDownload(admin, request.params.backupId);
      const { size } = await stat(path);
      return reply
        .header('content-type', 'application/gzip')
        .header('content-length', size)
        .header(
          'content-disposition',
          `attachment; filename="risquevision-backup-${request.params.backupId}.tar.gz"`,
        )
        .header('x-checksum-sha256', sha256)
        .header('cache-control', 'no-store')
        .send(createReadStream(path));
    });
  };
