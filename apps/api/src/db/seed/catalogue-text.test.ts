import { IN_STOCK_BRAND_ID } from '@hive/domain';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './catalogue.js';
import { DEMO_SIZE } from './demo.js';
import { esAdjective, ruAdjective, ruCounted } from './inflection.js';
import { productName } from './product-text.js';
import { seededRandom } from './random.js';
import { count, letterSize, metric } from './units.js';
import { categories } from './vocabulary.js';
import type { Words } from './vocabulary.types.js';

/*
 * The demo catalogue's text: every product named and described in the six data languages, Russian and
 * Spanish words agreeing with their nouns, no English left in the other languages' names, brand names in Latin letters.
 * The expected phrases are written out by hand.
 */

const LANGUAGES = ['en', 'ko', 'vi', 'es', 'ru', 'id'] as const;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const HANGUL = /\p{Script=Hangul}/u;

const catalogue = generateCatalogue(seededRandom(20_260_101), DEMO_SIZE);

/** The vocabulary's attribute and type with these English words, in one category. */
function vocabulary(attributeEn: string, typeEn: string) {
  for (const category of categories) {
    const attribute = category.attributes.find((a) => a.en === attributeEn);
    const type = category.subcategories.flatMap((sub) => sub.productTypes).find((t) => t.en === typeEn);
    if (attribute && type) return { attribute, type };
  }
  throw new Error(`no ${attributeEn} ${typeEn} in the vocabulary`);
}
const nameOf = (attributeEn: string, typeEn: string, size: Words) => {
  const { attribute, type } = vocabulary(attributeEn, typeEn);
  return productName(attribute, type, size);
};

describe('inflection', () => {
  it('gives a Russian adjective its feminine, neuter and plural', () => {
    expect(ruAdjective('бархатный')).toEqual({ m: 'бархатный', f: 'бархатная', n: 'бархатное', pl: 'бархатные' });
    expect(ruAdjective('стойкий')).toEqual({ m: 'стойкий', f: 'стойкая', n: 'стойкое', pl: 'стойкие' });
    expect(ruAdjective('сияющий')).toEqual({ m: 'сияющий', f: 'сияющая', n: 'сияющее', pl: 'сияющие' });
    expect(ruAdjective('летний')).toEqual({ m: 'летний', f: 'летняя', n: 'летнее', pl: 'летние' });
    expect(ruAdjective('беззерновой')).toEqual({
      m: 'беззерновой',
      f: 'беззерновая',
      n: 'беззерновое',
      pl: 'беззерновые',
    });
    expect(() => ruAdjective('центелла')).toThrow();
  });

  it('gives a Spanish adjective its feminine and plurals, on its first word only', () => {
    expect(esAdjective('luminoso')).toEqual({ m: 'luminoso', f: 'luminosa', mpl: 'luminosos', fpl: 'luminosas' });
    expect(esAdjective('mate')).toEqual({ m: 'mate', f: 'mate', mpl: 'mates', fpl: 'mates' });
    expect(esAdjective('musical')).toEqual({ m: 'musical', f: 'musical', mpl: 'musicales', fpl: 'musicales' });
    expect(esAdjective('resistente al agua').fpl).toBe('resistentes al agua');
  });

  it('counts in Russian: 1 пара, 3 пары, 5 пар, 11 пар, 21 пара, 22 пары', () => {
    const pair: [string, string, string] = ['пара', 'пары', 'пар'];
    expect([1, 3, 5, 11, 12, 21, 22, 25, 111].map((n) => ruCounted(n, pair))).toEqual([
      'пара',
      'пары',
      'пар',
      'пар',
      'пар',
      'пара',
      'пары',
      'пар',
      'пар',
    ]);
  });
});

describe('pack sizes', () => {
  it('are written in each language, with its decimal mark, symbols and counted words', () => {
    expect(metric(3.5, 'g')).toEqual({ en: '3.5 g', ko: '3.5g', vi: '3,5 g', es: '3,5 g', ru: '3,5 г', id: '3,5 g' });
    expect(metric(1, 'L').ru).toBe('1 л');
    expect(count(3, 'pair')).toEqual({
      en: '3 pairs',
      ko: '3켤레',
      vi: '3 đôi',
      es: '3 pares',
      ru: '3 пары',
      id: '3 pasang',
    });
    expect(count(1, 'pair')).toMatchObject({ en: '1 pair', es: '1 par', ru: '1 пара' });
    expect(count(5, 'pair').ru).toBe('5 пар');
    expect(count(70, 'pad')).toMatchObject({ en: '70 pads', es: '70 discos', ru: '70 пэдов', ko: '70매' });
    expect(count(24, 'piece')).toMatchObject({
      en: '24 pcs',
      es: '24 uds.',
      ru: '24 шт.',
      vi: '24 cái',
      id: '24 buah',
    });
    expect(count(4, 'cup')).toMatchObject({ es: '4 vasos', ru: '4 стакана', vi: '4 ly', id: '4 gelas' });
    expect(letterSize('M')).toMatchObject({ en: 'size M', es: 'tamaño M', ru: 'размер M', vi: 'cỡ M' });
  });
});

describe('product names', () => {
  const g4 = metric(4, 'g');

  it('make a Russian adjective agree with the noun in gender and number', () => {
    const expected: [string, string, string][] = [
      ['Velvet', 'Lipstick', 'Бархатная помада 4 г'],
      ['Velvet', 'Cushion', 'Бархатный кушон 4 г'],
      ['Matte', 'Blusher', 'Матовые румяна 4 г'],
      ['Longwear', 'Mascara', 'Стойкая тушь 4 г'],
      ['Glow', 'Eyeliner', 'Сияющая подводка 4 г'],
      ['Rice', 'Cleansing Oil', 'Рисовое гидрофильное масло 4 г'],
      ['Rice', 'Toner Pad', 'Рисовые тонер-пэды 4 г'],
      ['Rice', 'Serum', 'Рисовая сыворотка 4 г'],
      ['Rice', 'Cream', 'Рисовый крем 4 г'],
      ['Rice', 'Sleeping Mask', 'Рисовая ночная маска 4 г'],
      ['Spicy', 'Chips', 'Острые чипсы 4 г'],
      ['Spicy', 'Cold Noodles', 'Острая холодная лапша 4 г'],
      ['Spicy', 'Sauce', 'Острый соус 4 г'],
      ['Honey Butter', 'Chips', 'Медово-сливочные чипсы 4 г'],
      ['Hypoallergenic', 'Baby Wash', 'Гипоаллергенное детское средство для купания 4 г'],
      ['Soft', 'Plush Toy', 'Мягкая плюшевая игрушка 4 г'],
      ['Cotton', 'Towel', 'Хлопковое полотенце 4 г'],
      ['Nonstick', 'Frying Pan', 'Антипригарная сковорода 4 г'],
      ['Grain-free', 'Dog Treats', 'Беззерновое лакомство для собак 4 г'],
      ['Summer', 'Cooling Mist', 'Летний охлаждающий спрей 4 г'],
    ];
    for (const [attribute, type, name] of expected) expect(nameOf(attribute, type, g4).ru).toBe(name);
  });

  it('put a Russian ingredient or pattern after the noun, in its own case', () => {
    expect(nameOf('Centella', 'Foam Cleanser', metric(150, 'ml')).ru).toBe('Пенка для умывания с центеллой 150 мл');
    expect(nameOf('Snail Mucin', 'Essence', metric(100, 'ml')).ru).toBe('Эссенция с муцином улитки 100 мл');
    expect(nameOf('Striped', 'Crew Socks', count(3, 'pair')).ru).toBe('Высокие носки в полоску 3 пары');
    expect(nameOf('Lunar New Year', 'Gift Set', count(1, 'set')).ru).toBe(
      'Подарочный набор к Лунному Новому году 1 набор',
    );
  });

  it('make a Spanish adjective agree after the noun, and keep it before a "para" complement', () => {
    const expected: [string, string, string][] = [
      ['Velvet', 'Lipstick', 'Barra de labios aterciopelada 4 g'],
      ['Matte', 'Blusher', 'Colorete mate 4 g'],
      ['Matte', 'Eye Palette', 'Paleta de sombras mate 4 g'],
      ['Waterproof', 'Mascara', 'Máscara de pestañas resistente al agua 4 g'],
      ['Spicy', 'Chips', 'Patatas fritas picantes 4 g'],
      ['Spicy', 'Cup Noodles', 'Fideos en vaso picantes 4 g'],
      ['Multivitamin', 'Gummies', 'Gominolas multivitamínicas 4 g'],
      ['Nonstick', 'Frying Pan', 'Sartén antiadherente 4 g'],
      ['Dental', 'Dog Treats', 'Premios dentales para perros 4 g'],
      ['Hypoallergenic', 'Baby Wipes', 'Toallitas hipoalergénicas para bebé 4 g'],
      ['Centella', 'Foam Cleanser', 'Espuma limpiadora con centella asiática 4 g'],
      ['Chicken', 'Cat Treats', 'Premios para gatos con pollo 4 g'],
      ['Oat', 'Baby Wipes', 'Toallitas de avena para bebé 4 g'],
      ['Panthenol', 'Baby Lotion', 'Loción para bebé con pantenol 4 g'],
      ['Silicone', 'Food Container', 'Recipiente de silicona para alimentos 4 g'],
    ];
    for (const [attribute, type, name] of expected) expect(nameOf(attribute, type, g4).es).toBe(name);
  });

  it('put the kind first in Vietnamese and Indonesian, the quality first in English and Korean', () => {
    const name = nameOf('Matte', 'Lipstick', g4);
    expect(name).toEqual({
      en: 'Matte Lipstick 4 g',
      ko: '매트 립스틱 4g',
      vi: 'Son thỏi lì 4 g',
      es: 'Barra de labios mate 4 g',
      ru: 'Матовая помада 4 г',
      id: 'Lipstik dof 4 g',
    });
    expect(nameOf('Snail Mucin', 'Foam Cleanser', metric(150, 'ml')).vi).toBe(
      'Sữa rửa mặt tạo bọt dịch nhầy ốc sên 150 ml',
    );
  });

  it('leave no English word in a Vietnamese, Spanish, Russian or Indonesian name', () => {
    // What every language writes alike: ingredients, materials and Korean dishes and holidays by their international
    // names, and unit symbols and letter sizes.
    const international = new Set([
      ...['argan', 'biotin', 'centella', 'collagen', 'ginseng', 'hyaluronic', 'hydrogel', 'lutein', 'multivitamin'],
      ...['niacinamide', 'omega-3', 'panthenol', 'propolis', 'protein', 'shea', 'vitamin', 'yuzu'],
      ...['gochujang', 'kimchi', 'ramyeon', 'chuseok'],
      ...['ml', 'g', 'kg', 'l', 'cm', 's', 'm', 'c'],
    ]);
    // The language's own words, spelt as in English.
    const own: Record<'vi' | 'es' | 'id', string[]> = {
      vi: ['gel', 'serum', 'pastel'],
      es: ['coral', 'dental', 'facial', 'gel', 'kit', 'lunar', 'musical', 'pastel', 'retro', 'zinc'],
      id: ['gel', 'serum', 'pastel', 'retro', 'salmon'],
    };
    const words = (text: string) =>
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}-]+/u)
        .filter((word) => /\p{L}/u.test(word));
    const names = categories.flatMap((category) =>
      category.subcategories.flatMap((sub) =>
        sub.productTypes.flatMap((type) =>
          (type.sizes ?? sub.sizes).flatMap((size) => category.attributes.map((a) => productName(a, type, size))),
        ),
      ),
    );
    const english = new Set(names.flatMap((name) => words(name.en)).filter((word) => !international.has(word)));
    const left: string[] = [];
    for (const name of names) {
      for (const language of ['vi', 'es', 'id'] as const) {
        for (const word of words(name[language])) {
          if (english.has(word) && !own[language].includes(word)) left.push(`${language}: ${name[language]}`);
        }
      }
      // Russian is Cyrillic but for the acronym BPA and a bag's letter size.
      if (/[a-z]/i.test(name.ru.replace(/\bBPA\b|размер [SML]$/g, ''))) left.push(`ru: ${name.ru}`);
    }
    expect(left).toEqual([]);
    expect(names.length).toBeGreaterThan(3_000);
  });
});

describe('the demo catalogue', () => {
  it('names and describes every product in the six languages', () => {
    const wrong = catalogue.products.flatMap((product) =>
      LANGUAGES.flatMap((language) => {
        const name = product.names[language] ?? '';
        const description = product.descriptions[language] ?? '';
        const script = { ko: HANGUL, ru: CYRILLIC }[language as string] ?? /\p{Script=Latin}/u;
        const good =
          script.test(name) && description.length > name.length && !/undefined|\{|\}/.test(name + description);
        return good ? [] : [`${product.id} ${language}: ${name} — ${description}`];
      }),
    );
    expect(wrong).toEqual([]);
    expect(catalogue.products).toHaveLength(DEMO_SIZE.products);
  });

  it('keeps brand names in Latin letters in every language, the Hangul name beside them', () => {
    for (const brand of catalogue.brands) {
      expect(brand.names.ko).toMatch(HANGUL);
      if (brand.id === IN_STOCK_BRAND_ID) {
        // The in-stock showcase is named in each language, its Hive Center in Latin letters.
        for (const language of ['en', 'vi', 'es', 'ru', 'id'] as const)
          expect(brand.names[language]).toContain('Hive Center');
        continue;
      }
      for (const language of LANGUAGES) expect(brand.names[language], `${brand.id}`).not.toMatch(CYRILLIC);
      for (const language of ['vi', 'es', 'ru', 'id'] as const) expect(brand.names[language]).toBe(brand.names.en);
      expect(brand.names.en).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      // The description names the brand as the page does: Latin, Hangul in Korean with its topic particle.
      for (const language of ['en', 'vi', 'es', 'ru', 'id'] as const) {
        expect(brand.descriptions[language]).toContain(brand.names.en);
      }
      const particle = /[랩킨닉틱든친팜블빙홈울젯맘펫션즌]$/.test(brand.names.ko ?? '') ? '은' : '는';
      expect(brand.descriptions.ko?.startsWith(`${brand.names.ko}${particle} `), brand.descriptions.ko).toBe(true);
    }
  });

  it('describes a product with its name and its brand in every language', () => {
    const product = catalogue.products.find((p) => p.descriptions.en.startsWith(p.names.en))!;
    const brand = catalogue.brands.find((b) => b.id === product.brandId)!;
    expect(product.descriptions.ru).toBe(
      `${product.names.ru} от ${brand.names.en}. Страна производства — Республика Корея. Отгрузка упаковками по ` +
        `минимальному объёму заказа; в экспортных документах (CI, PL) указан код HS ${product.hsCode}.`,
    );
    expect(product.descriptions.es).toBe(
      `${product.names.es} de ${brand.names.en}. Hecho en Corea. Se vende en lotes de la cantidad mínima de pedido; ` +
        `los documentos de exportación (CI, PL) indican el código HS ${product.hsCode}.`,
    );
    expect(product.descriptions.ko?.startsWith(`${brand.names.ko}의 ${product.names.ko}. `)).toBe(true);
  });
});
