import { Text, View } from '@react-pdf/renderer';
import type { ReportModel } from '../../modules/reports/report-model';
import { Badge } from './Badge';
import { Bullets } from './Bullets';
import { PriorityMatrix } from './PriorityMatrix';
import { ReportText } from './ReportText';
import { COLORS, styles } from './report-theme';

/** How the risks were found and rated, on what material, and where the analysis stops. */
export function MethodSection({ model }: { model: ReportModel }) {
  const { labels, method } = model;
  return (
    <View>
      <Text style={[styles.subheading, { marginTop: 0 }]}>{labels.method.identificationTitle}</Text>
      <ReportText style={styles.paragraph}>{method.identification}</ReportText>
      <View style={{ flexDirection: 'row', marginBottom: 6 }} wrap={false}>
        <Text style={[styles.label, { width: 120, paddingTop: 1.5 }]}>{labels.cover.engine}</Text>
        <ReportText style={{ flex: 1, fontWeight: 600 }}>{method.engine}</ReportText>
      </View>
      {method.engineNote ? (
        <ReportText style={[styles.paragraph, { color: COLORS.muted }]}>
          {`${labels.method.engineNote} ${method.engineNote}`}
        </ReportText>
      ) : null}

      <Text style={styles.subheading} minPresenceAhead={120}>
        {labels.method.ratingTitle}
      </Text>
      <ReportText style={styles.paragraph}>{labels.method.rating}</ReportText>
      <PriorityMatrix model={model} />

      <Text style={styles.subheading} minPresenceAhead={60}>
        {labels.method.prioritiesTitle}
      </Text>
      {method.priorities.map((priority) => (
        <ReportText key={priority.code} wrap={false} style={{ marginBottom: 5 }}>
          <Badge text={priority.code} colors={priority.colors} />
          <Text style={{ fontWeight: 600 }}>{`  ${priority.action}. `}</Text>
          {priority.justification}
        </ReportText>
      ))}

      <Text style={styles.subheading} minPresenceAhead={60}>
        {labels.method.hierarchyTitle}
      </Text>
      <ReportText style={styles.paragraph}>{labels.method.hierarchy}</ReportText>
      <Bullets items={method.hierarchy} numbered />

      <Text style={styles.subheading} minPresenceAhead={40}>
        {labels.method.filesTitle}
      </Text>
      {method.files.length === 0 ? (
        <ReportText style={styles.paragraph}>{labels.method.noFiles}</ReportText>
      ) : (
        <Bullets items={method.files.map((file) => `${file.name} (${file.kind})`)} />
      )}

      <Text style={styles.subheading} minPresenceAhead={60}>
        {labels.method.limitsTitle}
      </Text>
      <Bullets items={labels.method.limits} />
    </View>
  );
}
