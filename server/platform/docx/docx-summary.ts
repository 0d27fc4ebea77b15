import { Bookmark, HeadingLevel, InternalHyperlink, Paragraph, TableRow } from 'docx';
import type { Colors, ReportModel } from '../../modules/reports/report-model';
import {
  badge,
  box,
  bullets,
  COLORS,
  cell,
  heading1,
  heading3,
  hex,
  paragraph,
  RULE,
  run,
  spacer,
  table,
} from './docx-blocks';

/** Word bookmark names: a letter first, then letters, digits and underscores only. */
export const riskBookmark = (riskId: string) => `risk_${riskId.replace(/\W/g, '_')}`;

/** Counts over their labels, on the severity colours (filled) or edged with the priority colours. */
function chips(
  model: ReportModel,
  items: { label: string; count: number; colors: Colors }[],
  filled: boolean,
) {
  return table({
    paper: model.paper,
    columns: items.flatMap((_, index) => (index === 0 ? [10] : [1, 10])),
    rows: [
      new TableRow({
        children: items.flatMap((item, index) => {
          const text = filled ? hex(item.colors.text) : COLORS.navy;
          const chip = cell(
            [
              paragraph([run(String(item.count), { bold: true, size: filled ? 40 : 30, color: text })], {
                spacingAfter: 0,
              }),
              paragraph([run(item.label, { bold: true, size: 15, color: filled ? text : COLORS.muted })], {
                spacingAfter: 0,
              }),
            ],
            filled
              ? { fill: hex(item.colors.background) }
              : {
                  fill: COLORS.wash,
                  borders: { left: { style: 'single', size: 32, color: hex(item.colors.background) } },
                },
          );
          return index === 0 ? [chip] : [cell([paragraph('')]), chip];
        }),
      }),
    ],
  });
}

/** The executive summary: counts, what to do first, the register of risks, and how to read the rest. */
export function summaryBlocks(model: ReportModel, title: string) {
  const { labels, summary, paper } = model;
  const urgent = summary.priorityCounts[0]!.colors;
  const columns = labels.columns;
  const header = new TableRow({
    tableHeader: true,
    children: [columns.id, columns.risk, columns.severity, columns.likelihood, columns.priority].map((text) =>
      cell([paragraph([run(text, { bold: true, size: 16, color: COLORS.white })], { spacingAfter: 0 })], {
        fill: COLORS.navy,
      }),
    ),
  });
  const rows = model.risks.map(
    (risk) =>
      new TableRow({
        cantSplit: true,
        children: [
          cell([
            paragraph(
              [
                new InternalHyperlink({
                  anchor: riskBookmark(risk.id),
                  children: [run(risk.id, { style: 'Hyperlink' })],
                }),
              ],
              { spacingAfter: 0 },
            ),
          ]),
          cell([paragraph(risk.title, { spacingAfter: 0 })]),
          cell([paragraph([badge(risk.severityLabel, risk.severityColors, 16)], { spacingAfter: 0 })]),
          cell([paragraph(risk.likelihoodLabel, { spacingAfter: 0 })]),
          cell([paragraph([badge(risk.priorityCode, risk.priorityColors, 16)], { spacingAfter: 0 })]),
        ],
      }),
  );

  return [
    heading1(title),
    paragraph([run(`${summary.intro} ${summary.urgent}`, { size: 21 })]),
    ...(summary.evidenceRead
      ? [
          new Paragraph({
            border: { left: { style: 'single', size: 18, color: COLORS.blue, space: 8 } },
            indent: { left: 160 },
            children: [run(summary.evidenceRead, { size: 20 })],
          }),
        ]
      : []),
    heading3(labels.summary.bySeverity),
    chips(model, summary.severityCounts, true),
    heading3(labels.summary.byPriority),
    chips(model, summary.priorityCounts, false),
    heading3(labels.summary.priorityOne),
    ...(summary.priorityOne.length === 0
      ? [paragraph(labels.summary.noPriorityOne)]
      : summary.priorityOne.map(
          (risk) =>
            new Paragraph({
              border: { left: { style: 'single', size: 18, color: hex(urgent.background), space: 6 } },
              indent: { left: 140 },
              spacing: { after: risk.recommendation ? 120 : 40 },
              children: [
                badge('P1', urgent),
                run(`  ${risk.id} — ${risk.title}`, { bold: true, color: COLORS.navy }),
                ...(risk.recommendation ? [run(risk.recommendation, { break: 1, color: COLORS.muted })] : []),
              ],
            }),
        )),
    heading3(labels.summary.register),
    table({ paper, columns: [12, 38, 16, 18, 12], rows: [header, ...rows], borders: true }),
    spacer(240),
    box({
      paper,
      fill: COLORS.wash,
      children: [
        paragraph([run(labels.summary.readingGuideTitle, { bold: true, size: 21, color: COLORS.navy })]),
        ...bullets(labels.summary.readingGuide),
      ],
    }),
  ];
}

/** The heading of a risk sheet, bookmarked so the register's ids link to it. */
export function riskHeading(riskId: string, text: string) {
  return new Paragraph({
    heading: HeadingLevel.HEADING_2,
    border: { bottom: { ...RULE, size: 16, color: COLORS.yellow, space: 4 } },
    children: [new Bookmark({ id: riskBookmark(riskId), children: [run(text)] })],
  });
}
