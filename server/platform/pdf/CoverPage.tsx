import { Page, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { ReportModel } from '../../modules/reports/report-model';
import { LogoMark } from './LogoMark';
import { ReportText } from './ReportText';
import { COLORS, FONT_STACK, styles } from './report-theme';

/** The first page a client sees: the brand, what was analysed, for whom, when, by whom and with what. */
export function CoverPage({ model }: { model: ReportModel }) {
  const { labels } = model;
  return (
    <Page
      size={model.paper}
      style={{
        fontFamily: FONT_STACK,
        fontFeatureSettings: { calt: false },
        fontSize: 9.5,
        color: COLORS.ink,
      }}
    >
      <View
        style={{ backgroundColor: COLORS.navy, paddingHorizontal: 54, paddingTop: 46, paddingBottom: 40 }}
      >
        <View style={{ position: 'absolute', right: -70, top: 10 }}>
          <LogoMark size={330} watermark />
        </View>
        <View style={{ flexDirection: 'row', alignItems: 'center', marginBottom: 70 }}>
          <LogoMark size={34} />
          <Text style={{ marginLeft: 9, fontSize: 19, fontWeight: 700, color: COLORS.white }}>
            Risque<Text style={{ color: COLORS.yellow }}>Vision</Text>
          </Text>
        </View>
        <Text
          style={[
            styles.label,
            { color: COLORS.yellow, fontSize: 8.5, letterSpacing: 1.4, marginBottom: 10 },
          ]}
        >
          {labels.cover.eyebrow}
        </Text>
        <ReportText
          style={{ fontSize: 25, fontWeight: 700, color: COLORS.white, lineHeight: 1.2, width: '85%' }}
        >
          {labels.cover.title}
        </ReportText>
        <ReportText style={{ fontSize: 13, color: '#c8d7e7', marginTop: 14, lineHeight: 1.35 }}>
          {model.area}
        </ReportText>
      </View>
      <View style={{ height: 5, backgroundColor: COLORS.yellow }} />

      <View style={{ paddingHorizontal: 54, paddingTop: 26 }}>
        <Text style={[styles.subheading, { marginTop: 0, marginBottom: 8 }]}>
          {labels.cover.clientInformation}
        </Text>
        {model.cover.rows.map((row) => (
          <View
            key={row.label}
            wrap={false}
            style={{
              flexDirection: 'row',
              paddingVertical: 5,
              borderBottomWidth: 0.5,
              borderBottomColor: COLORS.rule,
            }}
          >
            <Text style={[styles.label, { width: 150, paddingTop: 1.5 }]}>{row.label}</Text>
            <ReportText style={{ flex: 1, fontSize: 9.5 }}>{row.value}</ReportText>
          </View>
        ))}

        <View style={{ flexDirection: 'row', marginTop: 18 }} wrap={false}>
          <CoverCard label={labels.cover.preparedBy}>
            <ReportText style={{ fontSize: 11, fontWeight: 700, color: COLORS.navy }}>
              {model.preparedBy.name}
            </ReportText>
            {model.preparedBy.organisation ? (
              <ReportText style={{ color: COLORS.muted }}>{model.preparedBy.organisation}</ReportText>
            ) : null}
          </CoverCard>
          <View style={{ width: 14 }} />
          <CoverCard label={labels.cover.reportDate}>
            <Text style={{ fontSize: 11, fontWeight: 700, color: COLORS.navy }}>
              {model.cover.reportDate}
            </Text>
          </CoverCard>
        </View>
      </View>

      <View style={{ position: 'absolute', bottom: 30, left: 54, right: 54 }}>
        <ReportText style={[styles.small, { lineHeight: 1.4 }]}>{labels.cover.confidential}</ReportText>
        <ReportText style={[styles.small, { marginTop: 3, color: COLORS.faint }]}>
          {`${labels.cover.reference} ${model.analysisId}`}
        </ReportText>
      </View>
    </Page>
  );
}

function CoverCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View
      style={{
        flex: 1,
        backgroundColor: COLORS.wash,
        borderLeftWidth: 3,
        borderLeftColor: COLORS.yellow,
        paddingVertical: 10,
        paddingHorizontal: 12,
      }}
    >
      <Text style={[styles.label, { marginBottom: 4 }]}>{label}</Text>
      {children}
    </View>
  );
}
