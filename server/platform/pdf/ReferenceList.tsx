import { Link, Text, View } from '@react-pdf/renderer';
import type { ReportLabels, ReportRisk } from '../../modules/reports/report-model';
import { ReportText } from './ReportText';
import { COLORS, styles } from './report-theme';

/** Each provision: its citation, what it covers, and its official text as a clickable, wrapping URL. */
export function ReferenceList({
  references,
  labels,
}: {
  references: ReportRisk['references'];
  labels: ReportLabels;
}) {
  if (references.length === 0) {
    return (
      <ReportText style={[styles.paragraph, { color: COLORS.muted }]}>{labels.risk.noReference}</ReportText>
    );
  }
  return (
    <View>
      {references.map((reference) => (
        <ReportText key={`${reference.citation}-${reference.url}`} style={{ marginBottom: 7 }}>
          <Text style={{ fontWeight: 700, color: COLORS.navy }}>{reference.citation}</Text>
          {reference.generalDuty ? (
            <Text style={{ color: COLORS.muted }}>{`  ·  ${labels.risk.generalDuty}`}</Text>
          ) : null}
          {`\n${reference.title}\n`}
          <Link src={reference.url} style={[styles.link, { fontSize: 8 }]}>
            {reference.url}
          </Link>
        </ReportText>
      ))}
    </View>
  );
}
