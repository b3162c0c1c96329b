/**
 * Up to two letters of a company's name, its first words' first letters (a quotation mark is no letter): "Pacific
 * Beauty Co." is PB, «Сеул Косметикс» СК.
 */
export function initials(company: string): string {
  const words = company.split(/[\s\-–—_.,&()/]+/u).filter((word) => /\p{L}|\p{N}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}
