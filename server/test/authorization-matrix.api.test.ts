import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '../../common/contract/route';
import { type RouteAccess, routeAccess } from '../../common/contract/route-access';
import { type RouteName, routes } from '../../common/contract/routes';
import { createAccount, linkIn, outboxMessages, sessionCookieOf, signIn } from './accounts-helpers';
import { fixture, multipart } from './multipart';
import { createTestContext, type TestContext } from './test-app';

/**
 * The authorization matrix (issue 15), generated from the route table: every route × every kind
 * of caller. A caller the route's access level does not admit gets 401 (no session) or 403, before
 * anything is read; one it admits is never refused for who they are. Then another team's
 * administrator asks for every item of team A by its real id and gets nothing of it.
 */
type Caller = 'anonymous' | 'noPlan' | 'operator' | 'consultant' | 'member' | 'visitor' | 'admin';

const ADMITS: Record<Caller, readonly RouteAccess[]> = {
  anonymous: ['public'],
  noPlan: ['public', 'signedIn'],
  operator: ['public', 'signedIn', 'operator'],
  consultant: ['public', 'signedIn', 'conseiller'],
  member: ['public', 'signedIn', 'conseiller'],
  visitor: ['public', 'signedIn', 'conseiller'],
  admin: ['public', 'signedIn', 'enterprise', 'teamAdmin'],
};

/** Calls that end the caller's session, or never end when admitted: run last, or refused only. */
const LAST: readonly RouteName[] = ['logout'];
const STREAMS: readonly RouteName[] = ['consolidatedProgress'];

const pathOf = (route: Route, ids: Record<string, string> = {}) =>
  route.path.replace(
    /:(\w+)/g,
    (_match, name: string) => ids[name] ?? (name === 'filename' ? 'x.pdf' : randomUUID()),
  );

describe('the authorization matrix, from the route table', () => {
  let context: TestContext;
  const cookies = {} as Record<Exclude<Caller, 'anonymous'>, string>;
  let rivalAdmin: string;
  let address = 0;

  const call = (name: RouteName, cookie: string | undefined, ids: Record<string, string> = {}) => {
    const route = routes[name];
    const form = route.form ? multipart({}, [fixture('soudure-atelier-fr.txt')]) : null;
    return context.app.inject({
      method: route.method,
      url: pathOf(route, ids),
      headers: { ...(cookie ? { cookie } : {}), ...(form?.headers ?? {}), accept: 'application/json' },
      payload: form ? form.payload : route.method === 'GET' || route.method === 'HEAD' ? undefined : {},
      // Each call from its own address: the per-address limits of sign-in and visitor codes stay out of the way.
      remoteAddress: `10.9.${Math.floor(++address / 250)}.${address % 250}`,
    });
  };

  beforeAll(async () => {
    context = await createTestContext({
      env: { ADMIN_EMAILS: 'ops@risquevision.ca', PROGRESS_NOT_FOUND_SECONDS: '0.2' },
    });
    await createAccount(context, {
      email: 'admin@equipe-a.ca',
      tier: 'enterprise',
      team: 'Équipe A',
      seats: 6,
    });
    await createAccount(context, {
      email: 'membre@equipe-a.ca',
      tier: 'enterprise',
      team: 'Équipe A',
      role: 'member',
    });
    await createAccount(context, { email: 'admin@equipe-b.ca', tier: 'enterprise', team: 'Équipe B' });
    await createAccount(context, { email: 'solo@conseil.ca', tier: 'conseiller' });
    await createAccount(context, { email: 'libre@exemple.ca', tier: null });
    await createAccount(context, { email: 'ops@risquevision.ca', tier: null });
    cookies.admin = await signIn(context, 'admin@equipe-a.ca');
    cookies.member = await signIn(context, 'membre@equipe-a.ca');
    cookies.consultant = await signIn(context, 'solo@conseil.ca');
    cookies.noPlan = await signIn(context, 'libre@exemple.ca');
    cookies.operator = await signIn(context, 'ops@risquevision.ca');
    rivalAdmin = await signIn(context, 'admin@equipe-b.ca');

    // A visitor joins team A with a code and the e-mailed link, as the spec's visitor access does.
    const code = await context.app.inject({
      method: 'POST',
      url: '/api/team/visitor-codes',
      headers: { cookie: cookies.admin },
      payload: { role: 'member', expiresInDays: 7, maxUses: 1 },
    });
    expect(code.statusCode, code.body).toBe(201);
    const asked = await context.app.inject({
      method: 'POST',
      url: '/api/visitor/validate',
      payload: { name: 'Visiteur', email: 'visiteur@exemple.ca', code: code.json().code },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const message = outboxMessages(context).find((candidate) =>
      candidate.includes('To: visiteur@exemple.ca'),
    );
    const token = linkIn(message ?? '', '/visitor-access').searchParams.get('token');
    const joined = await context.app.inject({
      method: 'POST',
      url: '/api/visitor/confirm',
      payload: { token },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    cookies.visitor = sessionCookieOf(joined);
  }, 90_000);
  afterAll(() => context.close());

  const names = (Object.keys(routes) as RouteName[]).sort(
    (a, b) => Number(LAST.includes(a)) - Number(LAST.includes(b)),
  );

  for (const caller of Object.keys(ADMITS) as Caller[]) {
    it(`admits and refuses the ${caller} as each route's access level says`, async () => {
      const wrong: string[] = [];
      for (const name of names) {
        const admitted = ADMITS[caller].includes(routeAccess[name]);
        if (admitted && STREAMS.includes(name)) continue;
        const cookie = caller === 'anonymous' ? undefined : cookies[caller];
        const { statusCode } = await call(name, cookie);
        const refused = statusCode === 401 || statusCode === 403;
        // A loopback-only route refuses every address but the machine's own (the calls come from 10.9.x.x).
        const expected = caller === 'anonymous' && routeAccess[name] !== 'loopback' ? 401 : 403;
        if (admitted ? refused : statusCode !== expected)
          wrong.push(
            `${name} (${routeAccess[name]}): ${statusCode}, ${admitted ? 'admitted' : `expected ${expected}`}`,
          );
      }
      expect(wrong).toEqual([]);
    }, 120_000);
  }

  it('gives another team’s administrator nothing of team A, whatever its id', async () => {
    // Signed in again: the matrix above ended the first sessions with `logout`.
    const admin = await signIn(context, 'admin@equipe-a.ca');
    rivalAdmin = await signIn(context, 'admin@equipe-b.ca');
    const send = (url: string, form: ReturnType<typeof multipart>) =>
      context.app.inject({
        method: 'POST',
        url,
        headers: { cookie: admin, ...form.headers },
        payload: form.payload,
      });
    const analysis = await send(
      '/api/analyze-risks',
      multipart(
        {
          requestId: randomUUID(),
          area: 'Atelier',
          jurisdiction: 'QC',
          language: 'français',
          sourceInterface: 'enterprise',
        },
        [fixture('soudure-atelier-fr.txt')],
      ),
    );
    expect(analysis.statusCode, analysis.body).toBe(200);
    const analysisId = analysis.json().analysisData.id as string;
    const imported = (
      await send(
        '/api/upload-file',
        multipart({ type: 'imported' }, [fixture('warehouse-description-en.pdf')], 'file'),
      )
    ).json().file.id;
    const regulatory = (
      await send('/api/upload-regulatory', multipart({}, [fixture('brasserie-description-fr.docx')]))
    ).json().files[0].id;
    const report = (
      await send(
        '/api/import-pdf-report',
        multipart({ category: 'analysis_report' }, [fixture('warehouse-description-en.pdf')], 'file'),
      )
    ).json().id;
    const history = (
      await context.app.inject({
        method: 'POST',
        url: '/api/gemini/analyze-consolidated',
        headers: { cookie: admin },
        payload: { question: 'Soudage ?', province: 'QC', selectedAnalyses: [analysisId] },
      })
    ).json().analysisId as string;
    const codeId = (
      await context.app.inject({
        method: 'POST',
        url: '/api/team/visitor-codes',
        headers: { cookie: admin },
        payload: { role: 'member', expiresInDays: 7, maxUses: 1 },
      })
    ).json().visitorCode.id as string;
    const sessionId = (
      await context.app.inject({ url: '/api/me/sessions', headers: { cookie: admin } })
    ).json().sessions[0].id as string;
    const idOf: Partial<Record<RouteName, string>> = {};
    for (const name of Object.keys(routes) as RouteName[]) {
      if (!routes[name].path.includes(':id')) continue;
      const id = /Session/.test(name)
        ? sessionId
        : /imported|Imported/.test(name)
          ? imported
          : /egulatory/.test(name)
            ? regulatory
            : /pdfReport|PdfReport/.test(name)
              ? report
              : /assistant|Assistant|History/.test(name)
                ? history
                : /isitor/.test(name)
                  ? codeId
                  : /nalys/.test(name)
                    ? analysisId
                    : undefined;
      if (id) idOf[name] = id;
    }
    const leaked: string[] = [];
    for (const [name, id] of Object.entries(idOf) as [RouteName, string][]) {
      const { statusCode, body } = await call(name, rivalAdmin, { id });
      if (statusCode < 400 || body.includes(id)) leaked.push(`${name}: ${statusCode}`);
      // Team A still has it.
      if (routes[name].method === 'GET') {
        const own = await call(name, admin, { id });
        if (own.statusCode >= 400) leaked.push(`${name}: team A's own call answered ${own.statusCode}`);
      }
    }
    expect(Object.keys(idOf).length).toBeGreaterThanOrEqual(15);
    expect(leaked).toEqual([]);
  }, 120_000);
});
