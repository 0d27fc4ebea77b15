import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getHazard } from '../../../../common/domain/hazards';
import { type AnalysisEngine, EngineError } from '../engine';
import {
  JPEG_SIGN,
  WEBP_SIGN,
  warehouseAnswerEn,
  warehouseEn,
  weldingAnswerFr,
  weldingShopFr,
} from '../testing/analysis-samples';
import { openAiAnswer, openAiError, startFakeOpenAi } from '../testing/fake-openai';
import type { FakeServer } from '../testing/fake-provider';
import { createOpenAiEngine } from './openai-engine';

const API_KEY = 'sk-FAKE-openai-key-0123456789';

// Generous, so a loaded test machine never turns an answer into a timeout; the timeout tests use 200 ms.
const PATIENT_MS = 15_000;

let server: FakeServer;
let engine: AnalysisEngine;

beforeAll(async () => {
  server = await startFakeOpenAi();
  engine = createOpenAiEngine({ apiKey: API_KEY, baseUrl: `${server.url}/v1`, timeoutMs: PATIENT_MS });
});
afterEach(() => server.reset());
afterAll(() => server.close());

async function failure(promise: Promise<unknown>): Promise<EngineError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

// biome-ignore lint/suspicious/noExplicitAny: the request body is the provider's JSON, read loosely here.
const bodyOf = (index = -1) => server.requests.at(index)?.body as any;

const REFUSAL = openAiError(
  400,
  "Invalid value for 'response_format': json_schema is not supported by this model.",
  'response_format',
);

describe('the OpenAI-compatible engine against a fake chat completions server', { timeout: 30_000 }, () => {
  it('turns a French answer into drafts grounded in the Quebec catalogue', async () => {
    server.reply(openAiAnswer(JSON.stringify(weldingAnswerFr)));
    const outcome = await engine.analyse(weldingShopFr);

    expect(outcome).toMatchObject({ engine: 'openai', model: 'gpt-4o-mini' });
    const [hotWork, , confined, heat, noise] = outcome.risks;
    expect(hotWork?.references).toEqual(['qc-lsst-51']);
    expect(hotWork?.evidence.map((item) => item.quote)).not.toContain('Les extincteurs sont vides');
    expect(confined?.evidence.map((item) => item.method)).toEqual(['ocr', 'vision']);
    expect(heat).toMatchObject({ basis: 'sector', references: getHazard('heat-stress')?.references.QC });
    expect(noise).toMatchObject({ hazardId: null, basis: 'evidence', references: ['qc-rsst-130'] });
  });

  it('turns an English answer into drafts grounded in the Ontario catalogue', async () => {
    server.reply(openAiAnswer(JSON.stringify(warehouseAnswerEn)));
    const outcome = await engine.analyse(warehouseEn);

    expect(outcome.risks.map((risk) => risk.hazardId)).toEqual([
      'pedestrian-vehicle-traffic',
      'racking-collapse',
      'manual-handling',
    ]);
    expect(outcome.risks[0]?.references).toEqual(['on-reg-851-51']);
    expect(outcome.risks[2]?.evidence.map((item) => item.source)).toEqual(['instructions']);
  });

  it('posts to /v1/chat/completions the text, the pictures as data URLs, the catalogue and a strict schema', async () => {
    server.reply(openAiAnswer('{"risks":[]}'));
    await engine.analyse(warehouseEn);

    const request = server.requests.at(-1);
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const body = bodyOf();
    expect(body.model).toBe('gpt-4o-mini');
    const [system, user] = body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toContain('- forklifts: Forklifts');
    expect(system.content).toContain('on-reg-851-51');
    expect(system.content).toContain('"on-ohsa-25"');
    expect(user.content[0].text).toContain('Forklifts and pedestrians share the main aisle');
    expect(user.content[0].text).toContain('#### Page 2 (text)');
    expect(user.content[2]).toEqual({
      type: 'image_url',
      image_url: { url: `data:image/webp;base64,${(await readFile(WEBP_SIGN)).toString('base64')}` },
    });
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(body.response_format.json_schema.schema.properties.risks.type).toBe('array');
  });

  it('also works with a base URL without /v1, as some compatible servers are set up', async () => {
    const bare = createOpenAiEngine({
      apiKey: API_KEY,
      baseUrl: server.url,
      model: 'llama3.2-vision',
      timeoutMs: PATIENT_MS,
    });
    server.reply(openAiAnswer('{"risks":[]}'));
    expect(await bare.analyse(weldingShopFr)).toEqual({
      engine: 'openai',
      model: 'llama3.2-vision',
      risks: [],
    });
    expect(server.requests.at(-1)?.path).toBe('/chat/completions');
    expect(bodyOf().messages[1].content[2].image_url.url).toBe(
      `data:image/jpeg;base64,${(await readFile(JPEG_SIGN)).toString('base64')}`,
    );
  });

  it('talks to a local server that needs no key', async () => {
    const local = createOpenAiEngine({
      apiKey: '',
      baseUrl: `${server.url}/v1`,
      model: 'llava',
      timeoutMs: PATIENT_MS,
    });
    server.reply(openAiAnswer('{"risks":[]}'));
    expect((await local.analyse(warehouseEn)).risks).toEqual([]);
  });

  it('retries once in json_object mode, with the schema in the prompt, when json_schema is refused', async () => {
    const local = createOpenAiEngine({
      apiKey: 'ollama',
      baseUrl: `${server.url}/v1`,
      model: 'qwen2.5',
      timeoutMs: PATIENT_MS,
    });
    server.reply(
      REFUSAL,
      openAiAnswer(`<think>Le bruit…</think>\n\`\`\`json\n${JSON.stringify(weldingAnswerFr)}\n\`\`\``),
    );
    const outcome = await local.analyse(weldingShopFr);

    expect(outcome.risks).toHaveLength(5);
    expect(server.requests).toHaveLength(2);
    expect(bodyOf(0).response_format.type).toBe('json_schema');
    expect(bodyOf(1).response_format).toEqual({ type: 'json_object' });
    expect(bodyOf(1).messages[0].content).toContain('Format exact de la réponse (schéma JSON)');
    expect(bodyOf(1).messages[0].content).toContain('"qc-rsst-297"');

    // The engine remembers: the next analysis asks for json_object at once.
    server.reply(openAiAnswer('{"risks":[]}'));
    await local.analyse(weldingShopFr);
    expect(server.requests).toHaveLength(3);
    expect(bodyOf().response_format).toEqual({ type: 'json_object' });
  });

  it('does not retry a 400 that is not about the response format', async () => {
    server.reply(openAiError(400, 'Invalid image data', 'messages'));
    expect((await failure(engine.analyse(weldingShopFr))).reason).toBe('unavailable');
    expect(server.requests).toHaveLength(1);
  });

  it('rejects an answer that is not JSON, or JSON of another shape, as an invalid answer', async () => {
    server.reply(openAiAnswer('Here are the risks: forklifts, racking.'));
    expect((await failure(engine.analyse(warehouseEn))).reason).toBe('invalid-answer');
    server.reply(openAiAnswer('{"hazards":["forklifts"]}'));
    expect((await failure(engine.analyse(warehouseEn))).reason).toBe('invalid-answer');
    server.reply(openAiAnswer('{"risks":[{"title":"Forklifts"', 'length'));
    expect((await failure(engine.analyse(warehouseEn))).reason).toBe('invalid-answer');
  });

  it('maps HTTP 429 to rate-limited, without retrying', async () => {
    server.reply(openAiError(429, 'Rate limit reached for gpt-4o-mini'));
    expect((await failure(engine.analyse(warehouseEn))).reason).toBe('rate-limited');
    expect(server.requests).toHaveLength(1);
  });

  it('gives up with timeout when the server never answers', async () => {
    const impatient = createOpenAiEngine({ apiKey: API_KEY, baseUrl: `${server.url}/v1`, timeoutMs: 200 });
    server.reply('hang');
    expect((await failure(impatient.analyse(warehouseEn))).reason).toBe('timeout');
  });

  it('stops when the caller aborts', async () => {
    server.reply('hang');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    expect((await failure(engine.analyse(warehouseEn, { signal: controller.signal }))).reason).toBe(
      'timeout',
    );
  });

  it('maps server errors, refused keys and unreachable hosts to unavailable, without the key', async () => {
    server.reply(openAiError(500, 'The server had an error while processing your request.'));
    expect((await failure(engine.analyse(warehouseEn))).reason).toBe('unavailable');

    server.reply(openAiError(401, `Incorrect API key provided: ${API_KEY}.`));
    const refused = await failure(engine.analyse(warehouseEn));
    expect(refused.reason).toBe('unavailable');
    expect(refused.message).not.toContain(API_KEY);

    const nowhere = createOpenAiEngine({
      apiKey: API_KEY,
      baseUrl: 'http://127.0.0.1:9/v1',
      timeoutMs: PATIENT_MS,
    });
    const unreachable = await failure(nowhere.analyse(warehouseEn));
    expect(unreachable.reason).toBe('unavailable');
    expect(unreachable.message).not.toContain(API_KEY);
  });

  it('leaves the pictures out for a text-only model', async () => {
    const textOnly = createOpenAiEngine({
      apiKey: API_KEY,
      baseUrl: `${server.url}/v1`,
      timeoutMs: PATIENT_MS,
      sendImages: false,
    });
    server.reply(openAiAnswer(JSON.stringify(weldingAnswerFr)));
    const outcome = await textOnly.analyse(weldingShopFr);
    expect(typeof bodyOf().messages[1].content).toBe('string');
    // Nothing was seen, so the description of the sign that is not in its OCR text cannot stand.
    expect(outcome.risks[2]?.evidence.map((item) => item.method)).toEqual(['ocr']);
  });
});
