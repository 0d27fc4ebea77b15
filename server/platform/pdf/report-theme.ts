import type { InterWeight } from './report-fonts';

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

/** How a run of text looks; lineHeight is a multiple of the size. */
export type TextStyle = {
  size: number;
  weight: InterWeight;
  italic: boolean;
  color: string;
  lineHeight: number;
  /** Extra space between letters, in points. */
  spacing: number;
  uppercase: boolean;
};

const body: TextStyle = {
  size: 9.5,
  weight: 400,
  italic: false,
  color: COLORS.ink,
  lineHeight: 1.45,
  spacing: 0,
  uppercase: false,
};
/** The running text's style with some of its properties changed. */
export const withStyle = (overrides: Partial<TextStyle>): TextStyle => ({ ...body, ...overrides });
/** The running text's line, 13.8 points, which small texts keep so they sit in the same rhythm. */
const BODY_LINE = body.size * body.lineHeight;

export const TEXT = {
  body,
  small: withStyle({ size: 8, color: COLORS.muted, lineHeight: BODY_LINE / 8 }),
  label: withStyle({
    size: 7.5,
    weight: 600,
    color: COLORS.muted,
    lineHeight: BODY_LINE / 7.5,
    uppercase: true,
    spacing: 0.6,
  }),
  subheading: withStyle({ size: 10.5, weight: 700, color: COLORS.navy, lineHeight: 1.3 }),
  sectionTitle: withStyle({ size: 18, weight: 700, color: COLORS.navy, lineHeight: 1.2 }),
  riskTitle: withStyle({ size: 16, weight: 700, color: COLORS.navy, lineHeight: 1.3 }),
  tableHeader: withStyle({ size: 8, weight: 600, color: COLORS.white }),
} as const;

/** Page geometry in points: the running header and footer sit in the top and bottom margins. */
export const PAGE = {
  marginTop: 68,
  marginBottom: 60,
  marginX: 54,
  paragraphGap: 6,
  subheadingGap: { before: 11, after: 5 },
  cellPadding: { x: 6, y: 5 },
} as const;
