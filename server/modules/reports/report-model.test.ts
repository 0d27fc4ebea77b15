import { describe, expect, it } from 'vitest';
import { englishFixture, frenchFixture } from '../../platform/pdf/report-fixtures';
import { buildReportModel, EmptyReportSelectionError, reportFileName } from './report-model';

const build = (overrides: Partial<Parameters<typeof buildReportModel>[0]> = {}) =>
  buildReportModel({
    analysis: frenchFixture(),
    selectedRiskIds: ['SST_001', 'SST_002', 'SST_003'],
    preparedBy: { name: 'Nora Tremblay', organisation: 'Conseil SST Tremblay' },
    generatedAt: new Date('2026-03-14T15:00:00Z'),
    paper: 'A4',
    ...overrides,
  });

describe('the report model', () => {
  it('keeps only the selected risks, in the order of the analysis', () => {
    const model = build({ selectedRiskIds: ['SST_003', 'SST_001'] });
    expect(model.risks.map((risk) => risk.id)).toEqual(['SST_001', 'SST_003']);
    expect(JSON.stringify(model)).not.toContain('Manutention manuelle');
  });

  it('ignores ids the analysis does not know', () => {
    const model = build({ selectedRiskIds: ['SST_002', 'SST_999'] });
    expect(model.risks.map((risk) => risk.id)).toEqual(['SST_002']);
  });

  it('refuses an empty selection, or one that names no risk of the analysis', () => {
    expect(() => build({ selectedRiskIds: [] })).toThrow(EmptyReportSelectionError);
    expect(() => build({ selectedRiskIds: ['SST_999'] })).toThrow(EmptyReportSelectionError);
  });

  it('writes a French analysis in French, with French dates and labels', () => {
    const model = build();
    expect(model.language).toBe('fr');
    expect(model.labels.sections.summary).toBe('Sommaire exécutif');
    expect(model.cover.reportDate).toBe('14 mars 2026');
    expect(model.risks[0]).toMatchObject({
      severityLabel: 'Critique',
      likelihoodLabel: 'Probable',
      priorityCode: 'P1',
      priorityLabel: 'P1 — Agir immédiatement',
    });
    expect(model.risks[0]!.evidence[0]).toEqual({
      quote: '«\u00a0les employés descendent dans la cuve de fermentation pour la nettoyer\u00a0»',
      source: 'description-brasserie.docx, page 1 · texte du document',
    });
    expect(model.risks[1]!.evidence[0]!.quote).toBeNull();
    expect(model.risks[1]!.evidence[0]!.source).toContain('« Assainissement et lavage »');
    expect(model.cover.rows).toContainEqual({ label: 'Juridiction', value: 'Québec' });
  });

  it('writes an English analysis in English', () => {
    const model = build({ analysis: englishFixture() });
    expect(model.language).toBe('en');
    expect(model.labels.sections.summary).toBe('Executive summary');
    expect(model.cover.reportDate).toBe('March 14, 2026');
    expect(model.risks.map((risk) => [risk.title, risk.severityLabel])).toEqual([
      ['Confined space', 'Critical'],
      ['Manual handling', 'Moderate'],
      ['Caustic cleaning chemicals', 'High'],
    ]);
    expect(model.summary.intro).toBe(
      'This report presents 3 risks identified for the workplace “Craft brewery — fermentation room” (Ontario).',
    );
  });

  it('counts the selected risks only, by severity and by priority', () => {
    const model = build({ selectedRiskIds: ['SST_001', 'SST_003'] });
    expect(model.summary.severityCounts.map((chip) => [chip.label, chip.count])).toEqual([
      ['Critique', 1],
      ['Élevé', 1],
      ['Modéré', 0],
      ['Faible', 0],
    ]);
    expect(model.summary.priorityOne.map((risk) => risk.id)).toEqual(['SST_001', 'SST_003']);
    expect(model.summary.urgent).toBe('2 risques exigent une action immédiate (priorité 1).');
  });

  it('dates the cover in the client’s time zone', () => {
    // 03:30 UTC on 15 March is still the evening of 14 March in Vancouver.
    const analysis = { ...frenchFixture(), jurisdiction: 'BC' as const };
    const model = build({ analysis, generatedAt: new Date('2026-03-15T03:30:00Z') });
    expect(model.cover.reportDate).toBe('14 mars 2026');
  });

  it('groups the measures by level of the hierarchy and keeps unclassified ones apart', () => {
    const analysis = frenchFixture();
    analysis.analysis.risques![0]!.mesures_protection.push('Mesure ajoutée à la main');
    const risk = build({ analysis }).risks[0]!;
    expect(risk.measures.map((level) => level.label)).toEqual([
      'Élimination à la source',
      'Substitution',
      'Mesures d’ingénierie',
      'Mesures administratives',
      'Équipements de protection individuelle (EPI)',
    ]);
    expect(risk.measures[1]!.items).toEqual([]);
    expect(risk.otherMeasures).toEqual(['Mesure ajoutée à la main']);
  });
});

describe('the report file name', () => {
  it('begins with the analysis id and ends with the day and the extension', () => {
    const generatedAt = new Date('2026-03-14T15:00:00Z');
    expect(reportFileName({ analysisId: 'abc-123', generatedAt, extension: 'pdf' })).toBe(
      'rapport_analyse_sst_abc-123_2026-03-14.pdf',
    );
    expect(reportFileName({ analysisId: 'abc-123', generatedAt, extension: '.docx' })).toBe(
      'rapport_analyse_sst_abc-123_2026-03-14.docx',
    );
  });
});
