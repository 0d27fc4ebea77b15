import JSZip from 'jszip';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { WorkplaceAnalysis } from '../../../common/contract/analysis';
import { buildReportModel, type ReportPaper } from '../../modules/reports/report-model';
import { englishFixture, frenchFixture } from '../pdf/report-fixtures';
import { renderReportDocx } from './report-docx';

async function render(options: { analysis: WorkplaceAnalysis; selected: string[]; paper?: ReportPaper }) {
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7a8b99' } })
    .jpeg()
    .toBuffer();
  const model = buildReportModel({
    analysis: options.analysis,
    selectedRiskIds: options.selected,
    preparedBy: { name: 'Nora Tremblay', organisation: 'Conseil SST Tremblay inc.' },
    assessor: null,
    generatedAt: new Date('2026-03-14T15:00:00Z'),
    paper: options.paper ?? 'A4',
  });
  const docx = await renderReportDocx(model, {
    loadImage: async (file) => (file.kind === 'image' ? photo : null),
  });
  const zip = await JSZip.loadAsync(docx);
  const xml = await zip.file('word/document.xml')!.async('string');
  // The words a reader sees: every run's text, joined, entities decoded.
  const text = xml
    .replace(/<w:tab\/>/g, '\t')
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'");
  return { zip, xml, text };
}

describe('the Word report', () => {
  it('holds the selected risks only, with the same sections as the PDF', async () => {
    const { text } = await render({ analysis: frenchFixture(), selected: ['SST_003', 'SST_001'] });
    for (const expected of [
      'Table des matières',
      '1\u2002Sommaire exécutif',
      'SST_001 — Espace clos',
      'SST_003 — Produits de nettoyage caustiques',
      'Critique',
      'Élevé',
      'Photo 1 — affiche-cuve.jpg',
      'Méthode d’analyse',
      'Avis juridique',
      'Approbation du rapport',
      '«\u00a0les employés descendent dans la cuve de fermentation pour la nettoyer\u00a0»',
      'Ventilation mécanique et détection continue de l’O2 et du CO2',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.indexOf('SST_001 — Espace clos')).toBeLessThan(text.indexOf('SST_003 — Produits'));
    for (const character of ['é', 'è', 'à', 'ç', 'œ', '«', '»', '’']) expect(text).toContain(character);
    expect(text).not.toContain('SST_002');
    expect(text).not.toContain('Manutention manuelle');
  });

  it('is an editable Word document: headings, lists, tables, pictures, page fields, Inter embedded', async () => {
    const { zip, xml } = await render({ analysis: frenchFixture(), selected: ['SST_001'] });
    expect(xml).toContain('w:pStyle w:val="Heading1"');
    expect(xml).toContain('w:pStyle w:val="Heading2"');
    expect(xml).toContain('<w:tbl>');
    expect(xml).toContain('<w:numPr>');
    expect(xml).toContain('TOC \\h');
    expect(Object.keys(zip.files).some((name) => /^word\/media\/.+/.test(name))).toBe(true);
    expect(Object.keys(zip.files).filter((name) => name.startsWith('word/fonts/'))).toHaveLength(3);
    const footers = await Promise.all(
      Object.keys(zip.files)
        .filter((name) => /^word\/footer\d*\.xml$/.test(name))
        .map((name) => zip.file(name)!.async('string')),
    );
    expect(footers.join('')).toMatch(/PAGE[\s\S]*NUMPAGES/);
    const settings = await zip.file('word/document.xml')!.async('string');
    expect(settings).toContain('w:w="11906"');
  });

  it('writes an English analysis in English on Letter paper', async () => {
    const { text, xml } = await render({
      analysis: englishFixture(),
      selected: ['SST_001'],
      paper: 'LETTER',
    });
    for (const expected of [
      'Contents',
      'Executive summary',
      'SST_001 — Confined space',
      'Critical',
      'Legal notice',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Caustic cleaning chemicals');
    expect(xml).toContain('w:w="12240"');
    expect(xml).toContain('w:h="15840"');
  });
});
