import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  ImageRun,
  LevelFormat,
  LineRuleType,
  Packer,
  PageNumber,
  Paragraph,
  TableOfContents,
  TabStopType,
  TextRun,
} from 'docx';
import { estimatePageNumbers } from 'docx/layout';
import sharp from 'sharp';
import type { ReportModel } from '../../modules/reports/report-model';
import { loadInter } from '../pdf/report-fonts';
import { type LoadReportImage, prepareReportImages } from '../pdf/report-images';
import { listSections, type SectionKey } from '../pdf/report-sections';
import { COLORS, contentWidth, FONT, PAGE, pageMargins, run } from './docx-blocks';
import { closingBlocks } from './docx-closing';
import { coverBlocks } from './docx-cover';
import { imageBlocks, methodBlocks } from './docx-method';
import { riskBlocks } from './docx-risk';
import { summaryBlocks } from './docx-summary';

// The mark of web/ui/Logo.tsx; Word takes pictures, not vectors drawn in code.
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="256" height="256">
  <path d="M16 2 28 6v9c0 7.5-5.2 13.2-12 15C9.2 28.2 4 22.5 4 15V6z" fill="#0f2d4a"/>
  <path d="M16 2 28 6v9c0 7.5-5.2 13.2-12 15z" fill="#174a77"/>
  <path d="M7.5 16c2.6-4.6 14.4-4.6 17 0-2.6 4.6-14.4 4.6-17 0z" fill="#fff"/>
  <circle cx="16" cy="16" r="3.4" fill="#f5b700"/><circle cx="16" cy="16" r="1.5" fill="#0f2d4a"/></svg>`;
let logo: Promise<Buffer> | null = null;

/**
 * Renders the report model as an editable Word document: the same sections in the same order as the
 * PDF, with real headings (a table of contents Word can update), tables, lists and pictures, and Inter
 * embedded so it looks the same on a computer that lacks it.
 */
export async function renderReportDocx(
  model: ReportModel,
  options: { loadImage: LoadReportImage },
): Promise<Buffer> {
  logo ??= sharp(Buffer.from(LOGO_SVG)).png().toBuffer();
  const [images, mark] = await Promise.all([prepareReportImages(model.images, options.loadImage), logo]);
  const sections = listSections(model, images.length > 0);
  const title = (key: SectionKey) => {
    const section = sections.find((candidate) => candidate.key === key)!;
    return `${section.number}\u2002${section.title}`;
  };
  const { labels } = model;
  const width = contentWidth(model.paper);

  const body = [
    new Paragraph({ style: 'TocTitle', children: [run(labels.toc.title)] }),
    new TableOfContents(labels.toc.title, { hyperlink: true, headingStyleRange: '1-2' }),
    ...summaryBlocks(model, title('summary')),
    new Paragraph({ text: title('risks'), heading: 'Heading1', pageBreakBefore: true }),
    ...model.risks.flatMap((risk, index) => riskBlocks(model, risk, index === 0)),
    ...(images.length > 0 ? imageBlocks(model, images, title('images')) : []),
    ...methodBlocks(model, title('method')),
    ...closingBlocks(model, title('legal'), title('signOff')),
  ];

  const header = new Header({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: width }],
        border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: COLORS.rule, space: 6 } },
        children: [
          new ImageRun({ type: 'png', data: mark, transformation: { width: 16, height: 16 } }),
          run(' Risque', { bold: true, size: 17, color: COLORS.navy }),
          run('Vision', { bold: true, size: 17, color: COLORS.blue }),
          new TextRun({ children: ['\t', model.runningTitle], size: 15, color: COLORS.muted }),
        ],
      }),
    ],
  });
  // "Page {{page}} / {{total}}": Word's page fields go where the placeholders are, in either language.
  const pageParts = model.footer.pageTemplate
    .split(/(\{\{\s*(?:page|total)\s*\}\})/)
    .filter(Boolean)
    .map((part) =>
      /\{\{\s*page\s*\}\}/.test(part)
        ? PageNumber.CURRENT
        : /\{\{\s*total\s*\}\}/.test(part)
          ? PageNumber.TOTAL_PAGES
          : part,
    );
  const footer = new Footer({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: width }],
        border: { top: { style: BorderStyle.SINGLE, size: 4, color: COLORS.rule, space: 6 } },
        children: [
          new TextRun({
            children: [model.footer.analysis, '\t', ...pageParts],
            size: 15,
            color: COLORS.muted,
          }),
        ],
      }),
    ],
  });

  const page = { size: PAGE[model.paper], margin: pageMargins };
  const document = new Document({
    creator: model.author,
    title: labels.documentTitle,
    subject: model.area,
    description: labels.documentTitle,
    fonts: [
      {
        name: FONT,
        data: loadInter('latin', { weight: 400, style: 'normal' }),
        bold: loadInter('latin', { weight: 700, style: 'normal' }),
        italic: loadInter('latin', { weight: 400, style: 'italic' }),
      },
    ],
    // Page numbers worked out as Word lays the pages out, so the contents are complete before Word
    // updates them (and in readers that never do).
    pageNumbers: estimatePageNumbers,
    styles: documentStyles(model.language === 'fr' ? 'fr-CA' : 'en-CA'),
    numbering: {
      config: [
        {
          reference: 'bullets',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 300, hanging: 220 } }, run: { color: COLORS.blue } },
            },
          ],
        },
        {
          reference: 'numbers',
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: '%1.',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 340, hanging: 300 } } },
            },
          ],
        },
      ],
    },
    sections: [
      { properties: { page }, children: coverBlocks(model, mark) },
      { properties: { page }, headers: { default: header }, footers: { default: footer }, children: body },
    ],
  });
  return Packer.toBuffer(document);
}

function documentStyles(language: string) {
  const heading = (id: string, name: string, size: number, spacing: { before: number; after: number }) => ({
    id,
    name,
    basedOn: 'Normal',
    next: 'Normal',
    quickFormat: true,
    run: { font: FONT, size, bold: true, color: COLORS.navy },
    paragraph: { spacing, keepNext: true, keepLines: true },
  });
  return {
    default: {
      document: {
        run: { font: FONT, size: 19, color: COLORS.ink, language: { value: language } },
        // lineRule spelled out: LibreOffice reads a bare w:line as an exact height, clipping pictures.
        paragraph: { spacing: { after: 100, line: 276, lineRule: LineRuleType.AUTO } },
      },
    },
    paragraphStyles: [
      heading('Heading1', 'Heading 1', 36, { before: 0, after: 240 }),
      heading('Heading2', 'Heading 2', 32, { before: 40, after: 160 }),
      heading('Heading3', 'Heading 3', 21, { before: 220, after: 100 }),
      { ...heading('TocTitle', 'TOC Title', 36, { before: 0, after: 240 }), next: 'Normal' },
    ],
  };
}
