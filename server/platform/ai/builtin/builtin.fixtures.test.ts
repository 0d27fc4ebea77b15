import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProvision } from '../../../../common/domain/regulations';
import { manifest } from '../../../../fixtures/analysis/fixtures.texts';
import { createExtractor } from '../../extraction/extraction.extractor';
import type { Extractor } from '../../extraction/extraction.types';
import type { AnalysisInput, EvidenceDocument, RiskDraft } from '../engine';
import { createBuiltinEngine } from './builtin.engine';

const fixtures = fileURLToPath(new URL('../../../../fixtures/analysis', import.meta.url));
const engine = createBuiltinEngine();

/** The manifest names topics in words; each maps to the catalogue hazards that cover it (any one will do). */
const TOPIC_HAZARDS: Record<string, string[]> = {
  'confined space': ['confined-spaces'],
  'forklift traffic': ['forklifts', 'pedestrian-vehicle-traffic'],
  'fall from height': ['falls-from-height'],
  scaffold: ['scaffolds'],
  lockout: ['hazardous-energy'],
  'machine guarding': ['machine-guarding'],
  noise: ['noise'],
  'manual handling': ['manual-handling'],
  'slips and trips': ['slips-trips'],
  racking: ['racking-collapse'],
  'loading dock': ['loading-docks'],
  'cold stress': ['cold-stress'],
  'welding fumes': ['welding-fumes'],
  'hot work': ['hot-work'],
  'heat stress': ['heat-stress'],
};

const readable = manifest.files.filter((entry) => !entry.error && entry.kind !== null);
const documents = new Map<string, EvidenceDocument>();
let folder = '';
let extractor: Extractor;

// Matching ignores case, accents and spacing, as in the extractor's own tests.
const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rv-builtin-'));
  extractor = createExtractor({ cacheDir: join(folder, 'cache') });
  for (const entry of readable) {
    const result = await extractor.extract({
      path: join(fixtures, entry.file),
      originalName: entry.file,
      outDir: folder,
    });
    documents.set(entry.file, {
      fileName: entry.file,
      kind: result.kind ?? 'text',
      mimeType: result.mimeType,
      pages: result.pages,
      imagePath: result.image?.normalizedPath ?? null,
    });
  }
}, 120_000);

afterAll(async () => {
  await extractor.close();
  await rm(folder, { recursive: true, force: true });
});

function inputFor(files: string[], options: Partial<AnalysisInput> = {}): AnalysisInput {
  return {
    language: 'fr',
    jurisdiction: 'QC',
    workplace: { area: '', mainSectorId: null, subSectorId: null, activityId: null },
    instructions: '',
    documents: files.map((file) => documents.get(file)!),
    ...options,
  };
}

function checkGrounding(risks: RiskDraft[], jurisdiction: AnalysisInput['jurisdiction']): void {
  for (const risk of risks) {
    expect(risk.references.length).toBeGreaterThan(0);
    for (const id of risk.references) expect(getProvision(id)?.jurisdiction, id).toBe(jurisdiction);
    for (const evidence of risk.evidence) {
      if (evidence.source !== 'file') continue;
      if (evidence.page === null && evidence.quote === evidence.fileName) continue;
      const document = documents.get(evidence.fileName!)!;
      const text = fold(document.pages.map((page) => page.text).join('\n'));
      for (const part of evidence.quote.split('…').filter((piece) => piece.trim() !== ''))
        expect(text, evidence.quote).toContain(fold(part));
      const page = document.pages.find((p) => p.page === evidence.page);
      expect(evidence.method).toBe(page?.method);
    }
  }
}

const settings = [
  { jurisdiction: 'QC', language: 'fr' },
  { jurisdiction: 'ON', language: 'en' },
] as const;

describe.each(settings)('builtin engine on the analysis fixtures ($jurisdiction, $language)', (setting) => {
  it.each(readable.filter((entry) => entry.topics.length > 0))(
    'finds the topics of $file in its text',
    async (entry) => {
      const { risks } = await engine.analyse(inputFor([entry.file], setting));
      const raised = risks.filter((risk) => risk.basis === 'evidence');
      for (const topic of entry.topics) {
        const wanted = TOPIC_HAZARDS[topic]!;
        const risk = raised.find((r) => wanted.includes(r.hazardId ?? ''));
        expect(risk, `${entry.file}: ${topic}`).toBeDefined();
        expect(risk!.evidence[0]).toMatchObject({ source: 'file', fileName: entry.file });
        if (entry.ocr) expect(risk!.evidence[0]!.method).toBe('ocr');
      }
      checkGrounding(risks, setting.jurisdiction);
    },
  );

  it.each(readable.filter((entry) => entry.topics.length === 0))('finds no risk in $file', async (entry) => {
    const { risks } = await engine.analyse(inputFor([entry.file], setting));
    expect(risks.filter((risk) => risk.basis === 'evidence')).toEqual([]);
  });

  it('reads every fixture at once, keeps the strongest risks and grounds them all', async () => {
    const { risks } = await engine.analyse(inputFor([...documents.keys()], setting));
    expect(risks.length).toBeGreaterThan(10);
    expect(risks.length).toBeLessThanOrEqual(15);
    checkGrounding(risks, setting.jurisdiction);
    const files = new Set(risks.flatMap((risk) => risk.evidence.map((evidence) => evidence.fileName)));
    expect(files.size).toBeGreaterThan(3);
  });
});

describe('builtin engine with a sector on a fixture', () => {
  it('completes the warehouse evidence with typical hazards of cold storage, evidence first', async () => {
    const { risks } = await engine.analyse(
      inputFor(['warehouse-description-en.pdf'], {
        workplace: {
          area: 'Entrepôt',
          mainSectorId: 'transport-warehousing',
          subSectorId: 'transport-warehousing.warehousing',
          activityId: 'transport-warehousing.warehousing.cold-storage',
        },
      }),
    );
    const sector = risks.filter((risk) => risk.basis === 'sector');
    expect(sector.length).toBeGreaterThan(0);
    expect(sector.length).toBeLessThanOrEqual(5);
    expect(risks[0]!.basis).toBe('evidence');
    expect(sector[0]!.evidence[0]).toMatchObject({ source: 'sector', method: 'profile' });
  });
});
