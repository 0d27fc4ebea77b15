import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consolidatedResponseSchema } from '../../../common/contract/assistant';
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

/** A welding shop analysed by the AI engine (a metered analysis). */
async function analyseWelding(context: TestContext, cookie: string) {
  const form = multipart(
    {
      requestId: randomUUID(),
      area: 'Atelier de soudage',
      jurisdiction: 'QC',
      language: 'français',
      sourceInterface: 'enterprise',
    },
    [fixture('soudure-atelier-fr.txt')],
  );
  return context.app.inject({
    method: 'POST',
    url: '/api/analyze-risks',
    headers: { ...form.headers, cookie },
    payload: form.payload,
  });
}

/**
 * Consolidated answers written by an AI engine: the real OpenAI client talks to a fake provider on
 * 127.0.0.1, and whatever the model cites is checked against the passages it was given.
 */
describe('the assistant with an AI engine', () => {
  let provider: FakeServer;
  let context: TestContext;
  let cookie: string;
  let analysisId: string;
  const logs: string[] = [];

  const ask = (question: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/gemini/analyze-consolidated',
      headers: { cookie },
      payload: { province: 'QC', language: 'fr', question, selectedAnalyses: [analysisId] },
    });
  const engineOf = async (historyId: string | null) =>
    (
      await context.database.query<{ engine: string }>('select engine from assistant_history where id = $1', [
        historyId,
      ])
    )[0]?.engine;

  beforeAll(async () => {
    provider = await startFakeOpenAi();
    context = await createTestContext({
      env: {
        ...fakeOpenAiEnv(provider),
        AI_TIMEOUT_SECONDS: '5',
      },
      logDestination: new Writable({
        write(chunk, _encoding, done) {
          logs.push(String(chunk));
          done();
        },
      }),
    });
    await createAccount(context, { email: 'chef@soudure.ca', tier: 'enterprise', team: 'Soudure' });
    cookie = await signIn(context, 'chef@soudure.ca');
    provider.reply(openAiAnswer(JSON.stringify(weldingAnswerFr)));
    analysisId = (await analyseWelding(context, cookie)).json().analysisData.id;
  }, 60_000);
  beforeEach(() => provider.reset());
  afterAll(async () => {
    await context.close();
    await provider.close();
  });

  it('sends the numbered passages and keeps only the citations of passages it sent', async () => {
    provider.reply(
      openAiAnswer(
        [
          '## Travail à chaud',
          '',
          'Le soudage près des cartons exige un permis de travail à chaud [1].',
          'Une norme inventée interdit tout soudage [99].',
          '- Les fumées et le feu vont ensemble [1, 99].',
        ].join('\n'),
      ),
    );
    const response = await ask('Quelles mesures pour le soudage et le travail à chaud ?');
    expect(response.statusCode, response.body).toBe(200);
    const answer = consolidatedResponseSchema.parse(response.json());
    const sent = provider.requests[0]?.body as { messages: { role: string; content: string }[] };
    const user = sent.messages.find((message) => message.role === 'user')?.content ?? '';
    expect(user).toContain('[1] Atelier de soudage, risque');
    expect(user).toContain('Quelles mesures pour le soudage et le travail à chaud ?');
    expect(sent.messages[0]?.content).toContain('N’utilisez que les numéros fournis');

    expect(answer.analysis).toContain('exige un permis de travail à chaud [1].');
    expect(answer.analysis).toContain('- Les fumées et le feu vont ensemble [1].');
    expect(answer.analysis).not.toContain('[99]');
    expect(answer.analysis).not.toContain('norme inventée');
    expect(answer.citations.map((citation) => citation.ref)).toEqual([1]);
    expect(answer.citations[0]).toMatchObject({ kind: 'analysis', itemId: analysisId });
    expect(answer.citations[0]?.riskId).toMatch(/^SST_\d{3}$/);
    expect(user).toContain(`risque ${answer.citations[0]?.riskId}`);
    expect(await engineOf(answer.analysisId)).toBe('openai');
  });

  it('falls back to the offline composer, with a warning, when the provider fails', async () => {
    provider.reply(openAiError(500, 'Internal error'));
    const response = await ask('Quelles mesures pour le soudage ?');
    expect(response.statusCode, response.body).toBe(200);
    const answer = consolidatedResponseSchema.parse(response.json());
    expect(answer.analysis).toContain('## Portrait des risques');
    expect(await engineOf(answer.analysisId)).toBe('builtin');
    expect(logs.join('')).toContain('the AI engine failed to answer; falling back to the offline composer');
    expect(logs.join('')).not.toContain('test-key');
  });

  it('falls back too when the model cites nothing it was given', async () => {
    provider.reply(openAiAnswer('Tout est conforme [7].'));
    const answer = consolidatedResponseSchema.parse((await ask('Quelles mesures pour le soudage ?')).json());
    expect(answer.analysis).toContain('## Portrait des risques');
    expect(answer.analysis).not.toContain('Tout est conforme');
    expect(await engineOf(answer.analysisId)).toBe('builtin');
  });
});

describe('the assistant’s AI answers and the daily AI quota', () => {
  let provider: FakeServer;
  let context: TestContext;
  let cookie: string;

  beforeAll(async () => {
    provider = await startFakeOpenAi();
    context = await createTestContext({ env: { ...fakeOpenAiEnv(provider), AI_DAILY_QUOTA: '2' } });
    await createAccount(context, { email: 'chef@quota.ca', tier: 'enterprise', team: 'Quota' });
    cookie = await signIn(context, 'chef@quota.ca');
  }, 60_000);
  afterAll(async () => {
    await context.close();
    await provider.close();
  });

  it('counts AI answers with AI analyses, and answers offline, saying so, once the quota is spent', async () => {
    provider.reply(openAiAnswer(JSON.stringify(weldingAnswerFr)));
    const analysed = await analyseWelding(context, cookie);
    expect(analysed.statusCode, analysed.body).toBe(200);
    const analysisId = analysed.json().analysisData.id;
    const ask = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/gemini/analyze-consolidated',
        headers: { cookie },
        payload: { province: 'QC', language: 'fr', question: 'Le soudage ?', selectedAnalyses: [analysisId] },
      });

    provider.reset();
    provider.reply(openAiAnswer('Le soudage exige un permis de travail à chaud [1].'));
    const first = consolidatedResponseSchema.parse((await ask()).json());
    expect(first.analysis).toContain('permis de travail à chaud [1]');
    expect(provider.requests).toHaveLength(1);

    // Two AI uses today, the quota: a third analysis is refused…
    const refused = await analyseWelding(context, cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().quotaExceeded).toBe(true);
    // …and the next question is answered offline, without calling the provider.
    provider.reset();
    const second = consolidatedResponseSchema.parse((await ask()).json());
    expect(provider.requests).toHaveLength(0);
    expect(
      second.analysis.startsWith('Le quota quotidien de 2 réponses ou analyses par IA est atteint'),
    ).toBe(true);
    expect(second.analysis).toContain('## Portrait des risques');
  });
});
