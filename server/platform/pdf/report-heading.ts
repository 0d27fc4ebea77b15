import type { ReportFlow } from './report-flow';
import { textBlock } from './report-flow';
import type { ReportSection } from './report-sections';
import { COLORS, TEXT, withStyle } from './report-theme';

const BOX = 26;
const GAP = 10;
/** How much of the section must fit under its title, so a title never ends a page alone. */
const PRESENCE = 90;

/**
 * A numbered section title: the link target and page of its section, and its outline entry, which
 * the section's own entries (the risk sheets) go under.
 */
export function drawSectionHeading(flow: ReportFlow, section: ReportSection): PDFKit.PDFOutline {
  const { doc } = flow;
  const title = textBlock(doc, [{ text: section.title }], {
    width: flow.width - BOX - GAP,
    style: TEXT.sectionTitle,
  });
  const height = Math.max(BOX, title.height);
  flow.ensure(height + PRESENCE);
  flow.anchor(section.id);
  const outline = flow.bookmark(`${section.number}. ${section.title}`);
  const { left, y } = flow;
  doc.roundedRect(left, y + (height - BOX) / 2, BOX, BOX, 3).fill(COLORS.navy);
  const number = textBlock(doc, [{ text: String(section.number) }], {
    width: BOX,
    style: withStyle({ size: 12, weight: 700, color: COLORS.yellow, lineHeight: 1.2 }),
    align: 'center',
  });
  number.draw(left, y + (height - number.height) / 2);
  title.draw(left + BOX + GAP, y + (height - title.height) / 2);
  flow.y += height + 14;
  return outline;
}
