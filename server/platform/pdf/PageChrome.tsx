import { Text, View } from '@react-pdf/renderer';
import { fillLabel, type ReportModel } from '../../modules/reports/report-model';
import { LogoMark } from './LogoMark';
import { DYNAMIC_LINE_HEIGHT, type PageNumbers } from './PageAnchor';
import { COLORS } from './report-theme';

/**
 * The running header (brand, title, workplace) and footer (analysis id, Page X / Y) of every inner
 * page; the footer also records where the sections listed in `anchors` begin.
 */
export function PageChrome(props: { model: ReportModel; pages: PageNumbers; anchors: readonly string[] }) {
  const { model, pages, anchors } = props;
  return (
    <>
      <View
        fixed
        style={{
          position: 'absolute',
          top: 26,
          left: 54,
          right: 54,
          flexDirection: 'row',
          alignItems: 'center',
          paddingBottom: 7,
          borderBottomWidth: 0.5,
          borderBottomColor: COLORS.rule,
        }}
      >
        <LogoMark size={14} />
        <Text style={{ marginLeft: 5, fontSize: 9, fontWeight: 700, color: COLORS.navy }}>
          Risque<Text style={{ color: COLORS.blue }}>Vision</Text>
        </Text>
        <Text
          style={{
            flex: 1,
            marginLeft: 24,
            textAlign: 'right',
            fontSize: 7.5,
            color: COLORS.muted,
          }}
        >
          {model.runningTitle}
        </Text>
      </View>
      <View
        fixed
        style={{
          position: 'absolute',
          bottom: 24,
          left: 54,
          right: 54,
          flexDirection: 'row',
          paddingTop: 7,
          borderTopWidth: 0.5,
          borderTopColor: COLORS.rule,
          fontSize: 7.5,
          color: COLORS.muted,
        }}
      >
        <Text style={{ flex: 1 }}>{model.footer.analysis}</Text>
        <Text
          style={{ lineHeight: DYNAMIC_LINE_HEIGHT }}
          render={({ pageNumber, totalPages }) => {
            // The first call of a run is made on its first page (see PageAnchor): the sections that
            // open this run start there, recorded here at no cost instead of by anchors of their own.
            for (const id of anchors) if (!pages.has(id)) pages.set(id, pageNumber);
            return fillLabel(model.footer.pageTemplate, { page: pageNumber, total: totalPages });
          }}
        />
      </View>
    </>
  );
}
