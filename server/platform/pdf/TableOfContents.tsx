import { Link, Text, View } from '@react-pdf/renderer';
import type { ReportModel } from '../../modules/reports/report-model';
import { type PageNumbers, PageOf } from './PageAnchor';
import { ReportText } from './ReportText';
import { type ReportSection, riskAnchor } from './report-sections';
import { COLORS, styles } from './report-theme';

/** Sections and risk sheets with their page numbers, each entry a link to its page. */
export function TableOfContents(props: {
  model: ReportModel;
  sections: ReportSection[];
  pages: PageNumbers;
}) {
  const { model, sections, pages } = props;
  return (
    <View>
      <Text style={[styles.sectionTitle, { marginBottom: 14 }]}>{model.labels.toc.title}</Text>
      {sections.map((section) => (
        <View key={section.id}>
          <Entry id={section.id} pages={pages} strong>
            {`${section.number}\u00a0\u00a0\u00a0${section.title}`}
          </Entry>
          {section.key === 'risks'
            ? model.risks.map((risk) => (
                <Entry key={risk.id} id={riskAnchor(risk.id)} pages={pages}>
                  {`${risk.id}\u00a0\u00a0\u00a0${risk.title}`}
                </Entry>
              ))
            : null}
        </View>
      ))}
    </View>
  );
}

function Entry(props: { id: string; pages: PageNumbers; strong?: boolean; children: string }) {
  const { strong = false } = props;
  return (
    <Link src={`#${props.id}`} style={[styles.tocEntry, strong ? styles.tocSection : { paddingLeft: 20 }]}>
      <ReportText style={{ flex: 1, color: strong ? COLORS.navy : COLORS.ink }}>{props.children}</ReportText>
      <PageOf id={props.id} pages={props.pages} style={{ width: 30, textAlign: 'right' }} />
    </Link>
  );
}
