import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../platform/http/register-route';
import { translate } from '../../platform/i18n/translate';
import { toAuthUser } from '../auth/auth.presenter';
import { requestOrigin, requireTeamAdmin, startSessionFor } from '../auth/request-auth';
import type { SessionManager } from '../auth/sessions';
import type { TeamsService } from './teams.service';

export const teamsRoutes =
  (deps: { teams: TeamsService; sessions: SessionManager }): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, 'visitorValidate', async (request) => {
      const { email } = await deps.teams.requestAccess({
        ...request.body,
        language: request.language,
        ...requestOrigin(request),
      });
      return {
        success: true as const,
        linkSent: true as const,
        email,
        message: translate({
          language: request.language,
          namespace: 'api',
          key: 'visitorLinkSent',
          params: { email },
        }),
      };
    });

    registerRoute(app, 'visitorConfirm', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, role, joined } = await deps.teams.confirmAccess({
        token: request.body.token,
        ...requestOrigin(request),
      });
      await startSessionFor({ sessions: deps.sessions, request, reply, userId: user.id });
      return {
        success: true as const,
        message: translate({
          language: request.language,
          namespace: 'api',
          key: joined ? 'visitorWelcome' : 'visitorSignedIn',
          params: { team: user.team?.name ?? '' },
        }),
        accessToken: { email: user.email, role },
        user: toAuthUser(user),
      };
    });

    registerRoute(app, 'team', async (request) => deps.teams.describeTeam(requireTeamAdmin(request)));

    registerRoute(app, 'visitorCodes', async (request) => ({
      codes: await deps.teams.listCodes(requireTeamAdmin(request)),
    }));

    registerRoute(app, 'createVisitorCode', async (request) => {
      const created = await deps.teams.createCode({
        admin: requireTeamAdmin(request),
        request: request.body,
      });
      return created;
    });

    registerRoute(app, 'revokeVisitorCode', async (request) =>
      deps.teams.revokeCode({ admin: requireTeamAdmin(request), id: request.params.id }),
    );
  };
