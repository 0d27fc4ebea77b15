import { View } from '@react-pdf/renderer';
import type { ReportLabels } from '../../modules/reports/report-model';
import { ReportText } from './ReportText';
import { COLORS, styles } from './report-theme';

/** The notice a consultant needs before signing: informational use, no substitute for a professional, verify the law. */
export function LegalNotice({ labels }: { labels: ReportLabels }) {
  return (
    <View style={{ borderWidth: 0.5, borderColor: COLORS.rule, backgroundColor: COLORS.wash, padding: 12 }}>
      {labels.legal.paragraphs.map((paragraph, index) => (
        <ReportText
          key={paragraph}
          style={[styles.paragraph, { marginBottom: index === labels.legal.paragraphs.length - 1 ? 0 : 6 }]}
        >
          {paragraph}
        </ReportText>
      ))}
    </View>
  );
}
