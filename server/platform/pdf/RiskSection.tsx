import { Text, View } from '@react-pdf/renderer';
import { fillLabel, type ReportLabels, type ReportRisk } from '../../modules/reports/report-model';
import { Badge } from './Badge';
import { EvidenceList } from './EvidenceList';
import { MeasuresTable } from './MeasuresTable';
import { ReferenceList } from './ReferenceList';
import { ReportText } from './ReportText';
import { riskAnchor } from './report-sections';
import { COLORS, styles } from './report-theme';
import { bookmark } from './SectionHeading';

/**
 * One risk sheet: what it is, how serious, why it was raised, what to do, which rules apply. Labels
 * and values share texts (nested runs) wherever the layout allows: a report of 50 sheets lays out
 * thousands of boxes, and each one costs react-pdf about a millisecond.
 */
export function RiskSection(props: { risk: ReportRisk; labels: ReportLabels }) {
  const { risk, labels } = props;
  const id = riskAnchor(risk.id);
  return (
    <View {...bookmark(`${risk.id} — ${risk.title}`)}>
      <View id={id} wrap={false} style={styles.riskHeader}>
        <Text style={[styles.label, { color: COLORS.blue }]}>
          {fillLabel(labels.risk.eyebrow, { id: risk.id })}
        </Text>
        <ReportText style={styles.riskTitle}>{risk.title}</ReportText>
      </View>

      <View wrap={false} style={styles.factsBox}>
        <View style={{ flexDirection: 'row' }}>
          <Text style={styles.fact}>
            <Text style={styles.label}>{`${labels.risk.severity}\n`}</Text>
            <Badge text={risk.severityLabel} colors={risk.severityColors} />
          </Text>
          <Text style={styles.fact}>
            <Text style={styles.label}>{`${labels.risk.likelihood}\n`}</Text>
            {risk.likelihoodLabel}
          </Text>
          <ReportText style={[styles.fact, { flex: 1.6 }]}>
            <Text style={styles.label}>{`${labels.risk.priority}\n`}</Text>
            <Badge text={risk.priorityCode} colors={risk.priorityColors} />
            {`  ${risk.priorityAction}`}
          </ReportText>
        </View>
        <ReportText style={[styles.small, { marginTop: 5 }]}>{risk.priorityJustification}</ReportText>
      </View>

      <Text style={styles.subheading} minPresenceAhead={30}>
        {labels.risk.description}
      </Text>
      <ReportText style={styles.paragraph}>{risk.description}</ReportText>

      <Text style={styles.subheading} minPresenceAhead={30}>
        {labels.risk.evidence}
      </Text>
      <EvidenceList evidence={risk.evidence} />

      <Text style={styles.subheading} minPresenceAhead={60}>
        {labels.risk.measures}
      </Text>
      <MeasuresTable risk={risk} labels={labels} />

      <ReportText wrap={false} style={styles.recommendation}>
        <Text style={[styles.label, { color: COLORS.navy }]}>{`${labels.risk.recommendation}\n`}</Text>
        {risk.recommendation}
      </ReportText>

      <Text style={styles.subheading} minPresenceAhead={40}>
        {labels.risk.references}
      </Text>
      <ReferenceList references={risk.references} labels={labels} />
    </View>
  );
}
