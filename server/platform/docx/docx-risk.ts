import { ExternalHyperlink, Paragraph, TableRow } from 'docx';
import { fillLabel, type ReportModel, type ReportRisk } from '../../modules/reports/report-model';
import { badge, box, bullets, COLORS, cell, heading3, label, paragraph, run, table } from './docx-blocks';
import { riskHeading } from './docx-summary';

/**
 * One risk sheet, as in the PDF: facts, description, evidence, measures in place and residual rating, rating
 * rationale, measures by level, recommendation, references.
 */
export function riskBlocks(model: ReportModel, risk: ReportRisk, first: boolean) {
  const { labels, paper } = model;
  const fact = (title: string, ...children: ReturnType<typeof run>[]) =>
    cell([paragraph([label(title)], { spacingAfter: 40 }), paragraph(children, { spacingAfter: 0 })], {
      fill: COLORS.wash,
    });
  const facts = table({
    paper,
    columns: [1, 1, 1.6],
    rows: [
      new TableRow({
        cantSplit: true,
        children: [
          fact(labels.risk.severity, badge(risk.severityLabel, risk.severityColors, 19)),
          fact(labels.risk.likelihood, run(risk.likelihoodLabel, { bold: true, size: 20 })),
          fact(
            labels.risk.priority,
            badge(risk.priorityCode, risk.priorityColors, 19),
            run(`  ${risk.priorityAction}`, { bold: true, size: 20 }),
          ),
        ],
      }),
    ],
  });

  const evidence = risk.evidence.map(
    (item) =>
      new Paragraph({
        border: { left: { style: 'single', size: 12, color: COLORS.rule, space: 8 } },
        indent: { left: 160 },
        spacing: { after: 100 },
        children:
          item.quote === null
            ? [run(item.source, { color: COLORS.muted })]
            : [
                run(item.quote, { italics: true }),
                run(item.source, { break: 1, size: 16, color: COLORS.muted }),
              ],
      }),
  );

  const levels = risk.measures.map((level, index) => ({ ...level, label: `${index + 1}. ${level.label}` }));
  const rows = [
    ...levels.filter((level) => level.items.length > 0),
    ...(risk.otherMeasures.length > 0
      ? [{ level: 'other', label: labels.risk.otherMeasures, items: risk.otherMeasures }]
      : []),
  ];
  const empty = levels.filter((level) => level.items.length === 0).map((level) => level.label);
  const measures = table({
    paper,
    columns: [34, 66],
    borders: true,
    rows: rows.map(
      (row) =>
        new TableRow({
          cantSplit: true,
          children: [
            cell(
              [
                paragraph([run(row.label, { bold: true, size: 17, color: COLORS.navy })], {
                  spacingAfter: 0,
                }),
              ],
              {
                fill: COLORS.wash,
              },
            ),
            cell(bullets(row.items)),
          ],
        }),
    ),
  });

  const references =
    risk.references.length === 0
      ? [paragraph([run(labels.risk.noReference, { color: COLORS.muted })])]
      : risk.references.map(
          (reference) =>
            new Paragraph({
              keepLines: true,
              spacing: { after: 140 },
              children: [
                run(reference.citation, { bold: true, color: COLORS.navy }),
                ...(reference.generalDuty
                  ? [run(`  ·  ${labels.risk.generalDuty}`, { color: COLORS.muted })]
                  : []),
                run(reference.title, { break: 1 }),
                run('', { break: 1 }),
                new ExternalHyperlink({
                  link: reference.url,
                  children: [run(reference.url, { style: 'Hyperlink', size: 16 })],
                }),
              ],
            }),
        );

  return [
    // The sheet starts a page; the eyebrow, not the heading, opens it.
    new Paragraph({
      pageBreakBefore: !first,
      keepNext: true,
      spacing: { after: 0 },
      children: [label(fillLabel(labels.risk.eyebrow, { id: risk.id }))],
    }),
    riskHeading(risk.id, `${risk.id} — ${risk.title}`),
    facts,
    paragraph([run(risk.priorityJustification, { size: 16, color: COLORS.muted })]),
    heading3(labels.risk.description),
    paragraph(risk.description),
    heading3(labels.risk.evidence),
    ...evidence,
    ...controlBlocks(labels, risk),
    heading3(labels.risk.measures),
    measures,
    ...(empty.length > 0
      ? [
          paragraph([
            run(`${labels.risk.noMeasureLevels} ${empty.join(' · ')}`, { size: 17, color: COLORS.muted }),
          ]),
        ]
      : []),
    box({
      paper,
      fill: COLORS.yellowWash,
      accent: COLORS.yellow,
      children: [
        paragraph([label(labels.risk.recommendation)], { spacingAfter: 40 }),
        paragraph([run(risk.recommendation, { size: 20 })], { spacingAfter: 0 }),
      ],
    }),
    heading3(labels.risk.references),
    ...references,
  ];
}

/** What the evidence says is already in place, the rating it leaves and why (issue 12), as in the PDF. */
function controlBlocks(labels: ReportModel['labels'], risk: ReportRisk) {
  const { residual } = risk;
  return [
    ...(risk.existingMeasures.length > 0
      ? [heading3(labels.risk.existingMeasures), ...bullets(risk.existingMeasures)]
      : []),
    ...(residual
      ? [
          heading3(labels.risk.residual),
          paragraph([
            badge(residual.severityLabel, residual.severityColors, 19),
            run('   '),
            badge(residual.priorityCode, residual.priorityColors, 19),
            run(`  ${residual.priorityAction}`, { bold: true, size: 20 }),
            ...(residual.inherentNote
              ? [run(residual.inherentNote, { break: 1, size: 16, color: COLORS.muted })]
              : []),
          ]),
        ]
      : []),
    ...(risk.rationale ? [heading3(labels.risk.rationale), paragraph(risk.rationale)] : []),
  ];
}
