import type { EsAdjective, RuAdjective } from './vocabulary.types.js';

/**
 * The forms of a Russian adjective from its masculine nominative: «бархатный» → бархатная, бархатное, бархатные;
 * «стойкий» → стойкая, стойкое, стойкие; «сияющий» → сияющая, сияющее, сияющие; «летний» → летняя, летнее, летние.
 * Only the nominative: a product's name is a subject, never declined.
 */
export function ruAdjective(masculine: string): RuAdjective {
  const stem = masculine.slice(0, -2);
  const ending = masculine.slice(-2);
  const last = stem.slice(-1);
  if (ending === 'ый' || (ending === 'ой' && !'гкхжшчщ'.includes(last))) {
    return { m: masculine, f: `${stem}ая`, n: `${stem}ое`, pl: `${stem}ые` };
  }
  if (ending === 'ий' || ending === 'ой') {
    if ('гкх'.includes(last)) return { m: masculine, f: `${stem}ая`, n: `${stem}ое`, pl: `${stem}ие` };
    if ('жшчщ'.includes(last)) return { m: masculine, f: `${stem}ая`, n: `${stem}ее`, pl: `${stem}ие` };
    return { m: masculine, f: `${stem}яя`, n: `${stem}ее`, pl: `${stem}ие` };
  }
  throw new Error(`not a Russian adjective: ${masculine}`);
}

/**
 * The forms of a Spanish adjective from its masculine singular; only its first word agrees («resistente al agua»):
 * «luminoso» → luminosa, luminosos, luminosas; «mate» → mate, mates; «musical» → musical, musicales.
 */
export function esAdjective(masculine: string): EsAdjective {
  const [word = '', ...rest] = masculine.split(' ');
  const tail = rest.length > 0 ? ` ${rest.join(' ')}` : '';
  const feminine = word.endsWith('o') ? `${word.slice(0, -1)}a` : word;
  const plural = (form: string) => (/[aeiouáéó]$/.test(form) ? `${form}s` : `${form}es`);
  return { m: masculine, f: `${feminine}${tail}`, mpl: `${plural(word)}${tail}`, fpl: `${plural(feminine)}${tail}` };
}

/** The Russian noun form after a number: 1, 21 пара; 2–4, 22 пары; 5–20, 25 пар. */
export function ruCounted(count: number, [one, few, many]: [string, string, string]): string {
  const tens = count % 100;
  const units = count % 10;
  if (units === 1 && tens !== 11) return one;
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return few;
  return many;
}
