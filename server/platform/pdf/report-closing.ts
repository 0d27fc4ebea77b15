import type { ReportLabels, ReportModel } from '../../modules/reports/report-model';
import { type Block, type ReportFlow, stackBlocks, textBlock } from './report-flow';
import type { Doc } from './report-text';
import { COLORS, PAGE, TEXT, withStyle } from './report-theme';

/** The notice a consultant needs before signing: informational use, no substitute for a professional, verify the law. */
export function legalNotice(doc: Doc, labels: ReportLabels, width: number): Block {
  const text = stackBlocks(
    labels.legal.paragraphs.map((paragraph) => textBlock(doc, [{ text: paragraph }], { width: width - 24 })),
    PAGE.paragraphGap,
  );
  return {
    height: text.height + 24,
    draw: (x, y) => {
      doc
        .rect(x, y, width, text.height + 24)
        .lineWidth(0.5)
        .fillAndStroke(COLORS.wash, COLORS.rule);
      text.draw(x + 12, y + 12);
    },
  };
}

/**
 * Who prepared the report and who signs it. Without a named assessor the name and title lines are
 * left blank to be filled in by hand, like the signature and the date.
 */
export function signOff(doc: Doc, model: ReportModel, width: number): Block {
  const { labels } = model;
  const columnWidth = width / 2 - 18;
  const column = (title: string, lines: [string, string, boolean?][]) =>
    stackBlocks([
      textBlock(doc, [{ text: title }], { width: columnWidth, style: TEXT.subheading }),
      { height: PAGE.subheadingGap.after, draw: () => {} },
      ...lines.map(([label, value, tall]) => signatureLine(doc, { label, value, tall, width: columnWidth })),
    ]);
  const intro = textBlock(doc, [{ text: labels.signOff.intro }], { width });
  const prepared = column(labels.signOff.preparedBy, [
    [labels.signOff.name, model.preparedBy.name],
    [labels.signOff.organisation, model.preparedBy.organisation],
    [labels.signOff.date, model.generatedAtLabel],
  ]);
  const approved = column(labels.signOff.approvedBy, [
    [labels.signOff.name, model.assessor?.name ?? ''],
    [labels.signOff.title, model.assessor?.title ?? ''],
    [labels.signOff.signature, '', true],
    [labels.signOff.date, ''],
  ]);
  const columnsHeight = Math.max(prepared.height, approved.height);
  return {
    height: intro.height + 12 + columnsHeight,
    draw: (x, y) => {
      intro.draw(x, y);
      const top = y + intro.height + 12;
      prepared.draw(x, top);
      doc
        .moveTo(x + width / 2, top)
        .lineTo(x + width / 2, top + columnsHeight)
        .lineWidth(0.5)
        .stroke(COLORS.rule);
      approved.draw(x + width / 2 + 18, top);
    },
  };
}

/** A label over a value, or over an empty rule to write on. */
function signatureLine(
  doc: Doc,
  options: { label: string; value: string; tall?: boolean; width: number },
): Block {
  const label = textBlock(doc, [{ text: options.label }], { width: options.width, style: TEXT.label });
  const value = textBlock(doc, [{ text: options.value }], {
    width: options.width,
    style: withStyle({ size: 10 }),
  });
  const valueHeight = Math.max(options.tall ? 40 : 20, value.height + 4);
  return {
    height: label.height + valueHeight + 12,
    draw: (x, y) => {
      label.draw(x, y);
      value.draw(x, y + label.height + 4);
      const rule = y + label.height + valueHeight;
      doc
        .moveTo(x, rule)
        .lineTo(x + options.width, rule)
        .lineWidth(0.7)
        .stroke(COLORS.muted);
    },
  };
}

/** The notice, then the sign-off under its own numbered heading, kept with it. */
export function drawClosing(
  flow: ReportFlow,
  options: { model: ReportModel; drawHeading: () => void },
): void {
  const { doc } = flow;
  flow.place(legalNotice(doc, options.model.labels, flow.width));
  flow.gap(26);
  const block = signOff(doc, options.model, flow.width);
  flow.ensure(26 + 14 + block.height);
  options.drawHeading();
  flow.place(block);
}
