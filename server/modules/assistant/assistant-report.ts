import PDFDocument from 'pdfkit';
import { getJurisdiction } from '../../../common/domain/jurisdictions';
import type { Language } from '../../../common/i18n/language';
import { translate } from '../../platform/i18n/translate';
import { fontName, INTER_FACES, registerReportFonts } from '../../platform/pdf/report-fonts';
import type { HistoryRow } from './assistant.repository';

const label = (language: Language, key: string, params?: Record<string, string | number>) =>
  translate({ language, namespace: 'assistant-answer', key: `report.${key}`, params });

const dateOf = (row: HistoryRow, language: Language) =>
  row.createdAt.toLocaleString(language === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Toronto',
  });

/** The card's fields in order (spec part 2 §2.3), shared by the PDF and the text file. */
function fieldsOf(row: HistoryRow, language: Language): [string, string][] {
  return [
    [label(language, 'date'), dateOf(row, language)],
    [label(language, 'province'), getJurisdiction(row.province).name[language]],
    [label(language, 'id'), row.id],
    [label(language, 'question'), row.question],
    [label(language, 'files'), row.fileNames.join(', ')],
  ];
}

const sourceLine = (row: HistoryRow, language: Language, index: number) => {
  const citation = row.citations[index];
  if (!citation) return '';
  const where = [citation.page ? label(language, 'page', { page: citation.page }) : null, citation.riskId]
    .filter(Boolean)
    .join(', ');
  return `[${citation.ref}] ${citation.name}${where ? ` (${where})` : ''} — ${citation.excerpt}`;
};

/**
 * The text file of a consultation, UTF-8 with a byte-order mark: Windows Notepad and Excel read a
 * file without one as the local code page and garble « é », which French reports are full of.
 */
export function renderAssistantText(row: HistoryRow): Buffer {
  const language = row.language;
  const lines = [
    label(language, 'title'),
    '',
    ...fieldsOf(row, language).map(([name, value]) => `${name}${label(language, 'separator')}${value}`),
    '',
    `${label(language, 'answer')}`,
    '',
    row.answer,
    '',
    label(language, 'sources'),
    ...row.citations.map((_, index) => sourceLine(row, language, index)),
  ];
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')]);
}

/** The PDF of a consultation: the report card's fields, the answer with its [n] marks, then the sources. */
export async function renderAssistantPdf(row: HistoryRow): Promise<Buffer> {
  const language = row.language;
  const regular = fontName(
    'latin',
    INTER_FACES.find((face) => face.weight === 400 && face.style === 'normal')!,
  );
  const bold = fontName('latin', INTER_FACES.find((face) => face.weight === 700 && face.style === 'normal')!);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: label(language, 'title') },
    lang: language,
  });
  registerReportFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));

  doc.font(bold, 18).fillColor('#0f2d52').text(label(language, 'title'));
  doc.moveDown(0.8);
  for (const [name, value] of fieldsOf(row, language)) {
    doc
      .font(bold, 10)
      .fillColor('#333333')
      .text(`${name}${label(language, 'separator')}`, { continued: true });
    doc.font(regular, 10).text(value);
  }
  doc.moveDown(0.8);
  doc.font(bold, 13).fillColor('#0f2d52').text(label(language, 'answer'));
  doc.moveDown(0.4);
  for (const line of row.answer.split('\n')) {
    if (line.startsWith('## ')) {
      doc.moveDown(0.3).font(bold, 11).fillColor('#0f2d52').text(line.slice(3));
    } else {
      doc
        .font(regular, 10)
        .fillColor('#222222')
        .text(line || ' ');
    }
  }
  doc.moveDown(0.8);
  doc.font(bold, 13).fillColor('#0f2d52').text(label(language, 'sources'));
  doc.moveDown(0.4);
  row.citations.forEach((_, index) => {
    doc
      .font(regular, 9)
      .fillColor('#333333')
      .text(sourceLine(row, language, index));
  });
  doc.moveDown(1);
  doc
    .font(regular, 8)
    .fillColor('#666666')
    .text(label(language, 'generated', { date: dateOf(row, language) }));
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
