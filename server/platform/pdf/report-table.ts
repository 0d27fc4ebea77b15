import { type Block, textBlock } from './report-flow';
import type { Doc, Span } from './report-text';
import { PAGE, type TextStyle } from './report-theme';

/** A table column: a fixed width, or null for the one that takes the rest. */
export type Column = { width: number | null };
/** A cell: text, or a block made for its inner width, on an optional background of its own. */
export type Cell = readonly Span[] | { content: (width: number) => Block; background?: string };

const { x: PAD_X, y: PAD_Y } = PAGE.cellPadding;

/**
 * One table row: each cell's spans in its column, padded, the row as tall as its tallest cell, on an
 * optional background and over a thin rule.
 */
export function tableRow(
  doc: Doc,
  options: {
    columns: readonly Column[];
    cells: readonly Cell[];
    width: number;
    style?: TextStyle;
    background?: string;
    rule?: string;
  },
): Block {
  const fixed = options.columns.reduce((sum, column) => sum + (column.width ?? 0), 0);
  const widths = options.columns.map((column) => column.width ?? options.width - fixed);
  const cells = options.cells.map((cell, index) => {
    const inner = widths[index]! - 2 * PAD_X;
    return 'content' in cell
      ? { block: cell.content(inner), background: cell.background }
      : { block: textBlock(doc, cell, { width: inner, style: options.style }), background: undefined };
  });
  const height = Math.max(...cells.map((cell) => cell.block.height)) + 2 * PAD_Y;
  return {
    height,
    draw: (x, y) => {
      if (options.background) doc.rect(x, y, options.width, height).fill(options.background);
      let left = x;
      cells.forEach((cell, index) => {
        if (cell.background) doc.rect(left, y, widths[index]!, height).fill(cell.background);
        cell.block.draw(left + PAD_X, y + PAD_Y);
        left += widths[index]!;
      });
      if (options.rule) {
        doc
          .moveTo(x, y + height)
          .lineTo(x + options.width, y + height)
          .lineWidth(0.5)
          .strokeColor(options.rule)
          .stroke();
      }
    },
  };
}
