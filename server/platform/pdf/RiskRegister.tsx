import { Link, Text, View } from '@react-pdf/renderer';
import type { ReportModel } from '../../modules/reports/report-model';
import { Badge } from './Badge';
import { ReportText } from './ReportText';
import { riskAnchor } from './report-sections';
import { COLORS, styles } from './report-theme';

const WIDTHS = { id: 54, severity: 70, likelihood: 84, priority: 50 };

/** Every reported risk on one line, in the analysis order, linked to its sheet (the contents give its page). */
export function RiskRegister({ model }: { model: ReportModel }) {
  const { columns } = model.labels;
  return (
    <View>
      {/* fixed: the header row repeats on each page the register spans. */}
      <View style={styles.tableHeader} fixed>
        <Text style={[styles.cell, { width: WIDTHS.id }]}>{columns.id}</Text>
        <Text style={[styles.cell, { flex: 1 }]}>{columns.risk}</Text>
        <Text style={[styles.cell, { width: WIDTHS.severity }]}>{columns.severity}</Text>
        <Text style={[styles.cell, { width: WIDTHS.likelihood }]}>{columns.likelihood}</Text>
        <Text style={[styles.cell, { width: WIDTHS.priority }]}>{columns.priority}</Text>
      </View>
      {model.risks.map((risk, index) => (
        <View
          key={risk.id}
          wrap={false}
          style={[styles.tableRow, { backgroundColor: index % 2 === 1 ? COLORS.wash : COLORS.white }]}
        >
          <Text style={[styles.cell, { width: WIDTHS.id }]}>
            <Link src={`#${riskAnchor(risk.id)}`} style={styles.link}>
              {risk.id}
            </Link>
          </Text>
          <ReportText style={[styles.cell, { flex: 1 }]}>{risk.title}</ReportText>
          <Text style={[styles.cell, { width: WIDTHS.severity, fontSize: 8 }]}>
            <Badge text={risk.severityLabel} colors={risk.severityColors} />
          </Text>
          <ReportText style={[styles.cell, { width: WIDTHS.likelihood }]}>{risk.likelihoodLabel}</ReportText>
          <Text style={[styles.cell, { width: WIDTHS.priority, fontSize: 8 }]}>
            <Badge text={risk.priorityCode} colors={risk.priorityColors} />
          </Text>
        </View>
      ))}
    </View>
  );
}
