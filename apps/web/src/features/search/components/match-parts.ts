export type Part = { text: string; match: boolean };

/** Hangul, kana and CJK: two syllables are found inside words (compounds), as the search finds them. */
const SYLLABIC = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits a text into the parts that match the searched words and the rest, for `<mark>` elements (never HTML).
 * A word matches where a word of the text starts with it; a word of three or more letters (two Korean syllables)
 * matches inside a word too, as the search's substring match does. Case and script do not matter (Unicode case folding).
 */
export function matchParts(text: string, terms: readonly string[]): Part[] {
  const words = [...new Set(terms.map((term) => term.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!text || !words.length) return [{ text, match: false }];
  const inside = (word: string) => [...word].length >= (SYLLABIC.test(word) ? 2 : 3);
  const anywhere = words.filter(inside).map(escapeRegExp);
  const atWordStart = words.filter((word) => !inside(word)).map(escapeRegExp);
  const pattern = [
    anywhere.length ? `(?:${anywhere.join('|')})` : '',
    atWordStart.length ? `(?<![\\p{L}\\p{N}\\p{M}])(?:${atWordStart.join('|')})` : '',
  ]
    .filter(Boolean)
    .join('|');
  const parts: Part[] = [];
  let last = 0;
  for (const found of text.matchAll(new RegExp(pattern, 'giu'))) {
    if (!found[0]) continue;
    if (found.index > last) parts.push({ text: text.slice(last, found.index), match: false });
    parts.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts.length ? parts : [{ text, match: false }];
}
