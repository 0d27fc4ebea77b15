import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  hazardsResponseSchema,
  jurisdictionsResponseSchema,
  regulationsResponseSchema,
  sectorsResponseSchema,
} from '../../../common/contract/knowledge';
import { hazards } from '../../../common/domain/hazards';
import { JURISDICTION_CODES, jurisdictions } from '../../../common/domain/jurisdictions';
import { provisionsFor } from '../../../common/domain/regulations';
import { sectors } from '../../../common/domain/sectors';
import { registerRoute } from '../../platform/http/register-route';
import { type CachedJson, sendCachedJson, serializeOnce } from './knowledge.cache';
import {
  presentHazards,
  presentJurisdictions,
  presentRegulations,
  presentSectors,
} from './knowledge.presenter';

/**
 * The knowledge base, read-only and public, so the web app fetches the catalogue when a page needs
 * it instead of shipping it in its first bundle. Every answer is serialized once at start-up and
 * carries long cache headers and a strong ETag (304 on a match).
 */
export const knowledgeRoutes = (): FastifyPluginAsyncZod => async (app) => {
  const jurisdictionsAnswer = serializeOnce(jurisdictionsResponseSchema, presentJurisdictions(jurisdictions));
  const sectorsAnswer = serializeOnce(sectorsResponseSchema, presentSectors(sectors));
  const hazardsAnswer = serializeOnce(hazardsResponseSchema, presentHazards(hazards));
  const regulationsAnswers = new Map<string, CachedJson>(
    JURISDICTION_CODES.map((code) => [
      code,
      serializeOnce(
        regulationsResponseSchema,
        presentRegulations({ jurisdiction: code, provisions: provisionsFor(code) }),
      ),
    ]),
  );

  registerRoute(app, 'jurisdictions', async (request, reply) =>
    sendCachedJson(request, reply, jurisdictionsAnswer),
  );
  registerRoute(app, 'sectors', async (request, reply) => sendCachedJson(request, reply, sectorsAnswer));
  registerRoute(app, 'hazards', async (request, reply) => sendCachedJson(request, reply, hazardsAnswer));
  registerRoute(app, 'regulations', async (request, reply) =>
    sendCachedJson(request, reply, regulationsAnswers.get(request.query.jurisdiction) as CachedJson),
  );
};
