import { Text, View } from '@react-pdf/renderer';
import { PageAnchor, type PageNumbers } from './PageAnchor';
import { ReportText } from './ReportText';
import { styles } from './report-theme';

/**
 * A numbered section title and link target. Pass `pages` only for a heading that does not open its
 * page run (the run's footer records the others).
 */
export function SectionHeading(props: { id: string; number: number; title: string; pages?: PageNumbers }) {
  return (
    <View id={props.id} style={styles.sectionTitleRow} wrap={false} minPresenceAhead={90}>
      {props.pages ? <PageAnchor id={props.id} pages={props.pages} /> : null}
      <Text style={styles.sectionNumber}>{props.number}</Text>
      <ReportText style={[styles.sectionTitle, { flex: 1 }]}>{props.title}</ReportText>
    </View>
  );
}

/** react-pdf writes PDF outline entries for any node, but its types declare `bookmark` on pages only. */
export function bookmark(title: string): Record<string, unknown> {
  return { bookmark: { title, fit: true, expanded: false } };
}
