import { BorderStyle, Paragraph, TableRow } from 'docx';
import type { ReportModel } from '../../modules/reports/report-model';
import { box, COLORS, cell, heading1, label, paragraph, run, table } from './docx-blocks';

/** The legal notice, then who prepared the report and who signs it, with lines to sign and date on. */
export function closingBlocks(model: ReportModel, legalTitle: string, signOffTitle: string) {
  const { labels, paper } = model;
  const line = (title: string, value: string, tall = false) => [
    paragraph([label(title)], { spacingAfter: 0 }),
    new Paragraph({
      spacing: { before: tall ? 480 : 60, after: 200 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: COLORS.muted, space: 2 } },
      children: [run(value || '\u00a0', { size: 20 })],
    }),
  ];
  const column = (title: string, lines: Paragraph[]) =>
    cell([paragraph([run(title, { bold: true, size: 21, color: COLORS.navy })]), ...lines], {
      margins: { top: 80, bottom: 80, left: 160, right: 320 },
    });

  return [
    heading1(legalTitle),
    box({
      paper,
      fill: COLORS.wash,
      children: labels.legal.paragraphs.map((text) => paragraph(text)),
    }),
    heading1(signOffTitle, false),
    paragraph(labels.signOff.intro),
    table({
      paper,
      columns: [1, 1],
      rows: [
        new TableRow({
          cantSplit: true,
          children: [
            column(labels.signOff.preparedBy, [
              ...line(labels.signOff.name, model.preparedBy.name),
              ...line(labels.signOff.organisation, model.preparedBy.organisation),
              ...line(labels.signOff.date, model.generatedAtLabel),
            ]),
            column(labels.signOff.approvedBy, [
              ...line(labels.signOff.name, model.assessor?.name ?? ''),
              ...line(labels.signOff.title, model.assessor?.title ?? ''),
              ...line(labels.signOff.signature, '', true),
              ...line(labels.signOff.date, ''),
            ]),
          ],
        }),
      ],
    }),
  ];
}
