import type { ReportModel } from '../../modules/reports/report-model';
import type { ReportFlow } from './report-flow';
import { riskAnchor } from './report-sections';
import { type Column, tableRow } from './report-table';
import { COLORS, TEXT } from './report-theme';

const COLUMNS: Column[] = [{ width: 54 }, { width: null }, { width: 70 }, { width: 84 }, { width: 50 }];
const BADGE_STYLE = { size: 8 };

/**
 * Every reported risk on one line, in the analysis order, linked to its sheet (the contents give its
 * page). The header row repeats on each page the register spans.
 */
export function drawRiskRegister(flow: ReportFlow, model: ReportModel): void {
  const { doc } = flow;
  const { columns } = model.labels;
  const header = tableRow(doc, {
    columns: COLUMNS,
    cells: [columns.id, columns.risk, columns.severity, columns.likelihood, columns.priority].map((text) => [
      { text },
    ]),
    width: flow.width,
    style: TEXT.tableHeader,
    background: COLORS.navy,
  });
  const rows = model.risks.map((risk, index) =>
    tableRow(doc, {
      columns: COLUMNS,
      cells: [
        [{ text: risk.id, goTo: riskAnchor(risk.id), underline: true, style: { color: COLORS.link } }],
        [{ text: risk.title }],
        [{ text: risk.severityLabel, badge: risk.severityColors, style: BADGE_STYLE }],
        [{ text: risk.likelihoodLabel }],
        [{ text: risk.priorityCode, badge: risk.priorityColors, style: BADGE_STYLE }],
      ],
      width: flow.width,
      background: index % 2 === 1 ? COLORS.wash : undefined,
      rule: COLORS.rule,
    }),
  );
  flow.ensure(header.height + (rows[0]?.height ?? 0));
  flow.place(header);
  for (const row of rows) {
    if (flow.y + row.height > flow.bottom) {
      flow.newPage();
      flow.place(header);
    }
    flow.place(row);
  }
}
