import { StyleSheet } from '@react-pdf/renderer';

/** RisqueVision's identity on paper: the web app's navy and safety yellow, Inter, quiet greys. */
export const COLORS = {
  navy: '#0f2d4a',
  blue: '#174a77',
  yellow: '#f5b700',
  yellowWash: '#fff6db',
  ink: '#1f2933',
  muted: '#5b6776',
  faint: '#8a96a3',
  rule: '#d5dde6',
  wash: '#f3f6f9',
  link: '#174a77',
  white: '#ffffff',
} as const;

export const FONT_FAMILY = 'RisqueVisionInter';
/** Inter, then its extended-latin subset for the rare character the latin one lacks. */
export const FONT_STACK = [FONT_FAMILY, `${FONT_FAMILY}Ext`];

export const styles = StyleSheet.create({
  // The page's line height reaches every text as points (13.8), whatever its size: a larger text
  // sets its own. But no text that holds a line break may: react-pdf then doubles the space
  // between its paragraphs.
  page: {
    fontFamily: FONT_STACK,
    // Inter's contextual alternates cost fontkit five times the rest of shaping (50 risks: 6 s instead
    // of 1) and change nothing in running text: off.
    fontFeatureSettings: { calt: false },
    fontSize: 9.5,
    lineHeight: 1.45,
    color: COLORS.ink,
    paddingTop: 68,
    paddingBottom: 60,
    paddingHorizontal: 54,
  },
  paragraph: { marginBottom: 6 },
  small: { fontSize: 8, color: COLORS.muted },
  sectionTitleRow: { flexDirection: 'row', alignItems: 'center', marginBottom: 14 },
  sectionNumber: {
    width: 26,
    height: 26,
    borderRadius: 3,
    backgroundColor: COLORS.navy,
    color: COLORS.yellow,
    fontSize: 12,
    fontWeight: 700,
    textAlign: 'center',
    paddingTop: 5,
    marginRight: 10,
  },
  sectionTitle: { fontSize: 18, fontWeight: 700, color: COLORS.navy, lineHeight: 1.2 },
  subheading: {
    fontSize: 10.5,
    fontWeight: 700,
    color: COLORS.navy,
    marginTop: 11,
    marginBottom: 5,
  },
  label: {
    fontSize: 7.5,
    fontWeight: 600,
    color: COLORS.muted,
    textTransform: 'uppercase',
    letterSpacing: 0.6,
  },
  badge: {
    borderRadius: 3,
    paddingHorizontal: 6,
    paddingVertical: 2,
    fontSize: 8,
    fontWeight: 700,
    alignSelf: 'flex-start',
  },
  bulletList: {},
  tableHeader: {
    flexDirection: 'row',
    backgroundColor: COLORS.navy,
    color: COLORS.white,
    fontSize: 8,
    fontWeight: 600,
  },
  tableRow: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: COLORS.rule },
  cell: { paddingVertical: 5, paddingHorizontal: 6 },
  levelCell: {
    width: '34%',
    backgroundColor: COLORS.wash,
    fontWeight: 600,
    fontSize: 8.5,
    color: COLORS.navy,
  },
  link: { color: COLORS.link, textDecoration: 'underline' },
  chip: { flex: 1, borderRadius: 4, paddingVertical: 7, paddingHorizontal: 10 },
  urgentItem: { borderLeftWidth: 3, paddingLeft: 9, paddingVertical: 3, marginBottom: 7 },
  readingGuide: { marginTop: 16, backgroundColor: COLORS.wash, padding: 12, borderRadius: 3 },
  tocEntry: {
    flexDirection: 'row',
    textDecoration: 'none',
    color: COLORS.ink,
    paddingVertical: 3,
    borderBottomWidth: 0.5,
    borderBottomColor: COLORS.rule,
  },
  tocSection: { marginTop: 10, fontSize: 10.5, fontWeight: 700, borderBottomColor: COLORS.navy },
  evidence: { borderLeftWidth: 2, borderLeftColor: COLORS.rule, paddingLeft: 9 },
  riskHeader: { borderBottomWidth: 2, borderBottomColor: COLORS.yellow, paddingBottom: 7 },
  riskTitle: { fontSize: 16, fontWeight: 700, color: COLORS.navy, lineHeight: 1.3, marginTop: 2 },
  factsBox: { backgroundColor: COLORS.wash, marginTop: 10, padding: 10, borderRadius: 3 },
  fact: { flex: 1, paddingRight: 8, fontSize: 10, fontWeight: 600 },
  recommendation: {
    marginTop: 12,
    backgroundColor: COLORS.yellowWash,
    borderLeftWidth: 3,
    borderLeftColor: COLORS.yellow,
    paddingVertical: 8,
    paddingHorizontal: 11,
    fontSize: 10,
  },
});
