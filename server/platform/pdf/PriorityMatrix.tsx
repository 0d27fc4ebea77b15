import { Text, View } from '@react-pdf/renderer';
import type { ReportModel } from '../../modules/reports/report-model';
import { ReportText } from './ReportText';
import { COLORS, styles } from './report-theme';

/** The likelihood × severity matrix of common/domain/risk.ts, cells in their priority colours. */
export function PriorityMatrix({ model }: { model: ReportModel }) {
  const { matrix } = model.method;
  const cell = { flex: 1, paddingVertical: 4.5, paddingHorizontal: 3, textAlign: 'center' as const };
  return (
    <View wrap={false} style={{ borderWidth: 0.5, borderColor: COLORS.rule, marginBottom: 6 }}>
      <View style={styles.tableHeader}>
        <ReportText style={[cell, { flex: 1.3, textAlign: 'left', paddingLeft: 6 }]}>
          {model.labels.method.matrixCorner}
        </ReportText>
        {matrix.columns.map((column) => (
          <ReportText key={column} style={cell}>
            {column}
          </ReportText>
        ))}
      </View>
      {matrix.rows.map((row) => (
        <View
          key={row.label}
          style={{ flexDirection: 'row', borderTopWidth: 0.5, borderTopColor: COLORS.white }}
        >
          <View style={[cell, { flex: 1.3, flexDirection: 'row', alignItems: 'center', paddingLeft: 6 }]}>
            <View
              style={{
                width: 8,
                height: 8,
                borderRadius: 4,
                backgroundColor: row.colors.background,
                marginRight: 5,
              }}
            />
            <Text style={{ fontWeight: 600, fontSize: 8.5 }}>{row.label}</Text>
          </View>
          {row.cells.map((item, index) => (
            <Text
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are the fixed likelihood scale
              key={index}
              style={[
                cell,
                {
                  backgroundColor: item.colors.background,
                  color: item.colors.text,
                  fontWeight: 700,
                  borderLeftWidth: 0.5,
                  borderLeftColor: COLORS.white,
                },
              ]}
            >
              {item.code}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}
