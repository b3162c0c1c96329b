import {
  blockHeight,
  COLOR,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  drawBlock,
  type Face,
  PAGE,
  type Pdf,
  rule,
} from './pdf-kit.js';

/**
 * The table engine every document shares: a header row repeated at the top of every page the table reaches, rows
 * that are never split across pages (a row that does not fit goes whole to the next page), text that wraps inside its
 * cell (cut with an ellipsis after `maxLines`), and figures that always fit their cell on one line.
 */

/** `wrap`: text that may take several lines; the others are one line of figures, shrunk if they would not fit. */
export type Column = {
  key: string;
  label: string;
  width: number;
  align: 'left' | 'right';
  wrap?: true;
  /** For wrapped text: at most this many lines, the last one ending in an ellipsis when cut. */
  maxLines?: number;
};
/** One text of a cell; a cell may stack several (a name, its Korean name under it, a mark). */
export type CellPart = { text: string; size?: number; color?: string; gap?: number; maxLines?: number };
export type Cell = string | CellPart[];
export type Row = { cells: Record<string, Cell>; color?: string; face?: Face; background?: string; rule?: boolean };

export type TableOptions = {
  columns: Column[];
  /** The rows' font size; the header's is `headerSize`. */
  size: number;
  headerSize: number;
  /** Adds a page for the rows that do not fit and returns where the table continues on it. */
  newPage: () => number;
};

const CELL_PAD = 3;
const ROW_PAD = 4;

export class PdfTable {
  private readonly left = PAGE.margin;
  private headerHeight: number | undefined;

  constructor(
    private readonly doc: Pdf,
    private readonly options: TableOptions,
    /** Where the next row goes. */
    public y: number,
  ) {}

  /** The header row at `y`: white labels on the brand colour. */
  header(): void {
    const { doc, options } = this;
    doc.font('bold').fontSize(options.headerSize);
    this.headerHeight ??=
      Math.max(...options.columns.map((column) => doc.heightOfString(column.label, { width: inner(column) }))) +
      ROW_PAD * 2;
    doc.rect(this.left, this.y, CONTENT_WIDTH, this.headerHeight).fill(COLOR.brand);
    doc.fillColor(COLOR.white);
    let x = this.left;
    for (const column of options.columns) {
      doc.text(column.label, x + CELL_PAD, this.y + ROW_PAD, { width: inner(column), align: column.align });
      x += column.width;
    }
    this.y += this.headerHeight;
  }

  /** A row, on a new page under the header again when it does not fit on this one. */
  add(row: Row): void {
    const { doc, options } = this;
    const height = this.rowHeight(row);
    if (this.y + height > CONTENT_BOTTOM) {
      this.y = options.newPage();
      this.header();
    }
    if (row.background) doc.rect(this.left, this.y, CONTENT_WIDTH, height).fill(row.background);
    if (row.rule) rule(doc, this.y, { color: COLOR.ink, width: 0.75 });
    let x = this.left;
    for (const column of options.columns) {
      let offset = 0;
      for (const part of parts(row.cells[column.key])) {
        offset += part.gap ?? 0;
        const size = part.size ?? options.size;
        doc
          .font(row.face ?? 'regular')
          .fontSize(size)
          .fillColor(part.color ?? row.color ?? COLOR.ink);
        const top = this.y + ROW_PAD + offset;
        if (column.wrap) {
          offset += drawBlock(doc, part.text, x + CELL_PAD, top, {
            width: inner(column),
            maxLines: part.maxLines ?? column.maxLines,
            align: column.align,
          });
        } else {
          offset += doc.currentLineHeight(true);
          drawFigure(doc, part.text, x + CELL_PAD, top, { width: inner(column), size, align: column.align });
        }
      }
      x += column.width;
    }
    this.y += height;
    rule(doc, this.y, { color: COLOR.line, width: 0.5 });
  }

  /** The row's height: its tallest cell (at least one line) and the padding. */
  private rowHeight(row: Row): number {
    const { doc, options } = this;
    doc.font(row.face ?? 'regular').fontSize(options.size);
    let height = doc.currentLineHeight(true);
    for (const column of options.columns) {
      let cell = 0;
      for (const part of parts(row.cells[column.key])) {
        doc.fontSize(part.size ?? options.size);
        cell +=
          (part.gap ?? 0) +
          (column.wrap
            ? blockHeight(doc, part.text, inner(column), part.maxLines ?? column.maxLines)
            : doc.currentLineHeight(true));
      }
      height = Math.max(height, cell);
    }
    return height + ROW_PAD * 2;
  }
}

const inner = (column: Column) => column.width - CELL_PAD * 2;
const parts = (cell: Cell | undefined): CellPart[] => (typeof cell === 'string' ? [{ text: cell }] : (cell ?? []));

/**
 * One line of figures placed by its measured width, which skips pdfkit's line wrapper (a third of the time of a
 * document); a figure wider than its cell is drawn smaller, never cut (an amount must be read whole).
 */
function drawFigure(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  { width, size, align }: { width: number; size: number; align: 'left' | 'right' },
): void {
  let textWidth = doc.widthOfString(text);
  if (textWidth > width) {
    doc.fontSize((size * width) / textWidth);
    textWidth = width;
  }
  doc.text(text, align === 'right' ? x + width - textWidth : x, y, { lineBreak: false });
}
