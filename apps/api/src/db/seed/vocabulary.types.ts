/** Words the demo catalogue is composed from, in the six data languages. English is required. */
export type Words = { en: string; ko: string; vi: string; es: string; ru: string; id: string };

export type SubcategoryVocabulary = {
  id: number;
  name: Words;
  /** Kinds of product sold in this subcategory, e.g. "Serum", "Toner pad". At least 4. */
  productTypes: Words[];
  /** Pack sizes shown after the name, e.g. "50 ml", "12 pcs"; language-neutral. At least 3. */
  sizes: string[];
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
  /** Qualities or ingredients that prefix product types, e.g. "Centella", "Rice". At least 8. */
  attributes: Words[];
  /** Endings of brand names in this category, e.g. "Lab", "Beauty". At least 4. */
  brandSuffixes: Words[];
  /** Two or three sentences about a brand of this category, with "{brand}" where the brand's name goes. At least 3. */
  brandDescriptions: Words[];
  subcategories: SubcategoryVocabulary[];
};

/** Syllables brand names are built from: the romanised form, its Hangul and its Cyrillic spelling. */
export type Syllable = { en: string; ko: string; ru: string };

/** Pick and choice groups: a code (slug, e.g. "best") and the group's names. */
export type GroupVocabulary = { code: string; pick: Words; choice: Words };
