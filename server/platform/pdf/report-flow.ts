import { type Doc, drawLines, heightOf, type Line, layoutText, type Span } from './report-text';
import { PAGE, TEXT, type TextStyle } from './report-theme';

/** Something measured before it is drawn: a kept-together box, a list item, a table row. */
export type Block = { height: number; draw: (x: number, y: number) => void };

/** A paragraph as a block of `width` points. */
export function textBlock(
  doc: Doc,
  spans: readonly Span[],
  options: { width: number; style?: TextStyle; align?: 'left' | 'right' | 'center' },
): Block & { lines: Line[] } {
  const lines = layoutText(doc, spans, options);
  return {
    lines,
    height: heightOf(lines),
    draw: (x, y) => drawLines(doc, lines, { x, y, width: options.width, align: options.align }),
  };
}

const BULLET = '•';

/**
 * A bulleted (or numbered) list, one block per item: the marker hangs in the margin so wrapped lines
 * align under the words, not under the bullet.
 */
export function bulletBlocks(
  doc: Doc,
  items: readonly string[],
  options: { width: number; numbered?: boolean; style?: TextStyle; gap?: number },
): Block[] {
  const { numbered = false, style = TEXT.body, gap = 0 } = options;
  const hang = numbered ? 14 : 10.5;
  return items.map((item, index) => {
    const marker = textBlock(doc, [{ text: numbered ? `${index + 1}.` : BULLET }], { width: hang, style });
    const body = textBlock(doc, [{ text: item }], { width: options.width - hang, style });
    return {
      height: body.height + gap,
      draw: (x, y) => {
        marker.draw(x, y);
        body.draw(x + hang, y);
      },
    };
  });
}

/** Stacks blocks into one, `gap` points apart. */
export function stackBlocks(blocks: readonly Block[], gap = 0): Block {
  return {
    height: blocks.reduce((sum, block) => sum + block.height, 0) + gap * Math.max(0, blocks.length - 1),
    draw: (x, y) => {
      let top = y;
      for (const block of blocks) {
        block.draw(x, top);
        top += block.height + gap;
      }
    },
  };
}

/**
 * The cursor of the inner pages: where the next block goes, when a page is full, and where each
 * section and risk sheet begins (for the table of contents, its links and the outline). Pages stay
 * buffered until the end, when the contents and the running header and footer are written on them.
 */
export class ReportFlow {
  readonly left = PAGE.marginX;
  readonly top = PAGE.marginTop;
  readonly width: number;
  readonly bottom: number;
  y: number = PAGE.marginTop;
  /** The page number each anchored section or risk sheet starts on. */
  readonly anchors = new Map<string, number>();

  constructor(readonly doc: Doc) {
    this.width = doc.page.width - 2 * PAGE.marginX;
    this.bottom = doc.page.height - PAGE.marginBottom;
  }

  /** The 1-based number of the page being filled. */
  get pageNumber(): number {
    return this.doc.bufferedPageRange().count;
  }

  newPage(): void {
    this.doc.addPage();
    this.y = this.top;
  }

  /** Starts a new page unless `height` points still fit on this one (or it is still empty). */
  ensure(height: number): void {
    if (this.y + height > this.bottom && this.y > this.top) this.newPage();
  }

  /** Vertical space, dropped at the top of a page. */
  gap(points: number): void {
    if (this.y > this.top) this.y = Math.min(this.y + points, this.bottom);
  }

  /** Draws a block whole, on a new page if it does not fit here; `after` points follow it. */
  place(block: Block, options: { x?: number; after?: number } = {}): void {
    this.ensure(block.height);
    block.draw(options.x ?? this.left, this.y);
    this.y += block.height;
    this.gap(options.after ?? 0);
  }

  /**
   * A paragraph that may run over pages, split between lines (`keep`: whole on the next page if it
   * fits there; otherwise at least two lines at a page bottom). `frame` draws what belongs behind or
   * beside each page's part (a rule, a background), given its top and bottom; `padding` is the space
   * inside the frame, above and below each part.
   */
  paragraph(
    spans: readonly Span[],
    options: {
      style?: TextStyle;
      x?: number;
      width?: number;
      after?: number;
      padding?: number;
      keep?: boolean;
      frame?: (top: number, bottom: number) => void;
    } = {},
  ): void {
    const { padding = 0 } = options;
    const x = options.x ?? this.left;
    const lines = layoutText(this.doc, spans, { width: options.width ?? this.width, style: options.style });
    const whole = heightOf(lines) + 2 * padding;
    const opening = heightOf(lines.slice(0, 2)) + 2 * padding;
    this.ensure(options.keep && whole <= this.bottom - this.top ? whole : opening);
    // Split first, so each part's frame is drawn before (under) its lines.
    const parts: Line[][] = [[]];
    let y = this.y + padding;
    for (const line of lines) {
      if (y + line.height + padding > this.bottom && parts.at(-1)!.length > 0) {
        parts.push([]);
        y = this.top + padding;
      }
      parts.at(-1)!.push(line);
      y += line.height;
    }
    parts.forEach((part, index) => {
      if (index > 0) this.newPage();
      const bottom = this.y + heightOf(part) + 2 * padding;
      options.frame?.(this.y, bottom);
      drawLines(this.doc, part, { x, y: this.y + padding });
      this.y = bottom;
    });
    this.gap(options.after ?? PAGE.paragraphGap);
  }

  /** A sub-heading kept with at least `presence` points of what follows it. */
  subheading(text: string, options: { presence?: number; first?: boolean } = {}): void {
    if (!options.first) this.gap(PAGE.subheadingGap.before);
    const block = textBlock(this.doc, [{ text }], { width: this.width, style: TEXT.subheading });
    this.ensure(block.height + (options.presence ?? 30));
    this.place(block, { after: PAGE.subheadingGap.after });
  }

  /** Records that `id` starts here: its page for the contents, a named destination for links. */
  anchor(id: string): void {
    if (!this.anchors.has(id)) this.anchors.set(id, this.pageNumber);
    this.doc.addNamedDestination(id, 'XYZ', 0, this.y - 12, null);
  }

  /** An outline (bookmark) entry to this page, under `parent` or at the top level. */
  bookmark(title: string, parent?: PDFKit.PDFOutline): PDFKit.PDFOutline {
    // pdfkit accepts `fit` (open the page whole, as the previous renderer did) but its types omit it.
    const options = { expanded: false, fit: true } as { expanded: boolean };
    return (parent ?? this.doc.outline).addItem(title, options);
  }
}
