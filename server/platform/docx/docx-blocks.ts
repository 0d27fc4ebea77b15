import {
  AlignmentType,
  BorderStyle,
  HeadingLevel,
  type IBorderOptions,
  type ITableCellOptions,
  LineRuleType,
  Paragraph,
  type ParagraphChild,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { Colors, ReportPaper } from '../../modules/reports/report-model';

/**
 * The building blocks of the Word report: the PDF's colours and type scale expressed in Word's units
 * (sizes in half-points, widths in twentieths of a point), so both documents look like one product.
 */

export const COLORS = {
  navy: '0F2D4A',
  blue: '174A77',
  yellow: 'F5B700',
  yellowWash: 'FFF6DB',
  ink: '1F2933',
  muted: '5B6776',
  rule: 'D5DDE6',
  wash: 'F3F6F9',
  white: 'FFFFFF',
} as const;

export const FONT = 'Inter';
const MARGIN = 1080;

export const PAGE: Readonly<Record<ReportPaper, { width: number; height: number }>> = {
  A4: { width: 11906, height: 16838 },
  LETTER: { width: 12240, height: 15840 },
};

export const pageMargins = { top: 1300, bottom: 1200, left: MARGIN, right: MARGIN, header: 600, footer: 560 };

/** The width between the margins, which every full-width table takes. */
export const contentWidth = (paper: ReportPaper) => PAGE[paper].width - 2 * MARGIN;

export const hex = (color: string) => color.replace('#', '').toUpperCase();

export const NO_BORDER: IBorderOptions = { style: BorderStyle.NONE, size: 0, color: 'auto' };
export const RULE: IBorderOptions = { style: BorderStyle.SINGLE, size: 4, color: COLORS.rule };
const NO_BORDERS = { top: NO_BORDER, bottom: NO_BORDER, left: NO_BORDER, right: NO_BORDER };

export function run(
  text: string,
  options: Omit<ConstructorParameters<typeof TextRun>[0] & object, 'text'> = {},
) {
  return new TextRun({ text, ...options });
}

/** An uppercase grey label, as above every value of the PDF. */
export const label = (text: string) =>
  run(text.toLocaleUpperCase('fr-CA'), { size: 14, bold: true, color: COLORS.muted, characterSpacing: 12 });

/** A severity or priority label on its colour, as a shaded run (stays editable as text). */
export function badge(text: string, colors: Colors, size = 18) {
  return run(`\u00a0${text}\u00a0`, {
    bold: true,
    size,
    color: hex(colors.text),
    shading: { type: ShadingType.CLEAR, fill: hex(colors.background), color: 'auto' },
  });
}

export function paragraph(children: ParagraphChild[] | string, options: { spacingAfter?: number } = {}) {
  return new Paragraph({
    children: typeof children === 'string' ? [run(children)] : children,
    spacing: options.spacingAfter === undefined ? undefined : { after: options.spacingAfter },
  });
}

export const heading1 = (text: string, pageBreakBefore = true) =>
  new Paragraph({ text, heading: HeadingLevel.HEADING_1, pageBreakBefore });

export const heading3 = (text: string) =>
  new Paragraph({ text, heading: HeadingLevel.HEADING_3, keepNext: true });

export function bullets(items: readonly string[], options: { numbered?: number } = {}) {
  return items.map(
    (item) =>
      new Paragraph({
        children: [run(item)],
        numbering:
          options.numbered === undefined
            ? { reference: 'bullets', level: 0 }
            : { reference: 'numbers', level: 0, instance: options.numbered },
        spacing: { after: 40 },
      }),
  );
}

export function cell(
  children: (Paragraph | Table)[],
  options: Partial<ITableCellOptions> & { fill?: string } = {},
) {
  const { fill, ...rest } = options;
  return new TableCell({
    children,
    margins: { top: 80, bottom: 80, left: 110, right: 110 },
    borders: NO_BORDERS,
    ...(fill ? { shading: { type: ShadingType.CLEAR, fill, color: 'auto' } } : {}),
    ...rest,
  });
}

/** A full-width table with fixed column widths (Word otherwise resizes columns to their content). */
export function table(options: {
  paper: ReportPaper;
  columns: number[];
  rows: TableRow[];
  borders?: boolean;
}): Table {
  const total = contentWidth(options.paper);
  const sum = options.columns.reduce((a, b) => a + b, 0);
  const widths = options.columns.map((column) => Math.round((column / sum) * total));
  return new Table({
    width: { size: total, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: options.borders
      ? {
          top: RULE,
          bottom: RULE,
          left: NO_BORDER,
          right: NO_BORDER,
          insideHorizontal: RULE,
          insideVertical: NO_BORDER,
        }
      : { ...NO_BORDERS, insideHorizontal: NO_BORDER, insideVertical: NO_BORDER },
    rows: options.rows,
  });
}

/** A shaded box around paragraphs (reading guide, recommendation, legal notice). */
export function box(options: {
  paper: ReportPaper;
  children: Paragraph[];
  fill: string;
  accent?: string;
}): Table {
  return table({
    paper: options.paper,
    columns: [1],
    rows: [
      new TableRow({
        cantSplit: true,
        children: [
          cell(options.children, {
            fill: options.fill,
            margins: { top: 140, bottom: 140, left: 200, right: 200 },
            borders: {
              ...NO_BORDERS,
              ...(options.accent
                ? { left: { style: BorderStyle.SINGLE, size: 24, color: options.accent } }
                : {}),
            },
          }),
        ],
      }),
    ],
  });
}

/** Space between blocks where a table ends and the next one starts (Word glues adjacent tables). */
export const spacer = (after = 120) =>
  new Paragraph({ spacing: { after, line: 120, lineRule: LineRuleType.EXACT }, children: [] });

export const centered = (children: ParagraphChild[]) =>
  new Paragraph({ alignment: AlignmentType.CENTER, children });
