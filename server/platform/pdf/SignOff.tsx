import { Text, View } from '@react-pdf/renderer';
import type { ReportModel } from '../../modules/reports/report-model';
import { ReportText } from './ReportText';
import { COLORS, styles } from './report-theme';

/**
 * Who prepared the report and who signs it. Without a named assessor the name and title lines are
 * left blank to be filled in by hand, like the signature and the date.
 */
export function SignOff({ model }: { model: ReportModel }) {
  const { labels } = model;
  return (
    <View wrap={false}>
      <ReportText style={[styles.paragraph, { marginBottom: 12 }]}>{labels.signOff.intro}</ReportText>
      <View style={{ flexDirection: 'row' }}>
        <View style={{ flex: 1, paddingRight: 18 }}>
          <Text style={[styles.subheading, { marginTop: 0 }]}>{labels.signOff.preparedBy}</Text>
          <Line label={labels.signOff.name} value={model.preparedBy.name} />
          <Line label={labels.signOff.organisation} value={model.preparedBy.organisation} />
          <Line label={labels.signOff.date} value={model.generatedAtLabel} />
        </View>
        <View style={{ flex: 1, paddingLeft: 18, borderLeftWidth: 0.5, borderLeftColor: COLORS.rule }}>
          <Text style={[styles.subheading, { marginTop: 0 }]}>{labels.signOff.approvedBy}</Text>
          <Line label={labels.signOff.name} value={model.assessor?.name ?? ''} />
          <Line label={labels.signOff.title} value={model.assessor?.title ?? ''} />
          <Line label={labels.signOff.signature} value="" tall />
          <Line label={labels.signOff.date} value="" />
        </View>
      </View>
    </View>
  );
}

/** A label over a value, or over an empty rule to write on. */
function Line({ label, value, tall = false }: { label: string; value: string; tall?: boolean }) {
  return (
    <View style={{ marginBottom: 12 }}>
      <Text style={styles.label}>{label}</Text>
      <ReportText
        style={{
          minHeight: tall ? 40 : 20,
          paddingTop: 4,
          fontSize: 10,
          borderBottomWidth: 0.7,
          borderBottomColor: COLORS.muted,
        }}
      >
        {value}
      </ReportText>
    </View>
  );
}
