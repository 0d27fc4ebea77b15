import { describe, expect, it } from 'vitest';
import { generalDutyFor } from '../../../common/domain/regulations';
import type { RiskDraft } from '../../platform/ai/engine';
import { groundRisks } from './grounding';

const draft = (overrides: Partial<RiskDraft>): RiskDraft => ({
  hazardId: 'confined-spaces',
  title: 'Espace clos',
  severity: 'critique',
  likelihood: 'possible',
  description: 'Entrée dans une cuve.',
  measures: { elimination: [], substitution: [], engineering: [], administrative: [], ppe: [] },
  recommendation: 'Procédure d’entrée.',
  references: ['qc-rsst-297'],
  basis: 'evidence',
  evidence: [{ source: 'file', fileName: 'a.docx', page: 1, method: 'text', quote: 'cuve' }],
  ...overrides,
});

describe('groundRisks', () => {
  it('resolves references in the chosen jurisdiction, in the analysis language', () => {
    const [risk] = groundRisks({ drafts: [draft({})], jurisdiction: 'QC', language: 'en' });
    expect(risk?.references).toEqual([
      expect.objectContaining({
        id: 'qc-rsst-297',
        citation: 'ROHS, CQLR c. S-2.1, r. 13, ss. 297–312',
        generalDuty: false,
      }),
    ]);
    expect(risk?.priority).toBe(1);
  });

  it('drops invented ids and ids of another jurisdiction, falling back on the general duty', () => {
    const [risk] = groundRisks({
      drafts: [draft({ references: ['made-up-section-12', 'qc-rsst-297'] })],
      jurisdiction: 'ON',
      language: 'fr',
    });
    expect(risk?.references.map((reference) => reference.id)).toEqual([generalDutyFor('ON').id]);
    expect(risk?.references[0]?.generalDuty).toBe(true);
  });

  it('merges drafts about the same hazard and keeps all their evidence', () => {
    const risks = groundRisks({
      drafts: [
        draft({}),
        draft({
          evidence: [{ source: 'file', fileName: 'b.jpg', page: null, method: 'ocr', quote: 'ESPACE CLOS' }],
        }),
      ],
      jurisdiction: 'QC',
      language: 'fr',
    });
    expect(risks).toHaveLength(1);
    expect(risks[0]?.evidence.map((item) => item.fileName)).toEqual(['a.docx', 'b.jpg']);
  });

  it('orders by priority, then severity, evidence before sector profile', () => {
    const risks = groundRisks({
      drafts: [
        draft({
          hazardId: 'noise',
          title: 'Bruit',
          severity: 'modere',
          likelihood: 'possible',
          basis: 'sector',
        }),
        draft({
          hazardId: 'manual-handling',
          title: 'Manutention',
          severity: 'modere',
          likelihood: 'possible',
        }),
        draft({}),
      ],
      jurisdiction: 'QC',
      language: 'fr',
    });
    expect(risks.map((risk) => risk.hazardId)).toEqual(['confined-spaces', 'manual-handling', 'noise']);
  });

  it('leaves out drafts without a title or description', () => {
    expect(groundRisks({ drafts: [draft({ title: ' ' })], jurisdiction: 'QC', language: 'fr' })).toEqual([]);
  });
});
