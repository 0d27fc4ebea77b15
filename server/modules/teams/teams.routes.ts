import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../common/contract/api-paths';
import {
  createVisitorCodeRequestSchema,
  createVisitorCodeResponseSchema,
  teamResponseSchema,
  visitorCodeListResponseSchema,
  visitorCodeParamsSchema,
  visitorCodeSchema,
} from '../../../common/contract/teams';
import {
  visitorConfirmRequestSchema,
  visitorLinkSentResponseSchema,
  visitorValidateRequestSchema,
  visitorValidateResponseSchema,
} from '../../../common/contract/visitor';
import { translate } from '../../platform/i18n/translate';
import { toAuthUser } from '../auth/auth.presenter';
import { requestOrigin, requireTeamAdmin } from '../auth/request-auth';
import type { SessionManager } from '../auth/sessions';
import type { TeamsService } from './teams.service';

export const teamsRoutes =
  (deps: { teams: TeamsService; sessions: SessionManager }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      apiPaths.visitorValidate,
      { schema: { body: visitorValidateRequestSchema, response: { 200: visitorLinkSentResponseSchema } } },
      async (request) => {
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
      },
    );

    app.post(
      apiPaths.visitorConfirm,
      { schema: { body: visitorConfirmRequestSchema, response: { 200: visitorValidateResponseSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { user, role, joined } = await deps.teams.confirmAccess({
          token: request.body.token,
          ...requestOrigin(request),
        });
        await deps.sessions.start({
          reply,
          userId: user.id,
          previousToken: request.cookies[deps.sessions.cookieName],
          ...requestOrigin(request),
        });
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
      },
    );

    app.get(apiPaths.team, { schema: { response: { 200: teamResponseSchema } } }, async (request) =>
      deps.teams.describeTeam(requireTeamAdmin(request)),
    );

    app.get(
      apiPaths.visitorCodes,
      { schema: { response: { 200: visitorCodeListResponseSchema } } },
      async (request) => ({
        codes: await deps.teams.listCodes(requireTeamAdmin(request)),
      }),
    );

    app.post(
      apiPaths.visitorCodes,
      {
        schema: { body: createVisitorCodeRequestSchema, response: { 201: createVisitorCodeResponseSchema } },
      },
      async (request, reply) => {
        const created = await deps.teams.createCode({
          admin: requireTeamAdmin(request),
          request: request.body,
        });
        return reply.status(201).send(created);
      },
    );

    app.delete(
      '/api/team/visitor-codes/:id',
      { schema: { params: visitorCodeParamsSchema, response: { 200: visitorCodeSchema } } },
      async (request) => deps.teams.revokeCode({ admin: requireTeamAdmin(request), id: request.params.id }),
    );
  };
