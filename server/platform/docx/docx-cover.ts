import { BorderStyle, ImageRun, LineRuleType, Paragraph, TableRow } from 'docx';
import type { ReportModel } from '../../modules/reports/report-model';
import { box, COLORS, cell, label, NO_BORDER, paragraph, RULE, run, spacer, table } from './docx-blocks';

/** The cover: the brand band, what was analysed, for whom, when, by whom and with what. */
export function coverBlocks(model: ReportModel, logo: Buffer) {
  const { labels, paper } = model;
  const band = table({
    paper,
    columns: [1],
    rows: [
      new TableRow({
        children: [
          cell(
            [
              new Paragraph({
                spacing: { after: 700 },
                children: [
                  new ImageRun({ type: 'png', data: logo, transformation: { width: 44, height: 44 } }),
                  run('  Risque', { size: 36, bold: true, color: COLORS.white }),
                  run('Vision', { size: 36, bold: true, color: COLORS.yellow }),
                ],
              }),
              new Paragraph({
                spacing: { after: 120 },
                children: [
                  run(labels.cover.eyebrow.toLocaleUpperCase('fr-CA'), {
                    size: 16,
                    bold: true,
                    color: COLORS.yellow,
                    characterSpacing: 30,
                  }),
                ],
              }),
              new Paragraph({
                spacing: { after: 200, line: 264, lineRule: LineRuleType.AUTO },
                children: [run(labels.cover.title, { size: 50, bold: true, color: COLORS.white })],
              }),
              new Paragraph({
                spacing: { after: 200 },
                children: [run(model.area, { size: 26, color: 'C8D7E7' })],
              }),
            ],
            {
              fill: COLORS.navy,
              margins: { top: 500, bottom: 400, left: 500, right: 500 },
              borders: {
                top: NO_BORDER,
                left: NO_BORDER,
                right: NO_BORDER,
                bottom: { style: BorderStyle.SINGLE, size: 48, color: COLORS.yellow },
              },
            },
          ),
        ],
      }),
    ],
  });

  const information = table({
    paper,
    columns: [3, 7],
    rows: model.cover.rows.map(
      (row) =>
        new TableRow({
          cantSplit: true,
          children: [
            cell([paragraph([label(row.label)], { spacingAfter: 0 })], { borders: { bottom: RULE } }),
            cell([paragraph(row.value, { spacingAfter: 0 })], { borders: { bottom: RULE } }),
          ],
        }),
    ),
  });

  const card = (title: string, lines: string[]) =>
    cell(
      [
        paragraph([label(title)], { spacingAfter: 60 }),
        ...lines.map((line, index) =>
          paragraph(
            [run(line, index === 0 ? { bold: true, size: 22, color: COLORS.navy } : { color: COLORS.muted })],
            {
              spacingAfter: 0,
            },
          ),
        ),
      ],
      {
        fill: COLORS.wash,
        margins: { top: 160, bottom: 160, left: 200, right: 200 },
        borders: { left: { style: BorderStyle.SINGLE, size: 24, color: COLORS.yellow } },
      },
    );
  const preparedBy = [model.preparedBy.name, model.preparedBy.organisation].filter(Boolean);
  const cards = table({
    paper,
    columns: [10, 1, 10],
    rows: [
      new TableRow({
        children: [
          card(labels.cover.preparedBy, preparedBy),
          cell([paragraph('')]),
          card(labels.cover.reportDate, [model.cover.reportDate]),
        ],
      }),
    ],
  });

  return [
    band,
    spacer(240),
    new Paragraph({
      spacing: { after: 120 },
      children: [run(labels.cover.clientInformation, { bold: true, size: 21, color: COLORS.navy })],
    }),
    information,
    spacer(280),
    cards,
    spacer(600),
    box({
      paper,
      fill: COLORS.white,
      children: [
        paragraph([run(labels.cover.confidential, { size: 16, color: COLORS.muted })], { spacingAfter: 40 }),
        paragraph([run(`${labels.cover.reference} ${model.analysisId}`, { size: 16, color: '8A96A3' })], {
          spacingAfter: 0,
        }),
      ],
    }),
  ];
}
