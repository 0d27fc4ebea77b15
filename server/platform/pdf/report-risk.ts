import { fillLabel, type ReportLabels, type ReportRisk } from '../../modules/reports/report-model';
import { drawRiskControls } from './report-controls';
import { type ReportFlow, stackBlocks, textBlock } from './report-flow';
import { drawMeasuresTable } from './report-measures';
import { riskAnchor } from './report-sections';
import type { Span } from './report-text';
import { COLORS, TEXT, withStyle } from './report-theme';

const factStyle = withStyle({ size: 10, weight: 600 });
const label = (text: string, color: string = COLORS.muted): Span => ({
  text: `${text}\n`,
  style: { ...TEXT.label, color },
});

/**
 * One risk sheet, from the top of a page: what it is, how serious, why it was raised, what is already
 * in place and why it is rated so, what to do, which rules apply. Its outline entry goes under `outline` (the risks section's).
 */
export function drawRiskSection(
  flow: ReportFlow,
  options: { risk: ReportRisk; labels: ReportLabels; outline: PDFKit.PDFOutline },
): void {
  const { risk, labels } = options;
  const { doc } = flow;

  const header = stackBlocks(
    [
      textBlock(doc, [{ text: fillLabel(labels.risk.eyebrow, { id: risk.id }) }], {
        width: flow.width,
        style: { ...TEXT.label, color: COLORS.blue },
      }),
      textBlock(doc, [{ text: risk.title }], { width: flow.width, style: TEXT.riskTitle }),
    ],
    2,
  );
  flow.ensure(header.height + 120);
  flow.anchor(riskAnchor(risk.id));
  flow.bookmark(`${risk.id} — ${risk.title}`, options.outline);
  flow.place({
    height: header.height + 9,
    draw: (x, y) => {
      header.draw(x, y);
      doc.rect(x, y + header.height + 7, flow.width, 2).fill(COLORS.yellow);
    },
  });

  const inner = flow.width - 20;
  const columns = [1, 1, 1.6].map((share) => (inner * share) / 3.6);
  const facts = [
    [label(labels.risk.severity), { text: risk.severityLabel, badge: risk.severityColors }],
    [label(labels.risk.likelihood), { text: risk.likelihoodLabel }],
    [
      label(labels.risk.priority),
      { text: risk.priorityCode, badge: risk.priorityColors },
      { text: `  ${risk.priorityAction}` },
    ],
  ].map((spans, index) => textBlock(doc, spans, { width: columns[index]! - 8, style: factStyle }));
  const justification = textBlock(doc, [{ text: risk.priorityJustification }], {
    width: inner,
    style: TEXT.small,
  });
  const factsHeight = Math.max(...facts.map((fact) => fact.height));
  flow.gap(10);
  flow.place({
    height: factsHeight + 5 + justification.height + 20,
    draw: (x, y) => {
      doc.roundedRect(x, y, flow.width, factsHeight + 5 + justification.height + 20, 3).fill(COLORS.wash);
      let left = x + 10;
      facts.forEach((fact, index) => {
        fact.draw(left, y + 10);
        left += columns[index]!;
      });
      justification.draw(x + 10, y + 10 + factsHeight + 5);
    },
  });

  flow.subheading(labels.risk.description);
  flow.paragraph([{ text: risk.description }]);

  flow.subheading(labels.risk.evidence);
  const evidence: Span[] = risk.evidence.flatMap((item, index): Span[] => [
    ...(index > 0 ? [{ text: '\n' }] : []),
    ...(item.quote === null
      ? [{ text: item.source, style: { color: COLORS.muted } }]
      : [
          { text: `${item.quote}\n`, style: { italic: true } },
          { text: item.source, style: TEXT.small },
        ]),
  ]);
  flow.paragraph(evidence, {
    x: flow.left + 11,
    width: flow.width - 11,
    after: 0,
    frame: (top, bottom) => doc.rect(flow.left, top, 2, bottom - top).fill(COLORS.rule),
  });

  drawRiskControls(flow, risk, labels);

  flow.subheading(labels.risk.measures, { presence: 60 });
  drawMeasuresTable(flow, risk, labels);

  flow.gap(12);
  flow.paragraph([label(labels.risk.recommendation, COLORS.navy), { text: risk.recommendation }], {
    style: withStyle({ size: 10 }),
    x: flow.left + 3 + 11,
    width: flow.width - 3 - 22,
    padding: 8,
    keep: true,
    after: 0,
    frame: (top, bottom) => {
      doc.rect(flow.left, top, flow.width, bottom - top).fill(COLORS.yellowWash);
      doc.rect(flow.left, top, 3, bottom - top).fill(COLORS.yellow);
    },
  });

  flow.subheading(labels.risk.references, { presence: 40 });
  if (risk.references.length === 0) {
    flow.paragraph([{ text: labels.risk.noReference, style: { color: COLORS.muted } }]);
  }
  for (const reference of risk.references) {
    flow.paragraph(
      [
        { text: reference.citation, style: { weight: 700, color: COLORS.navy } },
        ...(reference.generalDuty
          ? [{ text: `  ·  ${labels.risk.generalDuty}`, style: { color: COLORS.muted } }]
          : []),
        { text: `\n${reference.title}\n` },
        { text: reference.url, link: reference.url, underline: true, style: { size: 8, color: COLORS.link } },
      ],
      { after: 7 },
    );
  }
}
