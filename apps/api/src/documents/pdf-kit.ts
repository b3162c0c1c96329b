import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type CffSubset, compactSubrs } from './cff-subset.js';

/**
 * What every PDF of ours shares: pdfkit and the Pretendard fonts (loaded once per process), an A4 page with a footer
 * on every page, the colours, and a few text helpers. The table engine is `pdf-table.ts`.
 */

/** The parts of a fontkit font this module touches; pdfkit takes a parsed font as it is. */
type Glyph = { advanceWidth: number };
type Position = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };
type FontkitFont = {
  glyphsForString: (text: string) => Glyph[];
  layout: (text: string) => { glyphs: Glyph[]; positions: Position[]; advanceWidth: number };
  createSubset: () => CffSubset;
};
const require = createRequire(import.meta.url);

/**
 * The font without OpenType shaping. Korean syllables and Vietnamese and Cyrillic letters are precomposed characters
 * (once normalised to NFC), one glyph each, so a table of trade data needs no ligatures, contextual forms or kerning;
 * and Pretendard's contextual lookups were four fifths of the time of a whole document. Glyphs come straight from the
 * character map, with their advance widths.
 */
function withoutShaping(font: FontkitFont): FontkitFont {
  const plain: FontkitFont = Object.create(font);
  plain.layout = (text) => {
    const glyphs = font.glyphsForString(text.normalize('NFC'));
    // pdfkit scales these positions in place, then reads the run's width: a fresh run each time, width computed late.
    const positions = glyphs.map((glyph) => ({ xAdvance: glyph.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 }));
    return {
      glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((width, position) => width + position.xAdvance, 0);
      },
    };
  };
  // Each document's subset of the font keeps only the subroutines its glyphs call (see cff-subset.ts).
  plain.createSubset = () => compactSubrs(font.createSubset());
  return plain;
}

/**
 * Pretendard's OTF renders Korean, Vietnamese and Cyrillic (its WOFF2 web fonts render blank glyphs in PDFs). pdfkit
 * is loaded and the font files read and parsed once per process, on the first document, not at start-up and not per
 * document: a parsed font is only read by pdfkit, which makes its own subset of it for each document.
 */
let toolkit: Promise<{ PDFDocument: PDFKit.PDFDocument; regular: FontkitFont; bold: FontkitFont }> | undefined;
function loadToolkit() {
  toolkit ??= import('pdfkit').then(({ default: PDFDocument }) => {
    const fontkit = require('fontkit') as { create: (data: Buffer) => FontkitFont };
    const open = (weight: string) =>
      withoutShaping(
        fontkit.create(readFileSync(require.resolve(`pretendard/dist/public/static/Pretendard-${weight}.otf`))),
      );
    return { PDFDocument, regular: open('Regular'), bold: open('SemiBold') };
  });
  return toolkit;
}

/** Loads pdfkit and the fonts now (after start-up, say) so that the first document does not wait for them. */
export async function preloadPdfKit(): Promise<void> {
  await loadToolkit();
}

export type Pdf = PDFKit.PDFDocument;
/** The two registered faces. */
export type Face = 'regular' | 'bold';

export const PAGE = { width: 595.28, height: 841.89, margin: 36 };
export const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;
const FOOTER_HEIGHT = 28;
/** Where content stops on every page: the footer lies below. */
export const CONTENT_BOTTOM = PAGE.height - PAGE.margin - FOOTER_HEIGHT;
export const COLOR = {
  ink: '#1b2430',
  muted: '#5b6573',
  line: '#d5d9df',
  brand: '#1f3a5f',
  stripe: '#f5f6f8',
  error: '#b3261e',
  white: '#ffffff',
};

/** The document's information dictionary. `createdAt` is required: it is also what pdfkit derives the file ID from. */
export type PdfInfo = { title: string; author: string; subject: string; keywords?: string; createdAt: Date };

/**
 * A new A4 document with both faces registered, its pages buffered (for the footers), and `end()` that finishes it.
 * Deterministic: pdfkit's file ID is a hash of the information dictionary, and the creation date is the caller's, so
 * the same content gives the same bytes.
 */
export async function createPdf(info: PdfInfo): Promise<{ doc: Pdf; end: () => Promise<Buffer> }> {
  const { PDFDocument, regular, bold } = await loadToolkit();
  const doc = new PDFDocument({
    size: 'A4',
    // A small bottom margin for pdfkit itself: the footer sits below the content's own limit (`CONTENT_BOTTOM`).
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 12 },
    bufferPages: true,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      ...(info.keywords ? { Keywords: info.keywords } : {}),
      CreationDate: info.createdAt,
    },
  });
  // pdfkit accepts a parsed fontkit font where its types say a file.
  doc.registerFont('regular', regular as unknown as Buffer);
  doc.registerFont('bold', bold as unknown as Buffer);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    end: () => {
      doc.end();
      return finished;
    },
  };
}

/** A footer on every page: who and which document on the left, "Page n of N" on the right. */
export function drawFooters(doc: Pdf, label: string): void {
  const left = PAGE.margin;
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    const footerY = PAGE.height - PAGE.margin - 10;
    rule(doc, footerY - 6, { color: COLOR.line, width: 0.5 });
    doc.font('regular').fontSize(7.5).fillColor(COLOR.muted);
    // The page count on the right; the label has the rest of the line.
    const count = `Page ${page - range.start + 1} of ${range.count}`;
    const countWidth = doc.widthOfString(count);
    doc.text(fitLine(doc, label, CONTENT_WIDTH - countWidth - 16), left, footerY, { lineBreak: false });
    doc.text(count, left + CONTENT_WIDTH - countWidth, footerY, { lineBreak: false });
  }
}

/** A horizontal line across the content (or from `from` to `to`). */
export function rule(doc: Pdf, y: number, style: { color: string; width: number; from?: number; to?: number }): void {
  doc
    .moveTo(style.from ?? PAGE.margin, y)
    .lineTo(style.to ?? PAGE.margin + CONTENT_WIDTH, y)
    .lineWidth(style.width)
    .strokeColor(style.color)
    .stroke();
}

/** The text cut with an ellipsis to fit one line of `width` in the current font. */
export function fitLine(doc: Pdf, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let end = text.length;
  // Halve the search: a name of 500 characters is not measured 500 times.
  let low = 0;
  while (low < end) {
    const middle = Math.ceil((low + end) / 2);
    if (doc.widthOfString(`${text.slice(0, middle).trimEnd()}…`) <= width) low = middle;
    else end = middle - 1;
  }
  return `${text.slice(0, low).trimEnd()}…`;
}

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

/**
 * Korean text with its lines broken between words, as Korean is set ("keep-all"): pdfkit's line breaker, by the
 * Unicode rules, breaks between any two syllables, which cuts a word in two. A word longer than the line is still
 * broken where it must be. Other text is returned as it is (pdfkit breaks it well).
 */
export function keepWords(doc: Pdf, text: string, width: number): string {
  if (!HANGUL.test(text)) return text;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let current = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = current ? `${current} ${word}` : word;
      if (doc.widthOfString(candidate) <= width) current = candidate;
      else if (doc.widthOfString(word) <= width) {
        if (current) lines.push(current);
        current = word;
      } else {
        // Longer than a line: as many characters as fit, line after line.
        if (current) lines.push(current);
        current = '';
        for (const character of word) {
          if (doc.widthOfString(current + character) > width && current) {
            lines.push(current);
            current = '';
          }
          current += character;
        }
      }
    }
    lines.push(current);
  }
  return lines.join('\n');
}

/** The height of `text` wrapped at `width` in the current font, at most `maxLines` lines. */
export function blockHeight(doc: Pdf, text: string, width: number, maxLines = Number.POSITIVE_INFINITY): number {
  const line = doc.currentLineHeight(true);
  // One line that fits needs no line breaker, which is most of the time of a wrapped text.
  if (!text.includes('\n') && doc.widthOfString(text) <= width) return line;
  return Math.min(doc.heightOfString(keepWords(doc, text, width), { width }), maxLines * line);
}

/**
 * Draws `text` wrapped at `width`, at most `maxLines` lines (the last one ending in an ellipsis when cut), and
 * returns its height (as `blockHeight`).
 */
export function drawBlock(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  options: { width: number; maxLines?: number; align?: 'left' | 'right' },
): number {
  const { width, maxLines = Number.POSITIVE_INFINITY, align = 'left' } = options;
  const line = doc.currentLineHeight(true);
  if (!text.includes('\n')) {
    const textWidth = doc.widthOfString(text);
    if (textWidth <= width) {
      doc.text(text, align === 'right' ? x + width - textWidth : x, y, { lineBreak: false });
      return line;
    }
  }
  const wrapped = keepWords(doc, text, width);
  const height = Math.min(doc.heightOfString(wrapped, { width }), maxLines * line);
  // Half a line more than the lines kept: pdfkit ends the text, with the ellipsis, on the last line that fits.
  const limit = Number.isFinite(maxLines) ? { height: (maxLines + 0.5) * line, ellipsis: true } : {};
  doc.text(wrapped, x, y, { width, align, ...limit });
  return height;
}

/**
 * Where the next block goes, page after page: `room(height)` moves to a new page (through `newPage`, which draws what
 * a continued page starts with and returns where its content begins) when the block would not fit on this one.
 */
export class PageFlow {
  constructor(
    readonly doc: Pdf,
    private readonly startPage: () => number,
    public y: number,
  ) {}

  /** A new page; returns where its content begins. */
  newPage = (): number => {
    this.doc.addPage();
    this.y = this.startPage();
    return this.y;
  };

  room(height: number): void {
    if (this.y + height > CONTENT_BOTTOM) this.newPage();
  }
}
