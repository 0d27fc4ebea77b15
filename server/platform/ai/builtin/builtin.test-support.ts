import { expect, it } from 'vitest';
import type { AnalysisInput, EvidenceDocument, RiskDraft } from '../engine';
import { createBuiltinEngine } from './builtin.engine';

/** Shared by the builtin engine's tests: a one-document analysis input from a paragraph. */
export const engine = createBuiltinEngine();

export type Options = Partial<Omit<AnalysisInput, 'workplace'>> & {
  sector?: string;
  method?: 'text' | 'ocr';
};

export function documentOf(
  text: string,
  method: 'text' | 'ocr' = 'text',
  fileName = 'notes.txt',
): EvidenceDocument {
  return {
    fileName,
    kind: method === 'ocr' ? 'image' : 'text',
    mimeType: method === 'ocr' ? 'image/jpeg' : 'text/plain',
    pages: [{ page: 1, text, method }],
    imagePath: null,
  };
}

export function inputOf(text: string | null, options: Options = {}): AnalysisInput {
  const parts = options.sector?.split('.') ?? [];
  return {
    language: options.language ?? 'fr',
    jurisdiction: options.jurisdiction ?? 'QC',
    workplace: {
      area: '',
      mainSectorId: parts[0] ?? null,
      subSectorId: parts.length > 1 ? parts.slice(0, 2).join('.') : null,
      activityId: parts.length > 2 ? parts.join('.') : null,
    },
    instructions: options.instructions ?? '',
    documents: options.documents ?? (text === null ? [] : [documentOf(text, options.method)]),
  };
}

export async function risksOf(text: string | null, options: Options = {}): Promise<RiskDraft[]> {
  return (await engine.analyse(inputOf(text, options))).risks;
}

export const idsOf = (risks: RiskDraft[]) => risks.map((risk) => risk.hazardId);
export const evidenceIds = (risks: RiskDraft[]) => idsOf(risks.filter((risk) => risk.basis === 'evidence'));

/** The hazards one sentence raises from its evidence, in the language it is written in. */
export const evidenceIdsIn = async (text: string, language: 'fr' | 'en' = 'fr') =>
  evidenceIds(await risksOf(text, { language }));

type SentenceCase = readonly [text: string, hazardId: string, language: string];

/** One test per sentence: each raises its hazard from the evidence. */
export function itRaises(cases: readonly SentenceCase[]): void {
  it.each(cases)('« %s » raises %s', async (text, hazardId, language) => {
    expect(await evidenceIdsIn(text, language as 'fr' | 'en')).toContain(hazardId);
  });
}

/** One test per sentence: none raises the hazard named beside it. */
export function itDoesNotRaise(cases: readonly SentenceCase[]): void {
  it.each(cases)('« %s » does not raise %s', async (text, hazardId, language) => {
    expect(await evidenceIdsIn(text, language as 'fr' | 'en')).not.toContain(hazardId);
  });
}

type StatusCase = readonly [
  text: string,
  hazardId: string,
  language: 'fr' | 'en',
  status: RiskDraft['status'],
];

/** One test per sentence: each raises its hazard from the evidence with the status named beside it. */
export function itReadsStatus(cases: readonly StatusCase[]): void {
  it.each(cases)('reads « %s » as %s %s %s', async (text, hazardId, language, status) => {
    expect((await evidenceRisk(text, hazardId, { language }))?.status).toBe(status);
  });
}

/** The evidence-based risk a text raises for one hazard, if any. */
export async function evidenceRisk(
  text: string,
  hazardId: string,
  options: Options = {},
): Promise<RiskDraft | undefined> {
  return (await risksOf(text, options)).find(
    (risk) => risk.basis === 'evidence' && risk.hazardId === hazardId,
  );
}
