/** Words the demo catalogue is composed from, in the six data languages. English is required. */
export type Words = { en: string; ko: string; vi: string; es: string; ru: string; id: string };

/** The gender and number a Russian noun phrase gives the adjective before it: masculine, feminine, neuter, plural. */
export type RuGender = 'm' | 'f' | 'n' | 'pl';
/** The gender and number a Spanish noun phrase gives the adjective after it. */
export type EsGender = 'm' | 'f' | 'mpl' | 'fpl';
/** An adjective's form for each gender and number of its noun (see `inflection.ts`). */
export type RuAdjective = Record<RuGender, string>;
export type EsAdjective = Record<EsGender, string>;

/**
 * A kind of product, e.g. "Serum": a noun phrase in each language, and in Spanish and Russian its gender, which the
 * attribute agrees with. Russian is written in lower case (an adjective may come first; the name is capitalised).
 */
export type ProductType = Omit<Words, 'es' | 'ru'> & {
  es: [text: string, gender: EsGender];
  ru: [text: string, gender: RuGender];
  /** Its own pack sizes, where the subcategory's do not fit it (tablets are counted, a mascara holds ml). */
  sizes?: Words[];
};

/**
 * A quality or ingredient of a product, e.g. "Centella", "Matte". In Spanish and Russian either an adjective, whose
 * form agrees with the type (Russian before the noun: «Матовая помада»; Spanish after it: «Barra de labios mate»), or
 * a phrase that needs no agreement, after the noun («с центеллой», «con centella asiática»). Vietnamese and
 * Indonesian words follow the noun, Korean and English ones precede it.
 */
export type Attribute = Omit<Words, 'es' | 'ru'> & { es: string | EsAdjective; ru: string | RuAdjective };

export type SubcategoryVocabulary = {
  id: number;
  name: Words;
  /** Kinds of product sold in this subcategory, e.g. "Serum", "Toner pad". At least 3. */
  productTypes: ProductType[];
  /** Pack sizes shown after the name, e.g. "50 ml", "12 pcs", in each language (`units.ts`); a type may have its own. */
  sizes: Words[];
  /** Typical MOQ values (units per pack), e.g. [10, 20, 50]. */
  moqs: number[];
  /** Base supply price range in US cents for one unit, e.g. [350, 2400]. */
  usdCents: [number, number];
  /** Unit weight range in grams and volume range in cm³. */
  weightG: [number, number];
  volumeCm3: [number, number];
  /** The 6-digit HS code of the goods, e.g. "330499". */
  hsCode: string;
};

export type CategoryVocabulary = {
  id: number;
  name: Words;
  hidden?: boolean;
  /** Qualities or ingredients that go with product types, e.g. "Centella", "Rice". At least 8. */
  attributes: Attribute[];
  /** Endings of brand names in this category, e.g. "Lab", "Beauty": the Latin word and its Hangul. At least 4. */
  brandSuffixes: Syllable[];
  /** Two or three sentences about a brand of this category, with "{brand}" where the brand's name goes. At least 2. */
  brandDescriptions: Words[];
  subcategories: SubcategoryVocabulary[];
};

/** Syllables brand names are built from: the romanised form and its Hangul. */
export type Syllable = { en: string; ko: string };

/** Pick and choice groups: a code (slug, e.g. "best") and the group's names. */
export type GroupVocabulary = { code: string; pick: Words; choice: Words };
