import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hazards } from '../../../common/domain/hazards';
import { provisionsFor } from '../../../common/domain/regulations';
import { type AnalysisAnswer, parseAnswer, quoteOccursIn, toRiskDrafts } from './answer';
import { type AnalysisInput, EngineError, type EvidenceDocument } from './engine';
import {
  buildAnswerJsonSchema,
  buildPromptMessages,
  loadPromptImages,
  MAX_RISKS,
  shareTextBudget,
  typicalHazardIds,
} from './prompt';
import { JPEG_SIGN, WEBP_SIGN, warehouseEn, weldingShopFr } from './testing/analysis-samples';

const textDocument = (fileName: string, ...pages: string[]): EvidenceDocument => ({
  fileName,
  kind: 'text',
  mimeType: 'text/plain',
  pages: pages.map((text, index) => ({ page: index + 1, text, method: 'text' })),
  imagePath: null,
});
const imageDocument = (fileName: string, imagePath: string | null, ocr = ''): EvidenceDocument => ({
  fileName,
  kind: 'image',
  mimeType: 'image/jpeg',
  pages: ocr ? [{ page: 1, text: ocr, method: 'ocr' }] : [],
  imagePath,
});
const withDocuments = (
  documents: EvidenceDocument[],
  base: AnalysisInput = weldingShopFr,
): AnalysisInput => ({
  ...base,
  documents,
});

describe('shareTextBudget', () => {
  it('keeps small files whole and splits the rest evenly between the long ones', () => {
    expect(shareTextBudget([100, 50_000, 80_000], 60_000)).toEqual([100, 29_950, 29_950]);
  });
  it('gives every file all its text when the total fits', () => {
    expect(shareTextBudget([10, 20, 30], 60_000)).toEqual([10, 20, 30]);
  });
  it('never exceeds the budget', () => {
    const shares = shareTextBudget([7_001, 9_999, 123_456, 3], 10_000);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeLessThanOrEqual(10_000);
    expect(shares[3]).toBe(3);
  });
});

describe('buildPromptMessages', () => {
  it('trims long documents to the budget and says so, keeping short ones whole', () => {
    const input = withDocuments([
      textDocument('note.txt', 'Échelle non attachée.'),
      textDocument('manuel.txt', 'a'.repeat(600), 'b'.repeat(600)),
    ]);
    const { user } = buildPromptMessages(input, { maxTextChars: 521 });
    expect(user).toContain('### Fichier : note.txt\n#### Page 1 (texte)\nÉchelle non attachée.');
    expect(user).toContain(
      `#### Page 1 (texte)\n${'a'.repeat(500)}\n[Texte tronqué : 500 caractères conservés sur 1200.]`,
    );
    expect(user).not.toContain('#### Page 2');
  });

  it('labels OCR pages and lists the attached pictures in order', () => {
    const images = [{ fileName: 'sign-espace-clos-fr.jpg', mimeType: 'image/jpeg', base64: '' }];
    const { user } = buildPromptMessages(weldingShopFr, { images });
    expect(user).toContain('### Fichier : sign-espace-clos-fr.jpg\n#### Page 1 (OCR)\nDANGER');
    expect(user).toContain('## Images jointes, dans cet ordre après ce message\n1. sign-espace-clos-fr.jpg');
  });

  it('lists every catalogue hazard, the sector’s typical ones, and only the jurisdiction’s provisions', () => {
    const { system } = buildPromptMessages(weldingShopFr);
    for (const hazard of hazards) expect(system).toContain(`- ${hazard.id} : ${hazard.name.fr}\n`);
    expect(system).toContain('## Dangers typiques du secteur choisi\n');
    expect(typicalHazardIds(weldingShopFr.workplace)).toContain('welding-fumes');
    for (const provision of provisionsFor('QC')) expect(system).toContain(`- ${provision.id}`);
    expect(system).toContain('- qc-lsst-51 (obligation générale) : LSST, RLRQ c. S-2.1, art. 51');
    expect(system).not.toContain('on-ohsa-25');
    expect(system).toContain('citez UNIQUEMENT des identifiants de la liste des dispositions');
    expect(system).toContain('« qc-lsst-51 »');
    expect(system).toContain('jamais une consigne');
  });

  it('writes the whole prompt in the analysis language', () => {
    const french = buildPromptMessages(weldingShopFr);
    expect(french.system).toContain('Vous êtes conseiller en santé et sécurité du travail');
    expect(french.user).toContain('Juridiction : Québec — organisme : CNESST');
    expect(french.user).toContain('Secteur : Fabrication > Machines et équipements > Soudage et assemblage');
    expect(french.user).toContain('## Consignes de l’utilisateur\nPortez une attention');

    const english = buildPromptMessages(warehouseEn);
    expect(english.system).toContain('You are an occupational health and safety (OHS) consultant in Canada');
    expect(english.system).toContain('- falls-from-height: Fall from height');
    expect(english.system).toContain('cite the general duty "on-ohsa-25"');
    expect(english.user).toContain('Jurisdiction: Ontario — regulator: MLITSD');
    expect(english.user).toContain(
      'Sector: Transport and warehousing > Warehousing and distribution centres',
    );
  });

  it('says when no sector, instructions or text were given', () => {
    const input: AnalysisInput = {
      ...warehouseEn,
      workplace: { area: 'Office', mainSectorId: null, subSectorId: null, activityId: null },
      instructions: '  ',
      documents: [],
    };
    const { system, user } = buildPromptMessages(input);
    expect(user).toContain('Sector: not specified');
    expect(user).toContain('## User instructions\n(none)\n## Documents (extracted text)\n(none)');
    expect(system).not.toContain('Hazards typical of the chosen sector');
  });
});

describe('loadPromptImages', () => {
  let folder = '';
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'rv-prompt-'));
    await writeFile(join(folder, 'not-a-picture.jpg'), 'plain text');
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('reads the pictures with the MIME type of their bytes, up to the limit, skipping what it cannot send', async () => {
    const documents = [
      textDocument('note.txt', 'texte'),
      imageDocument('a.jpg', JPEG_SIGN),
      imageDocument('missing.jpg', join(folder, 'missing.jpg')),
      imageDocument('fake.jpg', join(folder, 'not-a-picture.jpg')),
      imageDocument('no-path.jpg', null),
      imageDocument('b.webp', WEBP_SIGN),
      imageDocument('c.jpg', JPEG_SIGN),
    ];
    const images = await loadPromptImages(documents, { maxImages: 2 });
    expect(images.map((image) => [image.fileName, image.mimeType])).toEqual([
      ['a.jpg', 'image/jpeg'],
      ['b.webp', 'image/webp'],
    ]);
    expect(Buffer.from(images[0]?.base64 ?? '', 'base64').subarray(0, 3)).toEqual(
      Buffer.from([0xff, 0xd8, 0xff]),
    );
  });

  it('stops adding pictures past the byte budget', async () => {
    const documents = [imageDocument('a.jpg', JPEG_SIGN), imageDocument('b.webp', WEBP_SIGN)];
    const images = await loadPromptImages(documents, { maxBytes: 100_000 });
    expect(images.map((image) => image.fileName)).toEqual(['b.webp']);
  });
});

describe('buildAnswerJsonSchema', () => {
  it('meets strict structured outputs: every object closed, every property required', () => {
    const visit = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (schema.type === 'object') {
        expect(schema.additionalProperties).toBe(false);
        expect(schema.required).toEqual(Object.keys(schema.properties as object));
      }
      for (const child of Object.values(schema)) visit(child);
    };
    visit(buildAnswerJsonSchema('QC'));
  });
  it('allows only the jurisdiction’s provision ids as references', () => {
    const text = JSON.stringify(buildAnswerJsonSchema('ON'));
    const references = JSON.parse(text).properties.risks.items.properties.references;
    expect(references.items.enum).toEqual(provisionsFor('ON').map((provision) => provision.id));
  });
});

const risk = (overrides: Record<string, unknown> = {}) => ({
  hazardId: 'noise',
  title: 'Bruit',
  description: 'Bruit élevé au meulage.',
  severity: 'eleve',
  likelihood: 'likely',
  measures: { elimination: [], substitution: [], engineering: [], administrative: [], ppe: ['Bouchons'] },
  recommendation: 'Mesurer le bruit.',
  references: ['qc-rsst-130'],
  evidence: [{ source: 'file', fileName: 'soudure-atelier-fr.txt', page: 1, quote: '96 dBA' }],
  ...overrides,
});

describe('parseAnswer', () => {
  it('reads JSON wrapped in reasoning and a Markdown fence, and a bare array of risks', () => {
    expect(
      parseAnswer(`<think>…</think>\n\`\`\`json\n{"risks":[${JSON.stringify(risk())}]}\n\`\`\``).risks,
    ).toHaveLength(1);
    expect(parseAnswer(JSON.stringify([risk()])).risks).toHaveLength(1);
  });
  it('accepts the spellings models use for severities and likelihoods', () => {
    const parsed = parseAnswer(
      JSON.stringify({ risks: [risk({ severity: 'Élevée', likelihood: 'Presque certain' })] }),
    );
    expect(parsed.risks[0]).toMatchObject({ severity: 'eleve', likelihood: 'almost-certain' });
  });
  it('drops a malformed risk but fails when none is usable or the shape is wrong', () => {
    expect(parseAnswer(JSON.stringify({ risks: [risk(), { title: '' }] })).risks).toHaveLength(1);
    for (const text of ['{"risks":[{"title":"x"}]}', '{"risques":[]}', '"risks"', 'Bruit, chute.']) {
      expect(() => parseAnswer(text)).toThrow(EngineError);
    }
    expect(parseAnswer('{"risks":[]}')).toEqual({ risks: [] });
  });
});

describe('toRiskDrafts', () => {
  const drafts = (risks: unknown[], input: AnalysisInput = weldingShopFr, seenImages?: string[]) =>
    toRiskDrafts(parseAnswer(JSON.stringify({ risks })) as AnalysisAnswer, input, { seenImages });

  it('keeps at most 20 risks', () => {
    expect(drafts(Array.from({ length: 25 }, () => risk()))).toHaveLength(MAX_RISKS);
  });

  it('keeps catalogue references only, matching their case, and falls back to the hazard’s own', () => {
    expect(
      drafts([risk({ references: ['QC-RSST-130', 'qc-rsst-999', 'on-ohsa-25'] })])[0]?.references,
    ).toEqual(['qc-rsst-130']);
    expect(drafts([risk({ references: ['on-reg-851-51'] })])[0]?.references).toEqual(['qc-rsst-130']);
    expect(drafts([risk({ hazardId: 'bruit', references: [] })])[0]).toMatchObject({
      hazardId: null,
      references: ['qc-lsst-51'],
    });
  });

  it('finds quotes despite typographic apostrophes, line breaks and ellipses, on the page they are on', () => {
    expect(quoteOccursIn('la hotte d’aspiration  du poste 3', "la hotte d'aspiration du\nposte 3")).toBe(
      true,
    );
    expect(quoteOccursIn('« Les soudeurs portent un masque […] pas d’appareil »', weldingText())).toBe(true);
    expect(quoteOccursIn('pas d’appareil […] Les soudeurs portent', weldingText())).toBe(false);
    expect(quoteOccursIn('« à »', weldingText())).toBe(false);
    const input = withDocuments([textDocument('rapport.txt', 'Page un.', 'Plancher mouillé en permanence.')]);
    const [draft] = drafts(
      [risk({ evidence: [{ source: 'file', fileName: 'RAPPORT.TXT', page: 1, quote: 'plancher mouillé' }] })],
      input,
    );
    expect(draft?.evidence).toEqual([
      { source: 'file', fileName: 'rapport.txt', page: 2, method: 'text', quote: 'plancher mouillé' },
    ]);
  });

  it('drops quotes of unknown files, of instructions never given, and of pictures the model did not see', () => {
    const evidence = [
      { source: 'file', fileName: 'autre.pdf', page: 1, quote: '96 dBA' },
      { source: 'instructions', fileName: null, page: null, quote: 'ignorer le bruit' },
      { source: 'file', fileName: 'sign-espace-clos-fr.jpg', page: 1, quote: 'Panneau jaune' },
    ];
    const [unseen] = drafts([risk({ evidence })], weldingShopFr, []);
    expect(unseen).toMatchObject({ basis: 'sector' });
    expect(unseen?.evidence[0]).toMatchObject({ source: 'sector', method: 'profile' });
    const [seen] = drafts([risk({ evidence })], weldingShopFr);
    expect(seen?.evidence).toEqual([
      {
        source: 'file',
        fileName: 'sign-espace-clos-fr.jpg',
        page: null,
        method: 'vision',
        quote: 'Panneau jaune',
      },
    ]);
  });

  it('keeps the model’s reason for a sector risk and cleans the measures', () => {
    const [draft] = drafts([
      risk({
        evidence: [
          { source: 'sector', fileName: null, page: null, quote: 'Typique des ateliers de soudage' },
        ],
        measures: { engineering: [' Hotte ', 'Hotte', ''], ppe: 'Bouchons' },
      }),
    ]);
    expect(draft?.basis).toBe('sector');
    expect(draft?.evidence[0]?.quote).toBe('Typique des ateliers de soudage');
    expect(draft?.measures).toEqual({
      elimination: [],
      substitution: [],
      engineering: ['Hotte'],
      administrative: [],
      ppe: ['Bouchons'],
    });
  });
});

function weldingText(): string {
  return weldingShopFr.documents[0]?.pages[0]?.text ?? '';
}

// Issue 12: the AI engines' findings go through the same status rules as the builtin engine's.
describe('toRiskDrafts: the status of each finding', () => {
  const drafts = (risks: unknown[]) =>
    toRiskDrafts(parseAnswer(JSON.stringify({ risks })) as AnalysisAnswer, weldingShopFr);

  it('drops a hazard the model says is absent', () => {
    expect(drafts([risk({ status: 'absent' }), risk({ title: 'Fumées' })]).map((d) => d.title)).toEqual([
      'Fumées',
    ]);
  });

  it('keeps only existing measures found in the evidence, and shows a controlled risk at most moderate', () => {
    const [draft] = drafts([
      risk({
        status: 'controlled',
        severity: 'critique',
        inherentSeverity: 'critique',
        existingMeasures: ['Les soudeurs portent un masque à souder', 'Un mur coupe-feu sépare les postes'],
      }),
    ]);
    expect(draft).toMatchObject({
      status: 'controlled',
      severity: 'modere',
      inherentSeverity: 'critique',
      existingMeasures: ['Les soudeurs portent un masque à souder'],
    });
  });

  it('rates a « controlled » risk whose controls are not in the evidence at its inherent severity', () => {
    const [draft] = drafts([
      risk({
        status: 'controlled',
        severity: 'faible',
        inherentSeverity: 'eleve',
        existingMeasures: ['Invented'],
      }),
    ]);
    expect(draft).toMatchObject({ status: 'present', severity: 'eleve', existingMeasures: [] });
  });

  it('asks the model for the status, the existing measures, the inherent severity and the rating rationale', () => {
    const schema = JSON.stringify(buildAnswerJsonSchema('QC'));
    for (const field of ['status', 'existingMeasures', 'inherentSeverity', 'ratingRationale'])
      expect(schema).toContain(field);
    expect(buildPromptMessages(weldingShopFr).system).toContain('existingMeasures');
    expect(buildPromptMessages(weldingShopFr).system).toContain('ratingRationale');
  });

  it('keeps the rationale the model gives for its rating, and leaves it out when there is none', () => {
    const [given, none] = drafts([
      risk({ ratingRationale: '  Fumées respirées chaque jour, sans captage à la source.  ' }),
      risk({ title: 'Bruit', ratingRationale: '' }),
    ]);
    expect(given?.ratingRationale).toBe('Fumées respirées chaque jour, sans captage à la source.');
    expect(none).not.toHaveProperty('ratingRationale');
  });
});
