import { Text, View } from '@react-pdf/renderer';
import type { Colors, ReportModel } from '../../modules/reports/report-model';
import { Badge } from './Badge';
import { Bullets } from './Bullets';
import { ReportText } from './ReportText';
import { RiskRegister } from './RiskRegister';
import { COLORS, styles } from './report-theme';

/** What a manager acts on: how many risks, how serious, what to do first, and how to read the rest. */
export function ExecutiveSummary({ model }: { model: ReportModel }) {
  const { labels, summary } = model;
  const urgentColors = summary.priorityCounts[0]!.colors;
  return (
    <View>
      <ReportText style={[styles.paragraph, { fontSize: 10.5, lineHeight: 1.5 }]}>
        {`${summary.intro} ${summary.urgent}`}
      </ReportText>

      <Text style={styles.subheading}>{labels.summary.bySeverity}</Text>
      <View style={{ flexDirection: 'row' }} wrap={false}>
        {summary.severityCounts.map((chip, index) => (
          <Chip
            key={chip.label}
            first={index === 0}
            filled
            colors={chip.colors}
            count={chip.count}
            label={chip.label}
          />
        ))}
      </View>

      <Text style={styles.subheading}>{labels.summary.byPriority}</Text>
      <View style={{ flexDirection: 'row' }} wrap={false}>
        {summary.priorityCounts.map((chip, index) => (
          <Chip
            key={chip.code}
            first={index === 0}
            colors={chip.colors}
            count={chip.count}
            label={chip.label}
          />
        ))}
      </View>

      <Text style={styles.subheading} minPresenceAhead={40}>
        {labels.summary.priorityOne}
      </Text>
      {summary.priorityOne.length === 0 ? (
        <ReportText style={styles.paragraph}>{labels.summary.noPriorityOne}</ReportText>
      ) : (
        summary.priorityOne.map((risk) => (
          <ReportText
            key={risk.id}
            wrap={false}
            style={[
              styles.urgentItem,
              { borderLeftColor: urgentColors.background, marginBottom: risk.recommendation ? 7 : 3 },
            ]}
          >
            <Badge text="P1" colors={urgentColors} />
            <Text style={{ fontWeight: 700, color: COLORS.navy }}>{`  ${risk.id} — ${risk.title}`}</Text>
            {risk.recommendation ? (
              <Text style={{ color: COLORS.muted }}>{`\n${risk.recommendation}`}</Text>
            ) : null}
          </ReportText>
        ))
      )}

      <Text style={styles.subheading} minPresenceAhead={60}>
        {labels.summary.register}
      </Text>
      <RiskRegister model={model} />

      <View wrap={false} style={styles.readingGuide}>
        <Text style={[styles.subheading, { marginTop: 0 }]}>{labels.summary.readingGuideTitle}</Text>
        <Bullets items={labels.summary.readingGuide} />
      </View>
    </View>
  );
}

/** A count over its label: filled with the severity colour, or edged with the priority colour. */
function Chip(props: { first: boolean; filled?: boolean; colors: Colors; count: number; label: string }) {
  const { colors, filled = false } = props;
  // Two texts in a box: one text with two sizes would give both lines the page's line height.
  return (
    <View
      style={[
        styles.chip,
        { marginLeft: props.first ? 0 : 8 },
        filled
          ? { backgroundColor: colors.background, opacity: props.count === 0 ? 0.45 : 1 }
          : { borderLeftWidth: 4, borderLeftColor: colors.background, backgroundColor: COLORS.wash },
      ]}
    >
      <Text
        style={{
          fontSize: filled ? 20 : 15,
          lineHeight: 1.2,
          fontWeight: 700,
          color: filled ? colors.text : COLORS.navy,
        }}
      >
        {props.count}
      </Text>
      <ReportText
        style={{ color: filled ? colors.text : COLORS.muted, fontSize: filled ? 8.5 : 7.5, fontWeight: 600 }}
      >
        {props.label}
      </ReportText>
    </View>
  );
}
