import JSZip from 'jszip';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { WorkplaceAnalysis } from '../../../common/contract/analysis';
import { buildReportModel, type ReportPaper } from '../../modules/reports/report-model';
import { controlledFixture, englishFixture, frenchFixture, sectorOnlyFixture } from '../pdf/report-fixtures';
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

  it.each([
    {
      language: 'fr' as const,
      lines: [
        'Mesures en place',
        'Un diable à fûts est disponible à chaque poste de remplissage.',
        'Les employés ont suivi la formation sur les méthodes de manutention en janvier.',
        'Cote résiduelle',
        'Gravité avant ces mesures\u00a0: Élevé',
        'Justification de la cote',
      ],
      rating: /Modéré.*P4.*Surveiller/,
    },
    {
      language: 'en' as const,
      lines: [
        'Existing measures',
        'A keg trolley is available at every filling station.',
        'Staff took the manual handling training in January.',
        'Residual rating',
        'Severity before these measures: High',
        'Rating rationale',
      ],
      rating: /Moderate.*P4.*Monitor/,
    },
  ])('lists the measures in place, the residual rating and its rationale ($language)', async (expected) => {
    const { text } = await render({ analysis: controlledFixture(expected.language), selected: ['SST_002'] });
    const lines = text.split('\n');
    // Each heading and measure is a paragraph of its own, in the order of the PDF.
    const positions: number[] = [];
    for (const line of expected.lines) {
      const from = (positions.at(-1) ?? -1) + 1;
      const found = lines.slice(from).findIndex((candidate) => candidate.includes(line));
      expect(found, line).toBeGreaterThanOrEqual(0);
      positions.push(from + found);
    }
    expect(lines[positions[0]!]).toBe(expected.lines[0]);
    expect(lines[positions[3]!]).toBe(expected.lines[3]);
    expect(lines[positions[3]! + 1]).toMatch(expected.rating);
  });

  it('says in the summary what was read when the evidence raised no hazard', async () => {
    const { text } = await render({ analysis: sectorOnlyFixture(), selected: ['SST_001'] });
    expect(text).toContain(
      "Lu : 2 fichiers (1 photo, 1 document) et vos instructions (10 mots). Aucun danger n'y a été relevé.",
    );
  });
});
