import { fillLabel, type ReportModel } from '../../modules/reports/report-model';
import { textBlock } from './report-flow';
import { brandSpans, drawLogoMark } from './report-logo';
import type { Doc } from './report-text';
import { COLORS, PAGE, withStyle } from './report-theme';

const HEADER_TOP = 26;
const FOOTER_BOTTOM = 24;
const LOGO = 14;
const small = withStyle({ size: 7.5, color: COLORS.muted });

/**
 * The running header (brand, title, workplace) and footer (analysis id, Page X / Y) of every inner
 * page, written once all pages exist so the footer knows the total. The cover has neither.
 */
export function drawPageChrome(doc: Doc, model: ReportModel): void {
  const { count } = doc.bufferedPageRange();
  const left = PAGE.marginX;
  for (let index = 1; index < count; index++) {
    doc.switchToPage(index);
    const width = doc.page.width - 2 * PAGE.marginX;

    drawLogoMark(doc, { x: left, y: HEADER_TOP, size: LOGO });
    const brand = textBlock(doc, brandSpans(COLORS.navy, COLORS.blue), {
      width: 80,
      style: withStyle({ size: 9, weight: 700, lineHeight: 1.2 }),
    });
    brand.draw(left + LOGO + 5, HEADER_TOP + (LOGO - brand.height) / 2);
    const title = textBlock(doc, [{ text: model.runningTitle }], {
      width: width - 130,
      style: small,
      align: 'right',
    });
    title.draw(left + 130, HEADER_TOP + (LOGO - title.lines[0]!.height) / 2);
    const headerRule = HEADER_TOP + LOGO + 7;
    doc
      .moveTo(left, headerRule)
      .lineTo(left + width, headerRule)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();

    const page = fillLabel(model.footer.pageTemplate, { page: index + 1, total: count });
    const pageBlock = textBlock(doc, [{ text: page }], { width: 80, style: small, align: 'right' });
    const analysis = textBlock(doc, [{ text: model.footer.analysis }], { width: width - 90, style: small });
    const footerTop = doc.page.height - FOOTER_BOTTOM - pageBlock.height;
    doc
      .moveTo(left, footerTop - 7)
      .lineTo(left + width, footerTop - 7)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    analysis.draw(left, footerTop);
    pageBlock.draw(left + width - 80, footerTop);
  }
}
