import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { weldingAnswerFr } from '../../platform/ai/testing/analysis-samples';
import {
  fakeOpenAiEnv,
  openAiAnswer,
  openAiError,
  startFakeOpenAi,
} from '../../platform/ai/testing/fake-openai';
import type { FakeServer } from '../../platform/ai/testing/fake-provider';
import { createAccount, signIn } from '../../test/accounts-helpers';
import { fixture, multipart } from '../../test/multipart';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * The analysis pipeline with an AI engine: the real OpenAI client talks to a fake provider on
 * 127.0.0.1 (nothing outside this machine is reachable), through the real server and database.
 */
describe('analyses by an AI provider', () => {
  let provider: FakeServer;
  let context: TestContext;

  const body = (requestId: string = randomUUID()) =>
    multipart(
      {
        requestId,
        area: 'Atelier de soudage',
        jurisdiction: 'QC',
        language: 'français',
        customInstructions: 'travail à chaud près des matières combustibles',
        sourceInterface: 'enterprise',
      },
      [fixture('soudure-atelier-fr.txt')],
    );
  const analyse = (cookie: string, requestId?: string) => {
    const form = body(requestId);
    return context.app.inject({
      method: 'POST',
      url: '/api/analyze-risks',
      headers: { ...form.headers, cookie },
      payload: form.payload,
    });
  };

  beforeAll(async () => {
    provider = await startFakeOpenAi();
    context = await createTestContext({
      env: {
        ...fakeOpenAiEnv(provider),
        AI_DAILY_QUOTA: '2',
        AI_TIMEOUT_SECONDS: '5',
      },
    });
  });
  beforeEach(() => provider.reset());
  afterAll(async () => {
    await context.close();
    await provider.close();
  });

  const admin = async (email: string) => {
    await createAccount(context, { email, tier: 'enterprise', team: email });
    return signIn(context, email);
  };

  it('sends the extracted text to the provider and keeps only catalogue references and real quotes', async () => {
    const cookie = await admin('ia@atelier.ca');
    provider.reply(openAiAnswer(JSON.stringify(weldingAnswerFr)));
    const response = await analyse(cookie);
    expect(response.statusCode, response.body).toBe(200);
    const analysis = response.json().analysisData;
    expect(analysis.engine).toEqual({ name: 'openai', model: 'gpt-4o-mini' });
    const sent = JSON.stringify(provider.requests[0]?.body);
    expect(sent).toContain('permis de travail à chaud');
    expect(provider.requests[0]?.headers.authorization).toBe('Bearer test-key');
    const references = analysis.analysis.risques.flatMap(
      (risque: { references: { id: string }[] }) => risque.references,
    );
    expect(references.map((reference: { id: string }) => reference.id)).not.toContain('qc-rsst-999.9');
    expect(analysis.analysis.method.text).toContain('gpt-4o-mini');
  });

  it('stops at the daily quota with the spec’s 429 and quotaExceeded, without calling the provider', async () => {
    const cookie = await admin('quota@atelier.ca');
    provider.reply(
      openAiAnswer(JSON.stringify(weldingAnswerFr)),
      openAiAnswer(JSON.stringify(weldingAnswerFr)),
    );
    expect((await analyse(cookie)).statusCode).toBe(200);
    expect((await analyse(cookie)).statusCode).toBe(200);
    const calls = provider.requests.length;
    const third = await analyse(cookie);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({
      success: false,
      quotaExceeded: true,
      code: 'analysis.quotaExceeded',
      error: "Quota quotidien atteint : vous avez utilisé vos 2 analyses par IA d'aujourd'hui.",
    });
    expect(provider.requests.length).toBe(calls);
  });

  it('answers the quota message when the provider itself says 429', async () => {
    const cookie = await admin('limite@atelier.ca');
    provider.reply(openAiError(429, 'Rate limit reached'));
    const response = await analyse(cookie);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ quotaExceeded: true, code: 'analysis.providerRateLimited' });
  });

  it('gives up on a provider that does not answer, with a clear message and nothing saved', async () => {
    const cookie = await admin('lent@atelier.ca');
    provider.reply('hang');
    const requestId = randomUUID();
    const response = await analyse(cookie, requestId);
    expect(response.statusCode).toBe(504);
    expect(response.json().error).toContain('a pris trop de temps');
    const [row] = await context.database.query<{ status: string; result: unknown }>(
      'select status, result from analyses where request_id = $1',
      [requestId],
    );
    expect(row).toEqual({ status: 'failed', result: null });
  }, 30_000);

  it('never half-saves an analysis when the provider answers nonsense', async () => {
    const cookie = await admin('bizarre@atelier.ca');
    provider.reply(openAiAnswer('Voici mon analyse : tout va bien.'));
    const requestId = randomUUID();
    const response = await analyse(cookie, requestId);
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toBe(
      "Le service d'IA a renvoyé une réponse inutilisable ; rien n'a été enregistré. Réessayez.",
    );
    const [row] = await context.database.query<{ status: string; result: unknown }>(
      'select status, result from analyses where request_id = $1',
      [requestId],
    );
    expect(row).toEqual({ status: 'failed', result: null });
    const progress = await context.app.inject({
      url: `/api/analyses/${requestId}/progress`,
      headers: { cookie },
    });
    expect(progress.body).toContain('"stage":"failed"');
  });
});
