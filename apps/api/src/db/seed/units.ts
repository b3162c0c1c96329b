import { ruCounted } from './inflection.js';
import type { Words } from './vocabulary.types.js';

/*
 * Pack sizes as each language writes them: symbols where they are symbols (ml, g; in Russian мл, г), a decimal comma
 * where the language uses one, and the counted word in its own language and number (3 pairs, 3 пары, 3 pares).
 */

type Metric = 'ml' | 'g' | 'kg' | 'L' | 'cm';
const RU_SYMBOL: Record<Metric, string> = { ml: 'мл', g: 'г', kg: 'кг', L: 'л', cm: 'см' };

const decimalComma = (amount: number) => String(amount).replace('.', ',');

/** An amount in a metric unit: "3.5 g"; in Korean "3.5g"; in Vietnamese, Spanish and Indonesian "3,5 g"; "3,5 г". */
export function metric(amount: number, unit: Metric): Words {
  const comma = decimalComma(amount);
  return {
    en: `${amount} ${unit}`,
    ko: `${amount}${unit}`,
    vi: `${comma} ${unit}`,
    es: `${comma} ${unit}`,
    ru: `${comma} ${RU_SYMBOL[unit]}`,
    id: `${comma} ${unit}`,
  };
}

/** Width × length in centimetres. */
export function centimetres(width: number, length: number): Words {
  return {
    en: `${width} × ${length} cm`,
    ko: `${width}×${length}cm`,
    vi: `${width} × ${length} cm`,
    es: `${width} × ${length} cm`,
    ru: `${width} × ${length} см`,
    id: `${width} × ${length} cm`,
  };
}

/** A counted thing: English and Spanish singular and plural, Russian after 1, 2–4 and 5 (`ruCounted`), a Korean counter. */
type Counted = {
  en: [string, string];
  ko: string;
  vi: string;
  es: [string, string];
  ru: [string, string, string];
  id: string;
};

const PIECES = ['шт.', 'шт.', 'шт.'] as [string, string, string];

export const counted = {
  piece: { en: ['pc', 'pcs'], ko: '개', vi: 'cái', es: ['ud.', 'uds.'], ru: PIECES, id: 'buah' },
  sheet: { en: ['sheet', 'sheets'], ko: '매', vi: 'miếng', es: ['ud.', 'uds.'], ru: PIECES, id: 'lembar' },
  patch: { en: ['patch', 'patches'], ko: '매', vi: 'miếng', es: ['parche', 'parches'], ru: PIECES, id: 'lembar' },
  pad: {
    en: ['pad', 'pads'],
    ko: '매',
    vi: 'miếng',
    es: ['disco', 'discos'],
    ru: ['пэд', 'пэда', 'пэдов'],
    id: 'lembar',
  },
  pack: {
    en: ['pack', 'packs'],
    ko: '봉',
    vi: 'gói',
    es: ['paquete', 'paquetes'],
    ru: ['пачка', 'пачки', 'пачек'],
    id: 'bungkus',
  },
  cup: {
    en: ['cup', 'cups'],
    ko: '컵',
    vi: 'ly',
    es: ['vaso', 'vasos'],
    ru: ['стакан', 'стакана', 'стаканов'],
    id: 'gelas',
  },
  sachet: {
    en: ['sachet', 'sachets'],
    ko: '포',
    vi: 'gói',
    es: ['sobre', 'sobres'],
    ru: ['саше', 'саше', 'саше'],
    id: 'saset',
  },
  stick: {
    en: ['stick', 'sticks'],
    ko: '포',
    vi: 'gói',
    es: ['sobre', 'sobres'],
    ru: ['стик', 'стика', 'стиков'],
    id: 'stik',
  },
  teaBag: {
    en: ['bag', 'bags'],
    ko: '티백',
    vi: 'túi lọc',
    es: ['bolsita', 'bolsitas'],
    ru: ['пакетик', 'пакетика', 'пакетиков'],
    id: 'kantong',
  },
  tablet: {
    en: ['tablet', 'tablets'],
    ko: '정',
    vi: 'viên',
    es: ['comprimido', 'comprimidos'],
    ru: ['таблетка', 'таблетки', 'таблеток'],
    id: 'tablet',
  },
  capsule: {
    en: ['capsule', 'capsules'],
    ko: '캡슐',
    vi: 'viên',
    es: ['cápsula', 'cápsulas'],
    ru: ['капсула', 'капсулы', 'капсул'],
    id: 'kapsul',
  },
  bottle: {
    en: ['bottle', 'bottles'],
    ko: '병',
    vi: 'chai',
    es: ['botella', 'botellas'],
    ru: ['бутылочка', 'бутылочки', 'бутылочек'],
    id: 'botol',
  },
  pair: {
    en: ['pair', 'pairs'],
    ko: '켤레',
    vi: 'đôi',
    es: ['par', 'pares'],
    ru: ['пара', 'пары', 'пар'],
    id: 'pasang',
  },
  set: {
    en: ['set', 'sets'],
    ko: '세트',
    vi: 'bộ',
    es: ['juego', 'juegos'],
    ru: ['набор', 'набора', 'наборов'],
    id: 'paket',
  },
} satisfies Record<string, Counted>;

/** A number of things: "3 pairs", "3켤레", "3 đôi", "3 pares", "3 пары", "3 pasang". */
export function count(amount: number, unit: keyof typeof counted): Words {
  const words: Counted = counted[unit];
  const number = (pair: [string, string]) => (amount === 1 ? pair[0] : pair[1]);
  return {
    en: `${amount} ${number(words.en)}`,
    ko: `${amount}${words.ko}`,
    vi: `${amount} ${words.vi}`,
    es: `${amount} ${number(words.es)}`,
    ru: `${amount} ${ruCounted(amount, words.ru)}`,
    id: `${amount} ${words.id}`,
  };
}

/** A letter size (S, M, L) of a bag. */
export function letterSize(letter: 'S' | 'M' | 'L'): Words {
  return {
    en: `size ${letter}`,
    ko: `${letter} 사이즈`,
    vi: `cỡ ${letter}`,
    es: `tamaño ${letter}`,
    ru: `размер ${letter}`,
    id: `ukuran ${letter}`,
  };
}
