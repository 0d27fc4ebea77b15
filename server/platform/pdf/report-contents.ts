import type { ReportModel } from '../../modules/reports/report-model';
import { type ReportFlow, textBlock } from './report-flow';
import { type ReportSection, riskAnchor } from './report-sections';
import type { Doc } from './report-text';
import { COLORS, TEXT, withStyle } from './report-theme';

/** Where an entry was drawn, to write its page number once every section has been laid out. */
export type ContentsEntry = { id: string; page: number; y: number; height: number; strong: boolean };

const NUMBER_WIDTH = 30;
const INDENT = 20;
const strongStyle = withStyle({ size: 10.5, weight: 700, color: COLORS.navy });

/**
 * The contents: sections and risk sheets, each entry a link to its page. The page numbers are not
 * known yet; writeContentsPages adds them at the end (the entries' places do not depend on them).
 */
export function drawContents(
  flow: ReportFlow,
  model: ReportModel,
  sections: ReportSection[],
): ContentsEntry[] {
  const { doc } = flow;
  const title = textBlock(doc, [{ text: model.labels.toc.title }], {
    width: flow.width,
    style: TEXT.sectionTitle,
  });
  flow.place(title, { after: 14 });
  const entries: ContentsEntry[] = [];
  const entry = (id: string, text: string, strong: boolean) => {
    const indent = strong ? 0 : INDENT;
    const label = textBlock(doc, [{ text }], {
      width: flow.width - indent - NUMBER_WIDTH,
      style: strong ? strongStyle : TEXT.body,
    });
    const height = label.height + 6;
    if (strong) flow.gap(10);
    flow.ensure(height);
    const { left, y } = flow;
    label.draw(left + indent, y + 3);
    const ruleY = y + height;
    doc
      .moveTo(left, ruleY)
      .lineTo(left + flow.width, ruleY)
      .lineWidth(strong ? 0.75 : 0.5)
      .strokeColor(strong ? COLORS.navy : COLORS.rule)
      .stroke();
    doc.goTo(left, y, flow.width, height, id);
    entries.push({ id, page: flow.pageNumber, y, height, strong });
    flow.y += height;
  };
  for (const section of sections) {
    entry(section.id, `${section.number}\u00a0\u00a0\u00a0${section.title}`, true);
    if (section.key === 'risks') {
      for (const risk of model.risks)
        entry(riskAnchor(risk.id), `${risk.id}\u00a0\u00a0\u00a0${risk.title}`, false);
    }
  }
  return entries;
}

/** Writes each entry's page number, right-aligned, now that every anchor has its page. */
export function writeContentsPages(
  doc: Doc,
  entries: readonly ContentsEntry[],
  anchors: ReadonlyMap<string, number>,
  left: number,
  width: number,
): void {
  for (const entry of entries) {
    doc.switchToPage(entry.page - 1);
    const number = textBlock(doc, [{ text: String(anchors.get(entry.id) ?? '') }], {
      width: NUMBER_WIDTH,
      style: entry.strong ? strongStyle : TEXT.body,
      align: 'right',
    });
    number.draw(left + width - NUMBER_WIDTH, entry.y + 3);
  }
}
