import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../platform/http/register-route';
import { requestOrigin, requireUser } from '../auth/request-auth';
import type { ProfileService } from './profile.service';

/** `/api/me/profile` and `/api/me/notifications`: always the signed-in person's own, never an id sent. */
export const profileRoutes =
  (deps: { profile: ProfileService }): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, 'profile', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = requireUser(request);
      return { success: true as const, profile: await deps.profile.read(user.id) };
    });

    registerRoute(app, 'updateProfile', async (request) => {
      const user = requireUser(request);
      const profile = await deps.profile.update({
        userId: user.id,
        values: request.body,
        ...requestOrigin(request),
      });
      return { success: true as const, profile };
    });

    registerRoute(app, 'updateNotifications', async (request) => {
      const user = requireUser(request);
      const profile = await deps.profile.setNotifications({
        userId: user.id,
        weeklyDigest: request.body.weeklyDigest,
      });
      return { success: true as const, profile };
    });
  };
