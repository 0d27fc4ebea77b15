import type { ReportModel } from '../../modules/reports/report-model';
import { type Block, textBlock } from './report-flow';
import type { Doc } from './report-text';
import { COLORS, TEXT, withStyle } from './report-theme';

const PAD_Y = 4.5;
const FIRST_SHARE = 1.3;

/** The likelihood × severity matrix of common/domain/risk.ts, cells in their priority colours. */
export function priorityMatrix(doc: Doc, model: ReportModel, width: number): Block {
  const { matrix } = model.method;
  const unit = width / (FIRST_SHARE + matrix.columns.length);
  const first = unit * FIRST_SHARE;
  const centred = (text: string, style: typeof TEXT.body) =>
    textBlock(doc, [{ text }], { width: unit - 6, style, align: 'center' });
  const header = [
    textBlock(doc, [{ text: model.labels.method.matrixCorner }], {
      width: first - 9,
      style: TEXT.tableHeader,
    }),
    ...matrix.columns.map((column) => centred(column, TEXT.tableHeader)),
  ];
  const headerHeight = Math.max(...header.map((cell) => cell.height)) + 2 * PAD_Y;
  const rowLabel = withStyle({ size: 8.5, weight: 600 });
  const rows = matrix.rows.map((row) => ({
    row,
    label: textBlock(doc, [{ text: row.label }], { width: first - 22, style: rowLabel }),
    cells: row.cells.map((cell) => centred(cell.code, withStyle({ weight: 700, color: cell.colors.text }))),
  }));
  const rowHeight =
    Math.max(...rows.flatMap(({ label, cells }) => [label, ...cells]).map((cell) => cell.height)) + 2 * PAD_Y;
  const height = headerHeight + rows.length * rowHeight;
  return {
    height,
    draw: (x, y) => {
      doc.rect(x, y, width, headerHeight).fill(COLORS.navy);
      header.forEach((cell, index) => {
        cell.draw(
          index === 0 ? x + 6 : x + first + (index - 1) * unit + 3,
          y + (headerHeight - cell.height) / 2,
        );
      });
      rows.forEach(({ row, label, cells }, rowIndex) => {
        const top = y + headerHeight + rowIndex * rowHeight;
        doc.circle(x + 10, top + rowHeight / 2, 4).fill(row.colors.background);
        label.draw(x + 19, top + (rowHeight - label.height) / 2);
        cells.forEach((cell, index) => {
          const left = x + first + index * unit;
          doc.rect(left, top, unit, rowHeight).fill(row.cells[index]!.colors.background);
          cell.draw(left + 3, top + (rowHeight - cell.height) / 2);
        });
        // Thin white lines between the coloured cells, as on the screen.
        doc.lineWidth(0.5).strokeColor(COLORS.white);
        doc
          .moveTo(x, top)
          .lineTo(x + width, top)
          .stroke();
        for (let index = 0; index < cells.length; index++) {
          doc
            .moveTo(x + first + index * unit, top)
            .lineTo(x + first + index * unit, top + rowHeight)
            .stroke();
        }
      });
      doc.rect(x, y, width, height).lineWidth(0.5).stroke(COLORS.rule);
    },
  };
}
