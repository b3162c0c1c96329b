/**
 * A faster font subset for pdfkit. fontkit's CFF subset keeps every one of the font's local subroutines (Pretendard
 * has 11,983), blanking the unused ones, so each document encodes an index of 12,000 entries per face: two thirds of
 * the fixed cost of a document. This subset keeps only the subroutines its glyphs call and renumbers the calls in
 * their charstrings. The glyphs' outlines are unchanged (same bytes but for the call numbers); any charstring this
 * does not understand (arithmetic operators, global subroutines, a call to a computed number) leaves the subset to
 * fontkit's own code, for that document.
 */

/** The parts of fontkit's CFF table and CFF subset this touches. */
type Range = { offset: number; length: number };
type PrivateDict = { Subrs?: Range[] | Uint8Array[] } & Record<string, unknown>;
type FontDict = { Private?: PrivateDict | null } & Record<string, unknown>;
type Cff = {
  isCIDFont: boolean;
  stream: { pos: number; readBuffer: (length: number) => Uint8Array };
  topDict: { FDArray?: FontDict[] };
  fdForGlyph: (gid: number) => number | null;
};
type TopDict = { FDArray: FontDict[]; FDSelect: { version: number; fds: number[] } };
export type CffSubset = {
  cff?: Cff;
  glyphs: number[];
  charstrings: Uint8Array[];
  subsetFontdict: (topDict: TopDict) => void;
};

class Unsupported extends Error {}

/** fontkit's (and the CFF specification's) bias of subroutine numbers in charstrings. */
const bias = (count: number) => (count < 1240 ? 107 : count < 33900 ? 1131 : 32768);

/** Makes `subset` (fontkit's, for a CID-keyed CFF font) keep only the local subroutines its glyphs call. */
export function compactSubrs<T extends CffSubset>(subset: T): T {
  const cff = subset.cff;
  if (!cff?.isCIDFont) return subset;
  const fontkitFontdict = subset.subsetFontdict.bind(subset);
  subset.subsetFontdict = (topDict) => {
    try {
      compactFontdict(subset, cff, topDict);
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      fontkitFontdict(topDict);
    }
  };
  return subset;
}

/** A call's operand in a charstring: where its bytes are and the subroutine it calls. */
type Call = { start: number; end: number; subr: number };

/** fontkit's `subsetFontdict`, with each font dict's subroutines cut to the ones called, renumbered. */
function compactFontdict(subset: CffSubset, cff: Cff, topDict: TopDict): void {
  const fdArray: FontDict[] = [];
  const fds: number[] = [];
  const newFd = new Map<number, number>();
  const walkers = new Map<number, Walker>();
  const glyphCalls: { index: number; walker: Walker; calls: Call[] }[] = [];
  subset.glyphs.forEach((gid, index) => {
    const fd = cff.fdForGlyph(gid);
    if (fd == null) return;
    if (!newFd.has(fd)) {
      const dict = cff.topDict.FDArray?.[fd];
      if (!dict) throw new Unsupported();
      newFd.set(fd, fdArray.length);
      fdArray.push({ ...dict });
      walkers.set(fd, new Walker(cff, (dict.Private?.Subrs as Range[] | undefined) ?? []));
    }
    fds.push(newFd.get(fd)!);
    const walker = walkers.get(fd)!;
    const charstring = subset.charstrings[index];
    if (!charstring) throw new Unsupported();
    glyphCalls.push({ index, walker, calls: walker.glyph(gid, charstring) });
  });

  // Everything understood: now the new numbers, the new subroutines and the glyphs' charstrings (in place: fontkit's
  // top dict holds the same array).
  const { charstrings } = subset;
  for (const [fd, walker] of walkers) {
    const dict = fdArray[newFd.get(fd)!]!;
    delete dict.FontName;
    if (dict.Private?.Subrs) dict.Private = { ...dict.Private, Subrs: walker.subrs() };
  }
  for (const { index, walker, calls } of glyphCalls) {
    if (calls.length) charstrings[index] = walker.renumbered(charstrings[index]!, calls);
  }
  topDict.FDArray = fdArray;
  topDict.FDSelect = { version: 0, fds };
}

type Subr = { bytes: Uint8Array; calls: Call[] };
/** What walking a glyph found: its own calls, and every subroutine it reached with theirs. */
type GlyphWalk = { calls: Call[]; subrs: Map<number, Subr> };
/** The glyphs walked so far, per font dict (by its subroutines): a font is walked once per glyph per process. */
const walked = new WeakMap<Range[], Map<number, GlyphWalk>>();

/** Reads Type 2 charstrings of one font dict: which subroutines they call, and where. */
class Walker {
  private readonly oldBias: number;
  /** Each called subroutine's bytes and calls, by its old number. */
  private readonly called = new Map<number, Subr>();
  /** The subroutines the glyph being walked reaches. */
  private reached = new Map<number, Subr>();
  private readonly cache: Map<number, GlyphWalk>;
  private stems = 0;
  /** The operands on the stack: where their bytes are, and their value when an integer. */
  private stack: { start: number; end: number; value: number | null }[] = [];
  private numbers: Map<number, number> | undefined;

  constructor(
    private readonly cff: Cff,
    private readonly subrRanges: Range[],
  ) {
    this.oldBias = bias(subrRanges.length);
    const cache = walked.get(subrRanges) ?? new Map<number, GlyphWalk>();
    walked.set(subrRanges, cache);
    this.cache = cache;
  }

  /** A glyph's calls (its subroutines' are kept by number). */
  glyph(gid: number, charstring: Uint8Array): Call[] {
    let glyph = this.cache.get(gid);
    if (!glyph) {
      this.stems = 0;
      this.stack = [];
      this.reached = new Map();
      const calls: Call[] = [];
      this.walk(charstring, calls, 0);
      glyph = { calls, subrs: this.reached };
      this.cache.set(gid, glyph);
    }
    // A subroutine is the same bytes whoever calls it; read in another glyph's context it must show the same calls.
    for (const [subr, found] of glyph.subrs) {
      const known = this.called.get(subr);
      if (!known) this.called.set(subr, found);
      else if (!sameCalls(known.calls, found.calls)) throw new Unsupported();
    }
    return glyph.calls;
  }

  /** The kept subroutines, in their old order, renumbered. */
  subrs(): Uint8Array[] {
    const kept = [...this.called.keys()].sort((a, b) => a - b);
    this.numbers = new Map(kept.map((old, index) => [old, index]));
    return kept.map((old) => {
      const { bytes, calls } = this.called.get(old)!;
      return this.renumbered(bytes, calls);
    });
  }

  /** `bytes` with each call's operand the subroutine's new number (after `subrs()`). */
  renumbered(bytes: Uint8Array, calls: Call[]): Uint8Array {
    const numbers = this.numbers!;
    const newBias = bias(numbers.size);
    const parts: Uint8Array[] = [];
    let at = 0;
    for (const call of calls) {
      parts.push(bytes.subarray(at, call.start), encodeInteger(numbers.get(call.subr)! - newBias));
      at = call.end;
    }
    parts.push(bytes.subarray(at));
    return Buffer.concat(parts);
  }

  /** Walks one charstring; true when it ended the glyph (endchar), false on a subroutine's return. */
  private walk(bytes: Uint8Array, calls: Call[], depth: number): boolean {
    if (depth > 10) throw new Unsupported();
    let i = 0;
    while (i < bytes.length) {
      const b0 = bytes[i]!;
      if (b0 >= 32 || b0 === 28) {
        const [value, length] = decodeNumber(bytes, i);
        this.stack.push({ start: i, end: i + length, value });
        i += length;
        continue;
      }
      i++;
      switch (b0) {
        case 1: // hstem
        case 3: // vstem
        case 18: // hstemhm
        case 23: // vstemhm
          // An odd count carries the glyph's width first.
          this.stems += this.stack.length >> 1;
          this.stack = [];
          break;
        case 19: // hintmask
        case 20: // cntrmask: stems may precede it (implied vstem), then one bit per stem
          this.stems += this.stack.length >> 1;
          this.stack = [];
          i += (this.stems + 7) >> 3;
          break;
        case 10: {
          // callsubr: the subroutine's number, biased, is the last operand.
          const operand = this.stack.pop();
          if (operand?.value == null) throw new Unsupported();
          const subr = operand.value + this.oldBias;
          const range = this.subrRanges[subr];
          if (!range) throw new Unsupported();
          calls.push({ start: operand.start, end: operand.end, subr });
          if (this.enter(subr, range, depth)) return true;
          break;
        }
        case 11: // return
          return false;
        case 14: // endchar
          return true;
        case 12: {
          const b1 = bytes[i++];
          // dotsection and the flex operators take their operands; arithmetic would need values: not handled.
          if (b1 === 0 || b1 === 34 || b1 === 35 || b1 === 36 || b1 === 37) this.stack = [];
          else throw new Unsupported();
          break;
        }
        case 29: // callgsubr: global subroutines are fontkit's to subset
          throw new Unsupported();
        default:
          // Path operators take all their operands.
          this.stack = [];
      }
    }
    return false;
  }

  /** Walks a subroutine (its calls found once in the glyph; a second walk must find the same). */
  private enter(subr: number, range: Range, depth: number): boolean {
    const known = this.reached.get(subr) ?? this.called.get(subr);
    let bytes = known?.bytes;
    if (!bytes) {
      this.cff.stream.pos = range.offset;
      bytes = this.cff.stream.readBuffer(range.length);
    }
    const calls: Call[] = [];
    const ended = this.walk(bytes, calls, depth + 1);
    const reached = this.reached.get(subr);
    if (!reached) this.reached.set(subr, { bytes, calls });
    else if (!sameCalls(reached.calls, calls)) throw new Unsupported();
    return ended;
  }
}

const sameCalls = (a: Call[], b: Call[]) =>
  a.length === b.length && a.every((call, n) => call.start === b[n]?.start && call.subr === b[n]?.subr);

/** A Type 2 charstring number at `i`: its value (null for a 16.16 fixed) and its length in bytes. */
function decodeNumber(bytes: Uint8Array, i: number): [number | null, number] {
  const b0 = bytes[i]!;
  const b1 = bytes[i + 1] ?? 0;
  if (b0 === 28) return [((b1 << 24) | ((bytes[i + 2] ?? 0) << 16)) >> 16, 3];
  if (b0 <= 246) return [b0 - 139, 1];
  if (b0 <= 250) return [(b0 - 247) * 256 + b1 + 108, 2];
  if (b0 <= 254) return [-(b0 - 251) * 256 - b1 - 108, 2];
  return [null, 5];
}

/** An integer as a Type 2 charstring operand, in the fewest bytes. */
function encodeInteger(value: number): Uint8Array {
  if (value >= -107 && value <= 107) return Uint8Array.of(value + 139);
  if (value >= 108 && value <= 1131) {
    const v = value - 108;
    return Uint8Array.of((v >> 8) + 247, v & 0xff);
  }
  if (value >= -1131 && value <= -108) {
    const v = -value - 108;
    return Uint8Array.of((v >> 8) + 251, v & 0xff);
  }
  return Uint8Array.of(28, (value >> 8) & 0xff, value & 0xff);
}
