import { ImageRun, Paragraph, TableRow } from 'docx';
import { fillLabel, type ReportModel } from '../../modules/reports/report-model';
import type { ReportImage } from '../pdf/report-images';
import {
  badge,
  bullets,
  COLORS,
  cell,
  contentWidth,
  heading1,
  heading3,
  hex,
  label,
  paragraph,
  run,
  table,
} from './docx-blocks';

const TWIPS_PER_PIXEL = 15;

/** The photos two by two, each fitted in its half of the page and captioned "Photo N — name". */
export function imageBlocks(model: ReportModel, images: ReportImage[], title: string) {
  const frame = { width: Math.floor(contentWidth(model.paper) / 2 / TWIPS_PER_PIXEL) - 24, height: 230 };
  const fitted = (image: ReportImage) => {
    const scale = Math.min(frame.width / image.width, frame.height / image.height);
    return { width: Math.round(image.width * scale), height: Math.round(image.height * scale) };
  };
  const photoCell = (image: ReportImage | undefined) =>
    cell(
      image
        ? [
            new Paragraph({
              spacing: { after: 60 },
              children: [new ImageRun({ type: 'jpg', data: image.data, transformation: fitted(image) })],
            }),
            paragraph([
              run(fillLabel(model.labels.images.caption, { number: image.number, name: image.name }), {
                size: 16,
              }),
            ]),
          ]
        : [paragraph('')],
    );
  const rows: TableRow[] = [];
  for (let index = 0; index < images.length; index += 2) {
    rows.push(
      new TableRow({ cantSplit: true, children: [photoCell(images[index]), photoCell(images[index + 1])] }),
    );
  }
  return [
    heading1(title),
    paragraph(model.labels.images.intro),
    table({ paper: model.paper, columns: [1, 1], rows }),
  ];
}

/** How the risks were found and rated (with the printed matrix), on what material, and the limits. */
export function methodBlocks(model: ReportModel, title: string) {
  const { labels, method, paper } = model;
  const headerCell = (text: string) =>
    cell([paragraph([run(text, { bold: true, size: 16, color: COLORS.white })], { spacingAfter: 0 })], {
      fill: COLORS.navy,
    });
  const matrix = table({
    paper,
    columns: [1.3, 1, 1, 1, 1, 1],
    rows: [
      new TableRow({
        tableHeader: true,
        children: [labels.method.matrixCorner, ...method.matrix.columns].map(headerCell),
      }),
      ...method.matrix.rows.map(
        (row) =>
          new TableRow({
            cantSplit: true,
            children: [
              cell([paragraph([badge(row.label, row.colors, 17)], { spacingAfter: 0 })]),
              ...row.cells.map((item) =>
                cell(
                  [
                    new Paragraph({
                      alignment: 'center',
                      spacing: { after: 0 },
                      children: [run(item.code, { bold: true, color: hex(item.colors.text) })],
                    }),
                  ],
                  {
                    fill: hex(item.colors.background),
                    borders: { left: { style: 'single', size: 6, color: 'FFFFFF' } },
                  },
                ),
              ),
            ],
          }),
      ),
    ],
  });

  return [
    heading1(title),
    heading3(labels.method.identificationTitle),
    paragraph(method.identification),
    paragraph([label(labels.cover.engine), run(`   ${method.engine}`, { bold: true })]),
    ...(method.engineNote
      ? [paragraph([run(`${labels.method.engineNote} ${method.engineNote}`, { color: COLORS.muted })])]
      : []),
    heading3(labels.method.ratingTitle),
    paragraph(labels.method.rating),
    matrix,
    heading3(labels.method.prioritiesTitle),
    ...method.priorities.map((priority) =>
      paragraph([
        badge(priority.code, priority.colors),
        run(`  ${priority.action}. `, { bold: true }),
        run(priority.justification),
      ]),
    ),
    heading3(labels.method.hierarchyTitle),
    paragraph(labels.method.hierarchy),
    ...bullets(method.hierarchy, { numbered: 1 }),
    heading3(labels.method.filesTitle),
    ...(method.files.length === 0
      ? [paragraph(labels.method.noFiles)]
      : bullets(method.files.map((file) => `${file.name} (${file.kind})`))),
    heading3(labels.method.limitsTitle),
    ...bullets(labels.method.limits),
  ];
}
