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
import { GEMINI_ROUTE, geminiAnswer, geminiError, startFakeGemini } from '../testing/fake-gemini';
import type { FakeServer } from '../testing/fake-provider';
import { createGeminiEngine } from './gemini-engine';

const API_KEY = 'AIzaFAKE-gemini-key-0123456789';

// Generous, so a loaded test machine never turns an answer into a timeout; the timeout tests use 200 ms.
const PATIENT_MS = 15_000;

let server: FakeServer;
let engine: AnalysisEngine;

beforeAll(async () => {
  server = await startFakeGemini();
  engine = createGeminiEngine({ apiKey: API_KEY, baseUrl: server.url, timeoutMs: PATIENT_MS });
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
const lastBody = () => server.requests.at(-1)?.body as any;

describe('the Gemini engine against a fake Gemini API', { timeout: 30_000 }, () => {
  it('turns a French answer into drafts grounded in the Quebec catalogue', async () => {
    server.reply(geminiAnswer(JSON.stringify(weldingAnswerFr)));
    const outcome = await engine.analyse(weldingShopFr);

    expect(outcome).toMatchObject({ engine: 'gemini', model: 'gemini-2.5-flash' });
    expect(outcome.risks.map((risk) => risk.hazardId)).toEqual([
      'hot-work',
      'welding-fumes',
      'confined-spaces',
      'heat-stress',
      null,
    ]);
    const [hotWork, fumes, confined, heat] = outcome.risks;
    expect(hotWork?.references).toEqual(['qc-lsst-51']);
    expect(hotWork?.evidence.map((item) => item.quote)).toEqual([
      "Aucun permis de travail à chaud n'est délivré",
      'travail à chaud près des matières combustibles',
    ]);
    expect(fumes?.evidence[0]).toMatchObject({ fileName: 'soudure-atelier-fr.txt', page: 1, method: 'text' });
    expect(confined?.evidence.map((item) => item.method)).toEqual(['ocr', 'vision']);
    // Its only quote is not in the file, so it can claim no more than being typical of the sector.
    expect(heat).toMatchObject({ basis: 'sector', references: getHazard('heat-stress')?.references.QC });
    expect(heat?.evidence).toEqual([
      {
        source: 'sector',
        fileName: null,
        page: null,
        method: 'profile',
        quote: 'Fabrication > Machines et équipements > Soudage et assemblage',
      },
    ]);
  });

  it('turns an English answer into drafts grounded in the Ontario catalogue', async () => {
    server.reply(geminiAnswer(JSON.stringify(warehouseAnswerEn)));
    const outcome = await engine.analyse(warehouseEn);

    const [traffic, racking, lifting] = outcome.risks;
    expect(traffic?.references).toEqual(['on-reg-851-51']);
    expect(traffic?.evidence.map((item) => [item.fileName, item.page, item.method])).toEqual([
      ['warehouse-description-en.pdf', 2, 'text'],
      ['sign-forklift-en.webp', 1, 'ocr'],
    ]);
    expect(racking?.evidence[0]?.page).toBe(1);
    expect(lifting?.evidence).toEqual([
      { source: 'instructions', fileName: null, page: null, method: 'text', quote: 'order picking' },
    ]);
    expect(lifting?.title).toBe('Manual handling of heavy boxes');
  });

  it('sends the extracted text, the pictures, the catalogue and the schema to generateContent', async () => {
    server.reply(geminiAnswer('{"risks":[]}'));
    await engine.analyse(weldingShopFr);

    const request = server.requests.at(-1);
    expect(request?.path).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
    expect(request?.path).toMatch(GEMINI_ROUTE);
    expect(request?.headers['x-goog-api-key']).toBe(API_KEY);
    const body = lastBody();
    const system = body.systemInstruction.parts[0].text as string;
    expect(system).toContain('- welding-fumes : Fumées de soudage');
    expect(system).toContain('qc-rsst-297');
    expect(system).toContain('« qc-lsst-51 »');
    const parts = body.contents[0].parts;
    expect(parts[0].text).toContain("la hotte d'aspiration du poste 3 est brisée");
    expect(parts[0].text).toContain('Atelier de soudure Beaulieu, Saint-Hyacinthe');
    expect(parts[2].inlineData).toEqual({
      mimeType: 'image/jpeg',
      data: (await readFile(JPEG_SIGN)).toString('base64'),
    });
    expect(body.generationConfig.responseMimeType).toBe('application/json');
    expect(JSON.stringify(body.generationConfig.responseJsonSchema)).toContain('"qc-rsst-45"');
  });

  it('sends a WebP picture with its own MIME type', async () => {
    server.reply(geminiAnswer('{"risks":[]}'));
    await engine.analyse(warehouseEn);
    expect(lastBody().contents[0].parts[2].inlineData).toEqual({
      mimeType: 'image/webp',
      data: (await readFile(WEBP_SIGN)).toString('base64'),
    });
  });

  it('rejects an answer that is not JSON, or JSON of another shape, as an invalid answer', async () => {
    server.reply(geminiAnswer('Voici les risques : chute, bruit.'));
    expect((await failure(engine.analyse(weldingShopFr))).reason).toBe('invalid-answer');
    server.reply(geminiAnswer('{"risques":[{"titre":"Bruit"}]}'));
    expect((await failure(engine.analyse(weldingShopFr))).reason).toBe('invalid-answer');
    server.reply(geminiAnswer('{"risks":[{"title":"Bruit","severity":"énorme"}]}'));
    expect((await failure(engine.analyse(weldingShopFr))).reason).toBe('invalid-answer');
  });

  it('maps RESOURCE_EXHAUSTED (HTTP 429) to rate-limited', async () => {
    server.reply(geminiError(429, 'RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).'));
    expect((await failure(engine.analyse(weldingShopFr))).reason).toBe('rate-limited');
    expect(server.requests).toHaveLength(1);
  });

  it('gives up with timeout when the server never answers', async () => {
    const impatient = createGeminiEngine({ apiKey: API_KEY, baseUrl: server.url, timeoutMs: 200 });
    server.reply('hang');
    expect((await failure(impatient.analyse(weldingShopFr))).reason).toBe('timeout');
  });

  it('stops when the caller aborts', async () => {
    server.reply('hang');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await failure(engine.analyse(weldingShopFr, { signal: controller.signal }));
    expect(error.reason).toBe('timeout');
  });

  it('maps server errors, refused keys and unreachable hosts to unavailable, without the key', async () => {
    server.reply(geminiError(500, 'INTERNAL', 'Internal error encountered.'));
    expect((await failure(engine.analyse(weldingShopFr))).reason).toBe('unavailable');

    server.reply(geminiError(403, 'PERMISSION_DENIED', `Key ${API_KEY} is not allowed`));
    const denied = await failure(engine.analyse(weldingShopFr));
    expect(denied.reason).toBe('unavailable');
    expect(denied.message).not.toContain(API_KEY);

    const nowhere = createGeminiEngine({
      apiKey: API_KEY,
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: PATIENT_MS,
    });
    const unreachable = await failure(nowhere.analyse(weldingShopFr));
    expect(unreachable.reason).toBe('unavailable');
    expect(unreachable.message).not.toContain(API_KEY);
  });
});
