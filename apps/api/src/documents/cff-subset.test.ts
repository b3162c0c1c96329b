import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CffSubset, compactSubrs } from './cff-subset.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hive-cff-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

type Glyph = { id: number; advanceWidth: number };
type Font = {
  glyphsForString: (text: string) => Glyph[];
  hasGlyphForCodePoint: (codePoint: number) => boolean;
  createSubset: () => CffSubset;
};
type TopDict = Parameters<CffSubset['subsetFontdict']>[0];
const fontkit = require('fontkit') as { create: (data: Buffer) => Font };

/** Every character of these ranges the font has: Latin, Vietnamese, Cyrillic, and a sample of Hangul syllables. */
function sampleText(font: Font): string {
  const ranges = [
    [0x20, 0x7e],
    [0xa0, 0x24f],
    [0x400, 0x4ff],
    [0x1ea0, 0x1ef9],
  ];
  let text = '';
  for (const [from, to] of ranges) {
    for (let code = from!; code <= to!; code++) if (font.hasGlyphForCodePoint(code)) text += String.fromCodePoint(code);
  }
  for (let code = 0xac00; code <= 0xd7a3; code += 7) text += String.fromCodePoint(code);
  return text;
}

/** A PDF of `text` in the font, its subset made by fontkit alone or with the subroutines compacted. */
async function render(font: Font, text: string, compact: boolean): Promise<Buffer> {
  const face: Font & { layout?: unknown } = Object.create(font);
  // The documents' unshaped layout: the same glyphs both ways.
  face.layout = (run: string) => {
    const glyphs = font.glyphsForString(run);
    const positions = glyphs.map((glyph) => ({ xAdvance: glyph.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 }));
    return { glyphs, positions, advanceWidth: positions.reduce((sum, position) => sum + position.xAdvance, 0) };
  };
  if (compact) face.createSubset = () => compactSubrs(font.createSubset());
  const doc = new PDFDocument({ size: 'A4', info: { CreationDate: new Date(0) } });
  doc.registerFont('face', face as unknown as Buffer);
  doc.font('face').fontSize(13);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on('end', resolve));
  for (let i = 0; i < text.length; i += 36) doc.text([...text.slice(i, i + 36)].join(' '));
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** The pages as pixels (PNG files' bytes), as poppler draws them. */
async function pixels(pdf: Buffer, name: string): Promise<Buffer[]> {
  const file = path.join(dir, `${name}.pdf`);
  await writeFile(file, pdf);
  await run('pdftoppm', ['-png', '-r', '90', file, path.join(dir, name)]);
  const pages = (await readdir(dir)).filter((entry) => entry.startsWith(`${name}-`)).sort();
  return Promise.all(pages.map((page) => readFile(path.join(dir, page))));
}

describe('compacted CFF subsets', () => {
  for (const weight of ['Regular', 'SemiBold']) {
    it(`draw every glyph of Pretendard ${weight} as fontkit's full subset does, in a smaller file`, async () => {
      const font = fontkit.create(
        readFileSync(require.resolve(`pretendard/dist/public/static/Pretendard-${weight}.otf`)),
      );
      const text = sampleText(font);
      expect(text.length).toBeGreaterThan(2000);
      const full = await render(font, text, false);
      const compact = await render(font, text, true);
      expect(compact.length).toBeLessThan(full.length);
      const [expected, actual] = await Promise.all([
        pixels(full, `${weight}-full`),
        pixels(compact, `${weight}-compact`),
      ]);
      expect(actual.length).toBe(expected.length);
      for (const [index, page] of actual.entries()) expect(page.equals(expected[index]!)).toBe(true);
    }, 60_000);
  }

  it("leaves a charstring it does not understand to fontkit's own subset", () => {
    const fontkitFontdict = vi.fn();
    const subset: CffSubset = {
      cff: {
        isCIDFont: true,
        stream: { pos: 0, readBuffer: () => new Uint8Array() },
        topDict: { FDArray: [{ Private: { Subrs: [] } }] },
        fdForGlyph: () => 0,
      },
      glyphs: [0, 1],
      // 1 1 add (an arithmetic operator), endchar
      charstrings: [Uint8Array.of(14), Uint8Array.of(140, 140, 12, 10, 14)],
      subsetFontdict: fontkitFontdict,
    };
    const topDict: TopDict = { FDArray: [], FDSelect: { version: 0, fds: [] } };
    compactSubrs(subset).subsetFontdict(topDict);
    expect(fontkitFontdict).toHaveBeenCalledWith(topDict);
    expect(subset.charstrings[1]).toEqual(Uint8Array.of(140, 140, 12, 10, 14));
  });

  it('renumbers the calls to the subroutines it keeps', () => {
    // Three subroutines (bias 107): 0 and 2 are called, 2 from 0; 1 is not.
    const subrBytes = [Uint8Array.of(139 + (2 - 107), 10, 11), Uint8Array.of(11), Uint8Array.of(139, 139, 5, 11)];
    let offset = 0;
    const ranges = subrBytes.map((bytes) => {
      const range = { offset, length: bytes.length };
      offset += bytes.length;
      return range;
    });
    const data = Buffer.concat(subrBytes);
    const stream = {
      pos: 0,
      readBuffer(length: number) {
        return data.subarray(this.pos, this.pos + length);
      },
    };
    const fontkitFontdict = vi.fn();
    const subset: CffSubset = {
      cff: { isCIDFont: true, stream, topDict: { FDArray: [{ Private: { Subrs: ranges } }] }, fdForGlyph: () => 0 },
      glyphs: [0, 7],
      // glyph 7: hmoveto 10, call subroutine 0, endchar
      charstrings: [Uint8Array.of(14), Uint8Array.of(149, 22, 139 + (0 - 107), 10, 14)],
      subsetFontdict: fontkitFontdict,
    };
    const topDict: TopDict = { FDArray: [], FDSelect: { version: 0, fds: [] } };
    compactSubrs(subset).subsetFontdict(topDict);
    expect(fontkitFontdict).not.toHaveBeenCalled();
    // Kept: old 0 → new 0, old 2 → new 1, both biased by 107 now.
    expect(topDict.FDArray[0]?.Private?.Subrs).toEqual([
      Buffer.from([139 + (1 - 107), 10, 11]),
      Buffer.from([139, 139, 5, 11]),
    ]);
    expect(Buffer.from(subset.charstrings[1]!)).toEqual(Buffer.from([149, 22, 139 - 107, 10, 14]));
    expect(topDict.FDSelect).toEqual({ version: 0, fds: [0, 0] });
  });
});
