import type { ReportLabels, ReportRisk } from '../../modules/reports/report-model';
import { bulletBlocks, type ReportFlow, stackBlocks, textBlock } from './report-flow';
import { tableRow } from './report-table';
import { COLORS, PAGE, withStyle } from './report-theme';

const levelStyle = withStyle({ size: 8.5, weight: 600, color: COLORS.navy, lineHeight: 1.45 });

/**
 * The measures under the levels of the hierarchy, most effective first, then one line naming the
 * levels with no measure: the reader sees that elimination and substitution were considered before
 * PPE without five rows of dashes.
 */
export function drawMeasuresTable(flow: ReportFlow, risk: ReportRisk, labels: ReportLabels): void {
  const { doc } = flow;
  const numbered = risk.measures.map((level, index) => ({ ...level, label: `${index + 1}. ${level.label}` }));
  const rows = [
    ...numbered.filter((level) => level.items.length > 0),
    ...(risk.otherMeasures.length > 0
      ? [{ label: labels.risk.otherMeasures, items: risk.otherMeasures }]
      : []),
  ];
  const empty = numbered.filter((level) => level.items.length === 0).map((level) => level.label);
  const columns = [{ width: flow.width * 0.34 }, { width: null }];
  rows.forEach((row, index) => {
    const block = tableRow(doc, {
      columns,
      cells: [
        {
          content: (width) => textBlock(doc, [{ text: row.label }], { width, style: levelStyle }),
          background: COLORS.wash,
        },
        { content: (width) => stackBlocks(bulletBlocks(doc, row.items, { width })) },
      ],
      width: flow.width,
      rule: COLORS.rule,
    });
    flow.ensure(block.height);
    // The table's top rule, on the page its first row lands on.
    if (index === 0 || flow.y === flow.top) {
      doc
        .moveTo(flow.left, flow.y)
        .lineTo(flow.left + flow.width, flow.y)
        .lineWidth(0.5)
        .strokeColor(COLORS.rule)
        .stroke();
    }
    flow.place(block);
  });
  if (empty.length > 0) {
    const { x, y } = PAGE.cellPadding;
    flow.gap(y);
    flow.paragraph([{ text: `${labels.risk.noMeasureLevels} ${empty.join(' · ')}` }], {
      style: withStyle({ size: 8.5, color: COLORS.muted }),
      x: flow.left + x,
      width: flow.width - 2 * x,
      after: y,
    });
  }
}
