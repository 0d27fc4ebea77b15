import type { Colors, ReportModel } from '../../modules/reports/report-model';
import { type Block, bulletBlocks, type ReportFlow, stackBlocks, textBlock } from './report-flow';
import { drawRiskRegister } from './report-register';
import type { Doc } from './report-text';
import { COLORS, PAGE, TEXT, type TextStyle, withStyle } from './report-theme';

/** What a manager acts on: how many risks, how serious, what to do first, and how to read the rest. */
export function drawExecutiveSummary(flow: ReportFlow, model: ReportModel): void {
  const { doc } = flow;
  const { labels, summary } = model;
  flow.paragraph([{ text: `${summary.intro} ${summary.urgent}` }], {
    style: withStyle({ size: 10.5, lineHeight: 1.5 }),
  });
  if (summary.evidenceRead) {
    flow.paragraph([{ text: summary.evidenceRead }], {
      style: withStyle({ size: 10, lineHeight: 1.5 }),
      x: flow.left + 11,
      width: flow.width - 11,
      padding: 4,
      frame: (top, bottom) => doc.rect(flow.left, top, 3, bottom - top).fill(COLORS.blue),
    });
  }

  flow.subheading(labels.summary.bySeverity, { presence: 50 });
  flow.place(
    chipRow(
      doc,
      flow.width,
      summary.severityCounts.map((chip) => ({ ...chip, filled: true })),
    ),
  );
  flow.subheading(labels.summary.byPriority, { presence: 40 });
  flow.place(chipRow(doc, flow.width, summary.priorityCounts));

  flow.subheading(labels.summary.priorityOne, { presence: 40 });
  const urgentColors = summary.priorityCounts[0]!.colors;
  if (summary.priorityOne.length === 0) flow.paragraph([{ text: labels.summary.noPriorityOne }]);
  for (const risk of summary.priorityOne) {
    flow.paragraph(
      [
        { text: 'P1', badge: urgentColors },
        { text: `  ${risk.id} — ${risk.title}`, style: { weight: 700, color: COLORS.navy } },
        ...(risk.recommendation
          ? [{ text: `\n${risk.recommendation}`, style: { color: COLORS.muted } }]
          : []),
      ],
      {
        x: flow.left + 12,
        width: flow.width - 12,
        padding: 3,
        keep: true,
        after: risk.recommendation ? 7 : 3,
        frame: (top, bottom) => doc.rect(flow.left, top, 3, bottom - top).fill(urgentColors.background),
      },
    );
  }

  flow.subheading(labels.summary.register, { presence: 60 });
  drawRiskRegister(flow, model);

  const guide = stackBlocks([
    textBlock(doc, [{ text: labels.summary.readingGuideTitle }], {
      width: flow.width - 24,
      style: TEXT.subheading,
    }),
    { height: PAGE.subheadingGap.after, draw: () => {} },
    ...bulletBlocks(doc, labels.summary.readingGuide, { width: flow.width - 24 }),
  ]);
  flow.gap(16);
  flow.place({
    height: guide.height + 24,
    draw: (x, y) => {
      doc.roundedRect(x, y, flow.width, guide.height + 24, 3).fill(COLORS.wash);
      guide.draw(x + 12, y + 12);
    },
  });
}

type Chip = { label: string; count: number; colors: Colors; filled?: boolean };

/** Counts over their labels side by side: filled with the severity colour, or edged with the priority colour. */
function chipRow(doc: Doc, width: number, chips: readonly Chip[]): Block {
  const gap = 8;
  const chipWidth = (width - gap * (chips.length - 1)) / chips.length;
  const line = (text: string, style: Partial<TextStyle>) =>
    textBlock(doc, [{ text }], { width: chipWidth - 20, style: withStyle(style) });
  const contents = chips.map(({ label, count, colors, filled = false }) =>
    stackBlocks([
      line(String(count), {
        size: filled ? 20 : 15,
        weight: 700,
        lineHeight: 1.2,
        color: filled ? colors.text : COLORS.navy,
      }),
      line(label, {
        size: filled ? 8.5 : 7.5,
        weight: 600,
        lineHeight: 1.3,
        color: filled ? colors.text : COLORS.muted,
      }),
    ]),
  );
  const height = Math.max(...contents.map((content) => content.height)) + 14;
  return {
    height,
    draw: (x, y) => {
      chips.forEach((chip, index) => {
        const left = x + index * (chipWidth + gap);
        doc.save();
        if (chip.filled) {
          if (chip.count === 0) doc.opacity(0.45);
          doc.roundedRect(left, y, chipWidth, height, 4).fill(chip.colors.background);
        } else {
          doc.roundedRect(left, y, chipWidth, height, 4).fill(COLORS.wash);
          doc.rect(left, y, 4, height).fill(chip.colors.background);
        }
        contents[index]!.draw(left + 10, y + 7);
        doc.restore();
      });
    },
  };
}
