import type { ReportLabels, ReportRisk } from '../../modules/reports/report-model';
import { bulletBlocks, type ReportFlow } from './report-flow';
import type { Span } from './report-text';
import { TEXT, withStyle } from './report-theme';

const ratingStyle = withStyle({ size: 10, weight: 600 });

/**
 * What the evidence says is already in place and the rating it leaves (issue 12), then why the risk is
 * rated as it is; each part only when the analysis carries it.
 */
export function drawRiskControls(flow: ReportFlow, risk: ReportRisk, labels: ReportLabels): void {
  const { doc } = flow;
  if (risk.existingMeasures.length > 0) {
    flow.subheading(labels.risk.existingMeasures, { presence: 30 });
    const items = bulletBlocks(doc, risk.existingMeasures, { width: flow.width - 11, gap: 2 });
    items.forEach((item, index) => {
      flow.place(item, { x: flow.left + 11, after: index === items.length - 1 ? 4 : 0 });
    });
  }
  const { residual } = risk;
  if (residual) {
    flow.subheading(labels.risk.residual, { presence: 30 });
    const spans: Span[] = [
      { text: residual.severityLabel, badge: residual.severityColors },
      { text: '   ' },
      { text: residual.priorityCode, badge: residual.priorityColors },
      { text: `  ${residual.priorityAction}` },
      ...(residual.inherentNote ? [{ text: `\n${residual.inherentNote}`, style: TEXT.small }] : []),
    ];
    flow.paragraph(spans, { style: ratingStyle, keep: true });
  }
  if (risk.rationale) {
    flow.subheading(labels.risk.rationale, { presence: 20 });
    flow.paragraph([{ text: risk.rationale }]);
  }
}
