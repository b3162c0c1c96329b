import {
  ALLERGENS_MAX,
  DATA_LANGUAGES,
  type DataLanguage,
  IMPORT_FIELDS,
  type ImportField,
  INGREDIENTS_MAX,
  isStorable,
  SHELF_LIFE_MONTHS,
} from '@hive/domain';

/** Why a cell or a row cannot be imported: a code the console words in the operator's language. */
export const REASONS = {
  required: 'A new product needs this value.',
  cannotClear: 'This value cannot be emptied.',
  wholeNumber: 'Must be a whole number in range.',
  dollars: 'Must be an amount in dollars with at most two decimals (12.50).',
  won: 'Must be a whole amount in won (12000).',
  barcode: 'Must be 1 to 14 digits.',
  hsCode: 'Must be an HS code of 6 to 10 digits.',
  origin: 'Must be a two-letter country code (KR).',
  months: 'Must be a whole number of months from 1 to 120.',
  yesNo: 'Must be yes or no.',
  text: 'Too long, or has characters that cannot be stored.',
  unknownBrand: 'No brand has this English name.',
  ambiguousBrand: 'Several brands have this English name.',
  duplicateSku: 'The SKU is in the file more than once.',
  cartonWeight: 'The carton must weigh at least its units (units per carton × weight).',
} as const;
export type Reason = keyof typeof REASONS;

type Kind =
  | 'text'
  | 'name'
  | 'int'
  | 'positive'
  | 'moq'
  | 'usd'
  | 'krw'
  | 'barcode'
  | 'hsCode'
  | 'origin'
  | 'yesNo'
  | 'ingredients'
  | 'allergens'
  | 'months';

/**
 * What each column holds. Every value is compared and shown as its canonical text (a price in USD as "12.50", in
 * KRW as "12000", a flag as "yes"/"no"); null is "not set". `clearable`: an empty cell may clear it (with the
 * operator's option); `required`: a new product needs it.
 */
export const FIELDS: Record<ImportField, { kind: Kind; clearable?: boolean; required?: boolean }> = {
  brand: { kind: 'text', required: true },
  sku: { kind: 'text', required: true },
  barcode: { kind: 'barcode', clearable: true },
  name_en: { kind: 'name', required: true },
  name_ko: { kind: 'name', clearable: true },
  name_vi: { kind: 'name', clearable: true },
  name_es: { kind: 'name', clearable: true },
  name_ru: { kind: 'name', clearable: true },
  name_id: { kind: 'name', clearable: true },
  moq: { kind: 'moq', required: true },
  supply_usd: { kind: 'usd', required: true },
  supply_krw: { kind: 'krw', required: true },
  retail_usd: { kind: 'usd', required: true },
  retail_krw: { kind: 'krw', required: true },
  stock: { kind: 'int', clearable: true },
  hs_code: { kind: 'hsCode', required: true },
  origin: { kind: 'origin' },
  weight_g: { kind: 'positive', required: true },
  volume_cm3: { kind: 'positive', required: true },
  units_per_carton: { kind: 'positive', required: true },
  carton_weight_g: { kind: 'positive', required: true },
  carton_volume_cm3: { kind: 'positive', required: true },
  hidden: { kind: 'yesNo' },
  ingredients: { kind: 'ingredients', clearable: true },
  allergens: { kind: 'allergens', clearable: true },
  shelf_life_months: { kind: 'months', clearable: true },
  manufacture_country: { kind: 'origin', clearable: true },
};

export const NUMERIC_FIELDS = new Set<ImportField>(
  IMPORT_FIELDS.filter((field) => ['int', 'positive', 'moq', 'usd', 'krw', 'months'].includes(FIELDS[field].kind)),
);
export const nameField = (language: DataLanguage) => `name_${language}` as ImportField;
export const NAME_FIELDS = DATA_LANGUAGES.map(nameField);

const INT_MAX = 2_147_483_647;
const MAX_TEXT = 300;

/**
 * A figure as people type it: spaces, a currency sign and comma thousands separators (1,234,567.50) taken off. A dot
 * is always the decimal point, so that "1.234" is never read as a thousand.
 */
function figure(text: string): string {
  const bare = text.replace(/[\s$₩€]|USD|KRW|원/gi, '');
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(bare)) return bare.replaceAll(',', '');
  // A decimal comma (12,50), as Vietnamese, Spanish, Russian and Indonesian spreadsheets write it.
  if (/^\d+,\d{1,2}$/.test(bare)) return bare.replace(',', '.');
  return bare;
}

function wholeNumber(text: string, min: number, max = INT_MAX): string | Reason {
  const bare = figure(text);
  const match = /^(\d+)(?:\.0+)?$/.exec(bare);
  if (!match) return 'wholeNumber';
  const value = Number(match[1]);
  return value >= min && value <= max ? String(value) : 'wholeNumber';
}

/** Dollars to their canonical text ("12.5" → "12.50"); never scaled twice: the file holds dollars, not cents. */
function dollars(text: string): string | Reason {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(figure(text));
  if (!match) return 'dollars';
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= INT_MAX ? centsText(cents) : 'dollars';
}
export const centsText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
export const textCents = (text: string) => {
  const [whole = '0', fraction = '0'] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

const YES = new Set(['yes', 'y', 'true', '1', 'hidden', '예', 'o']);
const NO = new Set(['no', 'n', 'false', '0', '', '아니오', 'x', 'shown']);

/** A non-empty cell's canonical value, or why it cannot be one. */
export function parseCell(field: ImportField, raw: string): string | { reason: Reason } {
  const text = raw.trim();
  const bad = (reason: Reason) => ({ reason });
  const checked = (value: string | Reason) =>
    (Object.hasOwn(REASONS, value) ? bad(value as Reason) : value) as string | { reason: Reason };
  switch (FIELDS[field].kind) {
    case 'text':
      return text.length <= 64 && isStorable(text) ? text : bad('text');
    case 'name':
      return text.length <= MAX_TEXT && isStorable(text) ? text : bad('text');
    case 'ingredients':
      return text.length <= INGREDIENTS_MAX && isStorable(text) ? text : bad('text');
    case 'allergens':
      return text.length <= ALLERGENS_MAX && isStorable(text) ? text : bad('text');
    case 'months': {
      const value = wholeNumber(text, SHELF_LIFE_MONTHS.min, SHELF_LIFE_MONTHS.max);
      return value === 'wholeNumber' ? bad('months') : value;
    }
    case 'int':
      return checked(wholeNumber(text, 0));
    case 'positive':
      return checked(wholeNumber(text, 1));
    case 'moq':
      return checked(wholeNumber(text, 1, 1_000_000));
    case 'usd':
      return checked(dollars(text));
    case 'krw': {
      const value = wholeNumber(text, 0);
      return value === 'wholeNumber' ? bad('won') : value;
    }
    case 'barcode':
      return /^\d{1,14}$/.test(text) ? text : bad('barcode');
    case 'hsCode': {
      const digits = text.replace(/[.\s-]/g, '');
      return /^\d{6,10}$/.test(digits) ? digits : bad('hsCode');
    }
    case 'origin':
      return /^[a-z]{2}$/i.test(text) ? text.toUpperCase() : bad('origin');
    case 'yesNo': {
      const lower = text.toLowerCase();
      if (YES.has(lower)) return 'yes';
      return NO.has(lower) ? 'no' : bad('yesNo');
    }
  }
}

const normalise = (header: string) => header.toLowerCase().replace(/[\s_\-()[\]./:]/g, '');
/** Other headers a column of each field goes by (normalised: lower case, no spaces or punctuation). */
const ALIASES: Partial<Record<ImportField, string[]>> = {
  brand: ['brandname', 'brandnameen', '브랜드', '브랜드명'],
  sku: ['productcode', 'itemcode', 'code', '품번', '상품코드'],
  barcode: ['ean', 'upc', 'gtin', '바코드'],
  name_en: ['name', 'nameenglish', 'englishname', 'productname', '영문명', '상품명영문'],
  name_ko: ['namekorean', 'koreanname', '상품명', '국문명', '한글명'],
  moq: ['minimumorder', 'minimumorderquantity', '최소주문수량'],
  supply_usd: ['supplypriceusd', 'supplyusdprice', '공급가usd'],
  supply_krw: ['supplypricekrw', 'supplykrwprice', '공급가', '공급가krw'],
  retail_usd: ['retailpriceusd', '소비자가usd'],
  retail_krw: ['retailpricekrw', '소비자가', '소비자가krw'],
  stock: ['units', 'stockunits', 'qty', 'quantity', '재고', '재고수량'],
  hs_code: ['hs', 'hscode', 'hstariff', 'hs코드'],
  origin: ['origincountry', 'countryoforigin', 'country', '원산지'],
  weight_g: ['weight', 'weightgram', '중량', '중량g'],
  volume_cm3: ['volume', '부피'],
  units_per_carton: ['unitspercarton', 'cartonunits', '입수'],
  carton_weight_g: ['cartonweight'],
  carton_volume_cm3: ['cartonvolume'],
  hidden: ['hide', '숨김'],
  ingredients: ['inci', 'inciname', 'inciingredients', 'ingredientlist', 'ingredientslist', '전성분', '성분', '원재료'],
  allergens: ['allergen', 'allergyinformation', '알레르기', '알레르기유발물질'],
  shelf_life_months: ['shelflife', 'shelflifemonths', 'shelflifem', '유통기한', '사용기한'],
  manufacture_country: ['countryofmanufacture', 'madein', 'manufacturedin', '제조국'],
};

/** The field each header most likely is (a column goes to at most one field, the first that names it). */
export function guessMapping(headers: readonly string[]): (ImportField | null)[] {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const key = normalise(header);
    const field = IMPORT_FIELDS.find(
      (candidate) => !taken.has(candidate) && (normalise(candidate) === key || ALIASES[candidate]?.includes(key)),
    );
    if (!field) return null;
    taken.add(field);
    return field;
  });
}
