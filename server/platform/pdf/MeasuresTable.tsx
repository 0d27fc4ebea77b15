import { View } from '@react-pdf/renderer';
import type { ReportLabels, ReportRisk } from '../../modules/reports/report-model';
import { Bullets } from './Bullets';
import { ReportText } from './ReportText';
import { COLORS, styles } from './report-theme';

/**
 * The measures under the levels of the hierarchy, most effective first, then one line naming the
 * levels with no measure: the reader sees that elimination and substitution were considered before
 * PPE without five rows of dashes.
 */
export function MeasuresTable({ risk, labels }: { risk: ReportRisk; labels: ReportLabels }) {
  const numbered = risk.measures.map((level, index) => ({ ...level, label: `${index + 1}. ${level.label}` }));
  const rows = [
    ...numbered.filter((level) => level.items.length > 0),
    ...(risk.otherMeasures.length > 0
      ? [{ level: 'other', label: labels.risk.otherMeasures, items: risk.otherMeasures }]
      : []),
  ];
  const empty = numbered.filter((level) => level.items.length === 0).map((level) => level.label);
  return (
    <View style={{ borderTopWidth: 0.5, borderTopColor: COLORS.rule }}>
      {rows.map((row) => (
        <View key={row.level} wrap={false} style={styles.tableRow}>
          <ReportText style={[styles.cell, styles.levelCell]}>{row.label}</ReportText>
          <Bullets items={row.items} style={[styles.cell, { flex: 1 }]} />
        </View>
      ))}
      {empty.length > 0 ? (
        <ReportText style={[styles.cell, { color: COLORS.muted, fontSize: 8.5 }]}>
          {`${labels.risk.noMeasureLevels} ${empty.join(' · ')}`}
        </ReportText>
      ) : null}
    </View>
  );
}
