import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnalysisFile, WorkplaceAnalysis } from '../../../common/contract/analysis';
import { buildReportModel, type ReportPaper } from '../../modules/reports/report-model';
import { controlledFixture, englishFixture, frenchFixture, sectorOnlyFixture } from './report-fixtures';
import { renderReportPdf } from './report-pdf';

// The PDFs are opened with the real readers (poppler, qpdf), not inspected as bytes.
const folder = mkdtempSync(join(tmpdir(), 'rv-report-pdf-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let count = 0;
async function render(options: {
  analysis: WorkplaceAnalysis;
  selected: string[];
  paper?: ReportPaper;
  loadImage?: (file: AnalysisFile) => Promise<Buffer | null>;
  preparedBy?: string;
}) {
  const model = buildReportModel({
    analysis: options.analysis,
    selectedRiskIds: options.selected,
    preparedBy: { name: options.preparedBy ?? 'Nora Tremblay', organisation: 'Conseil SST Tremblay inc.' },
    assessor: { name: 'Marc Gagnon', title: 'Conseiller en prévention' },
    generatedAt: new Date('2026-03-14T15:00:00Z'),
    paper: options.paper ?? 'A4',
  });
  const pdf = await renderReportPdf(model, { loadImage: options.loadImage ?? (async () => null) });
  const file = join(folder, `report-${++count}.pdf`);
  writeFileSync(file, pdf);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return {
    file,
    text: (first?: number) =>
      execFileSync(
        'pdftotext',
        ['-layout', ...(first ? ['-f', `${first}`, '-l', `${first}`] : []), file, '-'],
        {
          encoding: 'utf8',
        },
      ),
    info,
    fonts: () =>
      execFileSync('pdffonts', [file], { encoding: 'utf8' })
        .split('\n')
        .slice(2)
        .filter((line) => line.trim() !== ''),
    pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]),
    size: /Page size:\s+([\d.]+) x ([\d.]+)/.exec(info)!.slice(1).map(Number),
  };
}

const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#7a8b99' } })
    .jpeg()
    .toBuffer();

describe('the PDF report', () => {
  it('holds the selected risks only, in French, with every accent readable', async () => {
    const report = await render({ analysis: frenchFixture(), selected: ['SST_003', 'SST_001'] });
    const text = report.text();

    for (const expected of ['SST_001', 'Espace clos', 'SST_003', 'Produits de nettoyage caustiques']) {
      expect(text).toContain(expected);
    }
    expect(text.indexOf('RISQUE SST_001')).toBeLessThan(text.indexOf('RISQUE SST_003'));
    for (const character of ['é', 'è', 'à', 'ç', 'œ', '«', '»', '’']) expect(text).toContain(character);
    expect(text).toContain('Critique');
    expect(text).toContain('Élevé');
    expect(text).not.toContain('SST_002');
    expect(text).not.toContain('Manutention manuelle');
    expect(text).toContain('Avis juridique');
    expect(text).toContain('Marc Gagnon');
    expect(text).toMatch(/Page 2 \/ \d+/);

    expect(spawnSync('qpdf', ['--check', report.file]).status).toBe(0);
    expect(report.pages).toBeGreaterThanOrEqual(7);
    expect(report.pages).toBeLessThanOrEqual(14);
    expect(report.size[0]).toBeCloseTo(595.28, 1);
    expect(report.size[1]).toBeCloseTo(841.89, 1);
    const fonts = report.fonts();
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((line) => /\byes\s+yes\s+yes\b/.test(line))).toBe(true);
  });

  it('embeds Inter subsets only, and draws names beyond French with the extended face', async () => {
    const report = await render({
      analysis: frenchFixture(),
      selected: ['SST_001'],
      preparedBy: 'Łukasz Żółć',
    });
    expect(report.text()).toContain('Łukasz Żółć');
    const fonts = report.fonts();
    // Every font is an embedded subset (yes yes yes) of Inter: no standard font such as Helvetica.
    for (const line of fonts) expect(line).toMatch(/^[A-Z]{6}\+Inter-[A-Za-z]+\s.*\byes\s+yes\s+yes\b/);
    // The latin faces and at least one latin-ext face (the same names, other subsets).
    const regular = fonts.filter((line) => /\+Inter-Regular\s/.test(line));
    const bold = fonts.filter((line) => /\+Inter-Bold\s/.test(line));
    expect(regular.length + bold.length).toBeGreaterThanOrEqual(3);
  });

  it('describes the document and gives it an outline of the sections and risk sheets', async () => {
    const report = await render({ analysis: frenchFixture(), selected: ['SST_001', 'SST_003'] });
    expect(report.info).toMatch(/Title:\s+Rapport d’analyse des risques/);
    expect(report.info).toMatch(/Author:\s+Conseil SST Tremblay inc\./);
    expect(report.info).toMatch(/Subject:\s+\S/);
    const json = JSON.parse(
      execFileSync('qpdf', ['--json', '--json-key=outlines', report.file], { encoding: 'utf8' }),
    );
    type Outline = { title: string; destpageposfrom1: number; kids: Outline[] };
    const outlines = json.outlines as Outline[];
    expect(outlines.map((item) => item.title)).toEqual([
      '1. Sommaire exécutif',
      '2. Analyse détaillée des risques',
      '3. Méthode d’analyse',
      '4. Avis juridique',
      '5. Approbation du rapport',
    ]);
    const risks = outlines[1]!.kids;
    expect(risks.map((item) => item.title)).toEqual([
      'SST_001 — Espace clos',
      'SST_003 — Produits de nettoyage caustiques',
    ]);
    for (const item of [...outlines, ...risks]) {
      const title = item.title.replace(/^\d+\. /, '').split(' — ')[0]!;
      expect(report.text(item.destpageposfrom1), item.title).toContain(title);
    }
  });

  it('prints every text of the cover, the risk sheets and the method', async () => {
    const analysis = frenchFixture();
    const model = buildReportModel({
      analysis,
      selectedRiskIds: ['SST_001', 'SST_002', 'SST_003'],
      preparedBy: { name: 'Nora Tremblay', organisation: 'Conseil SST Tremblay inc.' },
      generatedAt: new Date('2026-03-14T15:00:00Z'),
      paper: 'LETTER',
    });
    const report = await render({ analysis, selected: ['SST_001', 'SST_002', 'SST_003'], paper: 'LETTER' });
    // Lines wrap anywhere, so texts are compared without their spaces, in reading order (not layout).
    const squeeze = (text: string) => text.replace(/\s+/g, '');
    const printed = squeeze(execFileSync('pdftotext', [report.file, '-'], { encoding: 'utf8' }));
    const texts = [
      ...model.cover.rows.flatMap((row) => [row.label.toUpperCase(), row.value]),
      ...model.risks.flatMap((risk) => [
        risk.title,
        risk.description,
        risk.recommendation,
        risk.severityLabel,
        risk.likelihoodLabel,
        risk.priorityAction,
        risk.priorityJustification,
        ...risk.evidence.flatMap((item) => [item.quote ?? '', item.source]),
        ...risk.measures.flatMap((level) => level.items),
        ...risk.otherMeasures,
        ...risk.references.flatMap((reference) => [reference.citation, reference.title, reference.url]),
      ]),
      ...model.method.matrix.columns,
      ...model.method.priorities.map((priority) => priority.justification),
      ...model.labels.legal.paragraphs,
    ];
    for (const text of texts.filter(Boolean)) expect(printed, text).toContain(squeeze(text));
  });

  it('lists in the table of contents the page each risk sheet starts on', async () => {
    const report = await render({ analysis: frenchFixture(), selected: ['SST_001', 'SST_002', 'SST_003'] });
    const contents = report.text(2);
    for (const id of ['SST_001', 'SST_002', 'SST_003']) {
      const page = Number(new RegExp(`${id}\\s.*?(\\d+)\\s*$`, 'm').exec(contents)?.[1]);
      expect(report.text(page), id).toContain(`RISQUE ${id}`);
    }
    for (const title of [
      'Sommaire exécutif',
      'Méthode d’analyse',
      'Avis juridique',
      'Approbation du rapport',
    ]) {
      const page = Number(new RegExp(`\\d\\s+${title}\\s.*?(\\d+)\\s*$`, 'm').exec(contents)?.[1]);
      expect(report.text(page), title).toContain(title);
    }
    // Every inner page carries the running footer with the total.
    for (let page = 2; page <= report.pages; page++) {
      expect(report.text(page)).toContain(`Page ${page} / ${report.pages}`);
    }
  });

  it('writes an English analysis in English on Letter paper', async () => {
    const report = await render({
      analysis: englishFixture(),
      selected: ['SST_001', 'SST_003'],
      paper: 'LETTER',
    });
    const text = report.text();
    for (const expected of [
      'Executive summary',
      'Confined space',
      'Critical',
      'High',
      'Legal notice',
      'Contents',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Manual handling');
    expect(text).not.toContain('Sommaire');
    expect(report.size).toEqual([612, 792]);
    expect(spawnSync('qpdf', ['--check', report.file]).status).toBe(0);
  });

  it('shows the photos it can load, numbered, and skips the others', async () => {
    const analysis = frenchFixture();
    const template = analysis.files[1]!;
    analysis.files = [
      template,
      { ...template, id: crypto.randomUUID(), name: 'disparue.jpg' },
      { ...template, id: crypto.randomUUID(), name: 'illisible.jpg' },
      { ...template, id: crypto.randomUUID(), name: 'quai-de-chargement.jpg' },
    ];
    const jpeg = await photo();
    const report = await render({
      analysis,
      selected: ['SST_001'],
      loadImage: async (file) => {
        if (file.name === 'disparue.jpg') return null;
        if (file.name === 'illisible.jpg') return Buffer.from('not an image');
        return jpeg;
      },
    });
    const text = report.text();
    expect(text).toContain('Photo 1 — affiche-cuve.jpg');
    expect(text).toContain('Photo 2 — quai-de-chargement.jpg');
    expect(text).not.toContain('disparue.jpg —');
    expect(text).toContain('Photos analysées');

    const withoutPhotos = await render({ analysis, selected: ['SST_001'] });
    expect(withoutPhotos.text()).not.toContain('Photos analysées');
  });

  it('wraps long quotes, file names and URLs inside the page', async () => {
    const analysis = frenchFixture();
    const risk = analysis.analysis.risques![0]!;
    const token = 'X'.repeat(300);
    risk.evidence[0]!.quote = `début ${token} fin`;
    risk.evidence[0]!.fileName = `${'dossier-'.repeat(20)}plan.pdf`;
    risk.references[0]!.url =
      `https://www.legisquebec.gouv.qc.ca/fr/document/rc/${'S-2.1,%20r.%2013/'.repeat(12)}`;
    risk.description = `${'Une description très longue. '.repeat(120)}`;
    const report = await render({ analysis, selected: ['SST_001'] });

    const bbox = execFileSync('pdftotext', ['-bbox', report.file, '-'], { encoding: 'utf8' });
    const pages = [...bbox.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)];
    for (const [, width, height, words] of pages) {
      for (const [, xMax, yMax] of words!.matchAll(/xMax="([\d.]+)" yMax="([\d.]+)"/g)) {
        expect(Number(xMax)).toBeLessThanOrEqual(Number(width) - 30);
        expect(Number(yMax)).toBeLessThanOrEqual(Number(height) - 15);
      }
    }
    // Wrapped, not cut: every character of the long token is still there.
    expect(report.text().match(/X/g)?.length ?? 0).toBeGreaterThanOrEqual(token.length);
  });

  // Issue 12: a controlled risk's sheet lists what is in place, its residual rating and why.
  it.each([
    {
      language: 'fr' as const,
      headings: ['Mesures en place', 'Cote résiduelle', 'Justification de la cote'],
      items: [
        'Un diable à fûts est disponible à chaque poste de remplissage.',
        'Les employés ont suivi la formation sur les méthodes de manutention en janvier.',
      ],
      rating: /Modéré\s+P4\s+Surveiller/,
      inherent: 'Gravité avant ces mesures : Élevé',
      rationale: 'cote résiduelle : modéré, compte tenu des mesures en place',
    },
    {
      language: 'en' as const,
      headings: ['Existing measures', 'Residual rating', 'Rating rationale'],
      items: [
        'A keg trolley is available at every filling station.',
        'Staff took the manual handling training in January.',
      ],
      rating: /Moderate\s+P4\s+Monitor/,
      inherent: 'Severity before these measures: High',
      rationale: 'residual rating: moderate, given the controls in place',
    },
  ])('prints the measures in place, the residual rating and its rationale ($language)', async (expected) => {
    const report = await render({ analysis: controlledFixture(expected.language), selected: ['SST_002'] });
    const text = report.text().replace(/[ \t\u00a0]+/g, ' ');
    for (const heading of expected.headings) expect(text).toContain(heading);
    for (const item of expected.items) expect(text).toContain(item);
    const sheet = text.slice(text.indexOf(expected.headings[0]!));
    expect(sheet).toMatch(expected.rating);
    expect(sheet).toContain(expected.inherent);
    expect(sheet).toContain(expected.rationale);
    // The heading comes once per sheet, after the evidence and before the measures to take.
    expect(text.split(expected.headings[0]!)).toHaveLength(2);
  });

  it('says in the summary what was read when the evidence raised no hazard', async () => {
    const text = (await render({ analysis: sectorOnlyFixture(), selected: ['SST_001'] }))
      .text()
      .replace(/\s+/g, ' ');
    expect(text).toContain(
      "Lu : 2 fichiers (1 photo, 1 document) et vos instructions (10 mots). Aucun danger n'y a été relevé.",
    );
    const evidence = (await render({ analysis: frenchFixture(), selected: ['SST_001'] })).text();
    expect(evidence).not.toContain('Aucun danger');
  });
});
