import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../common/contract/routes';
import { createTestContext, type TestContext } from '../../test/test-app';

const isApi = (url: string) => url.startsWith('/api/') || url.startsWith('/uploads/');

describe('the route table', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  it('is exactly what the running server answers: no route on one side only', () => {
    const declared = Object.values(routes).map((route) => `${route.method} ${route.path}`);
    const heads = new Set(
      Object.values(routes)
        .filter((route) => route.method === 'HEAD')
        .map((route) => route.path),
    );
    const getPaths = new Set(
      Object.values(routes)
        .filter((route) => route.method === 'GET')
        .map((route) => route.path),
    );
    const served = context.app.registeredRoutes
      .filter((route) => isApi(route.url))
      // Fastify's own HEAD beside each GET is not an endpoint of the contract.
      .filter((route) => !(route.method === 'HEAD' && getPaths.has(route.url) && !heads.has(route.url)))
      .map((route) => `${route.method} ${route.url}`);
    expect([...new Set(served)].sort()).toEqual([...new Set(declared)].sort());
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('fills and encodes path parameters from the table', async () => {
    const { urlOf } = await import('../../../common/contract/route');
    expect(
      urlOf(routes.analysisPdf, { params: { id: 'a/b c' }, query: { paper: 'a4', selectedRisks: '' } }),
    ).toBe('/api/analyses/a%2Fb%20c/pdf?paper=a4');
    expect(() => urlOf(routes.analysis)).toThrow(/missing path parameter id/);
  });
});
