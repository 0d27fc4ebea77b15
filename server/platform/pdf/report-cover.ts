import type { ReportModel } from '../../modules/reports/report-model';
import { type Block, stackBlocks, textBlock } from './report-flow';
import { brandSpans, drawLogoMark } from './report-logo';
import type { Doc, Span } from './report-text';
import { COLORS, PAGE, TEXT, withStyle } from './report-theme';

const LABEL_WIDTH = 150;

/** The first page a client sees: the brand, what was analysed, for whom, when, by whom and with what. */
export function drawCoverPage(doc: Doc, model: ReportModel): void {
  const { labels } = model;
  const { width: pageWidth, height: pageHeight } = doc.page;
  const left = PAGE.marginX;
  const width = pageWidth - 2 * left;

  const eyebrow = textBlock(doc, [{ text: labels.cover.eyebrow }], {
    width,
    style: withStyle({ ...TEXT.label, size: 8.5, color: COLORS.yellow, spacing: 1.4 }),
  });
  const title = textBlock(doc, [{ text: labels.cover.title }], {
    width: width * 0.85,
    style: withStyle({ size: 25, weight: 700, color: COLORS.white, lineHeight: 1.2 }),
  });
  const area = textBlock(doc, [{ text: model.area }], {
    width,
    style: withStyle({ size: 13, color: '#c8d7e7', lineHeight: 1.35 }),
  });
  const logoTop = 46;
  const logo = 34;
  const eyebrowTop = logoTop + logo + 70;
  const titleTop = eyebrowTop + eyebrow.height + 10;
  const areaTop = titleTop + title.height + 14;
  const bandHeight = areaTop + area.height + 40;

  doc.rect(0, 0, pageWidth, bandHeight).fill(COLORS.navy);
  doc.save().rect(0, 0, pageWidth, bandHeight).clip();
  // The watermark overhangs the right edge, as the web app's hero does.
  drawLogoMark(doc, { x: pageWidth + 70 - 330, y: 10, size: 330, watermark: true });
  doc.restore();
  drawLogoMark(doc, { x: left, y: logoTop, size: logo });
  const brand = textBlock(doc, brandSpans(COLORS.white, COLORS.yellow), {
    width: 200,
    style: withStyle({ size: 19, weight: 700, lineHeight: 1.2 }),
  });
  brand.draw(left + logo + 9, logoTop + (logo - brand.height) / 2);
  eyebrow.draw(left, eyebrowTop);
  title.draw(left, titleTop);
  area.draw(left, areaTop);
  doc.rect(0, bandHeight, pageWidth, 5).fill(COLORS.yellow);

  let y = bandHeight + 5 + 26;
  const heading = textBlock(doc, [{ text: labels.cover.clientInformation }], {
    width,
    style: TEXT.subheading,
  });
  heading.draw(left, y);
  y += heading.height + 8;
  for (const row of model.cover.rows) {
    const label = textBlock(doc, [{ text: row.label }], { width: LABEL_WIDTH - 10, style: TEXT.label });
    const value = textBlock(doc, [{ text: row.value }], { width: width - LABEL_WIDTH, style: TEXT.body });
    const height = Math.max(label.height + 1.5, value.height) + 10;
    label.draw(left, y + 5 + 1.5);
    value.draw(left + LABEL_WIDTH, y + 5);
    y += height;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
  }

  y += 18;
  const cardWidth = (width - 14) / 2;
  const strong = withStyle({ size: 11, weight: 700, color: COLORS.navy, lineHeight: 1.3 });
  const prepared: Span[][] = [[{ text: model.preparedBy.name, style: strong }]];
  if (model.preparedBy.organisation) {
    prepared.push([{ text: model.preparedBy.organisation, style: { color: COLORS.muted } }]);
  }
  const cards = [
    coverCard(doc, labels.cover.preparedBy, prepared, cardWidth),
    coverCard(doc, labels.cover.reportDate, [[{ text: model.cover.reportDate, style: strong }]], cardWidth),
  ];
  const cardHeight = Math.max(...cards.map((card) => card.height));
  cards.forEach((card, index) => {
    const x = left + index * (cardWidth + 14);
    doc.rect(x, y, cardWidth, cardHeight).fill(COLORS.wash);
    doc.rect(x, y, 3, cardHeight).fill(COLORS.yellow);
    card.draw(x + 3 + 12, y + 10);
  });

  const confidential = textBlock(doc, [{ text: labels.cover.confidential }], {
    width,
    style: withStyle({ ...TEXT.small, lineHeight: 1.4 }),
  });
  const reference = textBlock(doc, [{ text: `${labels.cover.reference} ${model.analysisId}` }], {
    width,
    style: withStyle({ ...TEXT.small, color: COLORS.faint }),
  });
  const footer = stackBlocks([confidential, reference], 3);
  footer.draw(left, pageHeight - 30 - footer.height);
}

/** A label over a few lines, on a washed card edged in yellow; the height includes the padding. */
function coverCard(doc: Doc, label: string, lines: Span[][], width: number): Block {
  const inner = width - 3 - 24;
  const content = stackBlocks([
    textBlock(doc, [{ text: label }], { width: inner, style: TEXT.label }),
    ...lines.map((spans) => textBlock(doc, spans, { width: inner })),
  ]);
  return { height: content.height + 20, draw: content.draw };
}
