import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgressEvent, Risk } from '../../../common/contract/analysis';
import { createAccount, signIn } from '../../test/accounts-helpers';
import { multipart } from '../../test/multipart';
import { createTestContext, type TestContext } from '../../test/test-app';

// The compliance audit: every hazard it names has its control in place.
const AUDIT =
  'Compliance audit, distribution centre. Forklifts run in aisles separated from pedestrians by fixed ' +
  'barriers. The racking was inspected by an engineer in March and the damaged uprights were replaced. ' +
  'No work at height is done any more since the mezzanine was removed.';

/**
 * Issue 12: the spec's clients send the multipart fields without a request id (they got a 400
 * before), and a controlled hazard reaches the answer with its existing measures and the rating
 * it had before them.
 */
describe('an analysis sent with the spec’s fields only', () => {
  let context: TestContext;
  let cookie: string;

  beforeAll(async () => {
    context = await createTestContext();
    await createAccount(context, { email: 'audit@entrepot.ca', tier: 'enterprise', team: 'Entrepôt' });
    cookie = await signIn(context, 'audit@entrepot.ca');
  }, 60_000);
  afterAll(() => context.close());

  it('is accepted without a requestId and can be followed by its analysis id', async () => {
    const body = multipart(
      {
        area: 'Distribution centre',
        jurisdiction: 'ON',
        language: 'english',
        mainSector: 'transport-warehousing',
        customInstructions: AUDIT,
      },
      [{ name: 'notes.txt', content: Buffer.from(AUDIT), contentType: 'text/plain' }],
    );
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/analyze-risks',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const analysis = response.json().analysisData;
    expect(analysis.requestId).toMatch(/^[0-9a-f-]{36}$/);

    const progress = await context.app.inject({
      url: `/api/analyses/${analysis.id}/progress`,
      headers: { cookie },
    });
    const events = progress.body
      .split('\n\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice(6)) as ProgressEvent);
    expect(events.at(-1)).toMatchObject({ stage: 'done', analysisId: analysis.id });

    const racking = (analysis.analysis.risks as Risk[]).find((risk) => risk.hazardId === 'racking-collapse');
    expect(racking).toMatchObject({
      status: 'controlled',
      inherentSeverity: 'critique',
      existingMeasures: [
        'The racking was inspected by an engineer in March and the damaged uprights were replaced.',
      ],
    });
    expect(racking?.priority).toBeGreaterThanOrEqual(3);
  });
});
