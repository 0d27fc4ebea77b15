import type { ReportModel } from '../../modules/reports/report-model';
import { bulletBlocks, type ReportFlow, textBlock } from './report-flow';
import { priorityMatrix } from './report-matrix';
import { COLORS, TEXT } from './report-theme';

const LABEL_WIDTH = 120;

/** How the risks were found and rated, on what material, and where the analysis stops. */
export function drawMethodSection(flow: ReportFlow, model: ReportModel): void {
  const { doc } = flow;
  const { labels, method } = model;
  const bullets = (items: readonly string[], numbered = false) => {
    for (const item of bulletBlocks(doc, items, { width: flow.width, numbered })) flow.place(item);
  };

  flow.subheading(labels.method.identificationTitle, { first: true });
  flow.paragraph([{ text: method.identification }]);
  const engineLabel = textBlock(doc, [{ text: labels.cover.engine }], {
    width: LABEL_WIDTH - 8,
    style: TEXT.label,
  });
  const engine = textBlock(doc, [{ text: method.engine, style: { weight: 600 } }], {
    width: flow.width - LABEL_WIDTH,
  });
  flow.place(
    {
      height: Math.max(engineLabel.height + 1.5, engine.height),
      draw: (x, y) => {
        engineLabel.draw(x, y + 1.5);
        engine.draw(x + LABEL_WIDTH, y);
      },
    },
    { after: 6 },
  );
  if (method.engineNote) {
    flow.paragraph([
      { text: `${labels.method.engineNote} ${method.engineNote}`, style: { color: COLORS.muted } },
    ]);
  }

  flow.subheading(labels.method.ratingTitle, { presence: 120 });
  flow.paragraph([{ text: labels.method.rating }]);
  flow.place(priorityMatrix(doc, model, flow.width), { after: 6 });

  flow.subheading(labels.method.prioritiesTitle, { presence: 60 });
  for (const priority of method.priorities) {
    const block = textBlock(
      doc,
      [
        { text: priority.code, badge: priority.colors },
        { text: `  ${priority.action}. `, style: { weight: 600 } },
        { text: priority.justification },
      ],
      { width: flow.width },
    );
    flow.place(block, { after: 5 });
  }

  flow.subheading(labels.method.hierarchyTitle, { presence: 60 });
  flow.paragraph([{ text: labels.method.hierarchy }]);
  bullets(method.hierarchy, true);

  flow.subheading(labels.method.filesTitle, { presence: 40 });
  if (method.files.length === 0) flow.paragraph([{ text: labels.method.noFiles }]);
  bullets(method.files.map((file) => `${file.name} (${file.kind})`));

  flow.subheading(labels.method.limitsTitle, { presence: 60 });
  bullets(labels.method.limits);
}
