/**
 * The demo catalogue's product data for importers: real-looking INCI lists for cosmetics, ingredients and allergens for
 * food, shelf life and the country of manufacture; and each brand's lead time and minimum order. Pure and drawn from
 * the ids, not the random source, so that the rest of the catalogue stays as it was generated.
 */

const SKINCARE = [
  'Water, Glycerin, Niacinamide, Butylene Glycol, Propanediol, 1,2-Hexanediol, Panthenol, Sodium Hyaluronate, Allantoin, Centella Asiatica Extract, Madecassoside, Carbomer, Tromethamine, Ethylhexylglycerin, Disodium EDTA',
  'Water, Butylene Glycol, Glycerin, Dipropylene Glycol, Snail Secretion Filtrate, Betaine, Caprylic/Capric Triglyceride, Cetearyl Alcohol, Hydrogenated Lecithin, Sodium Hyaluronate, Arginine, Adenosine, Xanthan Gum, Ethylhexylglycerin',
  'Water, Propanediol, Glycerin, Camellia Sinensis Leaf Extract, Pentylene Glycol, Squalane, Cetyl Ethylhexanoate, Ceramide NP, Cholesterol, Phytosphingosine, Hydroxyacetophenone, Carbomer, Sodium Polyacrylate, Tocopherol',
  'Water, Rice Extract, Glycerin, Butylene Glycol, Niacinamide, Dimethicone, Cetearyl Olivate, Sorbitan Olivate, Panax Ginseng Root Extract, Sodium Hyaluronate, Ammonium Acryloyldimethyltaurate/VP Copolymer, Adenosine, Fragrance',
  'Water, Zinc Oxide, Caprylic/Capric Triglyceride, Propanediol, Butyloctyl Salicylate, Niacinamide, Polyglyceryl-3 Polyricinoleate, Centella Asiatica Extract, Magnesium Sulfate, Silica, Disteardimonium Hectorite, Tocopherol',
];
const LIPS = [
  'Polybutene, Diisostearyl Malate, Hydrogenated Polyisobutene, Silica Dimethyl Silylate, Synthetic Wax, Tocopheryl Acetate, Fragrance, CI 15850, CI 77491, CI 77891',
];
const EYES = [
  'Mica, Talc, Dimethicone, Zinc Stearate, Ethylhexyl Palmitate, Phenoxyethanol, Caprylyl Glycol, CI 77499, CI 77491, CI 77891',
];
const POWDERS = [
  'Talc, Mica, Silica, Zinc Stearate, Dimethicone, Ethylhexyl Palmitate, Methicone, Caprylyl Glycol, CI 77891, CI 77492',
];
const HAIR = [
  'Water, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Glycerin, Sodium Chloride, Polyquaternium-10, Panthenol, Camellia Japonica Seed Oil, Citric Acid, Sodium Benzoate, Fragrance',
  'Water, Cetearyl Alcohol, Behentrimonium Chloride, Dimethicone, Hydrolyzed Keratin, Argania Spinosa Kernel Oil, Glycerin, Panthenol, Phenoxyethanol, Fragrance',
];
const BODY = [
  'Water, Sodium Cocoyl Isethionate, Cocamidopropyl Betaine, Glycerin, Lauryl Glucoside, Shea Butter, Panthenol, Allantoin, Citric Acid, Sodium Benzoate, Fragrance',
];

type Food = { ingredients: string; allergens: string };
const FOOD: Record<string, Food[]> = {
  '190590': [
    {
      ingredients:
        'Wheat flour, sugar, palm oil, whole egg powder, corn starch, salt, baking soda, natural vanilla flavour',
      allergens: 'Wheat, egg. May contain milk and soybeans.',
    },
    {
      ingredients:
        'Rice (Korea) 62%, corn, sugar, vegetable oil (rice bran oil), honey 3%, salt, roasted seaweed powder',
      allergens: 'May contain wheat, soybeans and shellfish.',
    },
  ],
  '190230': [
    {
      ingredients:
        'Noodles: wheat flour, potato starch, palm oil, salt. Soup base: salt, red pepper powder, soy sauce powder, garlic, onion, yeast extract, dried green onion',
      allergens: 'Wheat, soybeans, beef.',
    },
  ],
  '210390': [
    {
      ingredients:
        'Glutinous rice syrup, red pepper powder 15%, water, rice, salt, fermented soybean powder, garlic, onion, alcohol',
      allergens: 'Soybeans, wheat.',
    },
  ],
  '220299': [
    {
      ingredients: 'Water, corn tea extract 8%, roasted barley extract, sodium bicarbonate, vitamin C',
      allergens: 'Barley.',
    },
    {
      ingredients: 'Water, citron (yuzu) concentrate 12%, sugar, honey, citric acid, natural citron flavour',
      allergens: 'None declared.',
    },
  ],
  '121120': [
    {
      ingredients: 'Korean red ginseng extract 100% (ginsenosides Rg1+Rb1+Rg3 3.5 mg/g, solids 60%)',
      allergens: 'None declared.',
    },
  ],
  '210690': [
    {
      ingredients:
        'Fructooligosaccharide, red ginseng concentrate 5%, jujube concentrate, purified water, honey, citric acid, vitamin C',
      allergens: 'None declared. Made in a facility that handles milk and soybeans.',
    },
    {
      ingredients:
        'Lactic acid bacteria (Lactobacillus plantarum), maltodextrin, vitamin C, zinc oxide, silicon dioxide',
      allergens: 'Milk.',
    },
  ],
};

const COSMETICS: Record<string, string[]> = {
  '330499': SKINCARE,
  '330410': LIPS,
  '330420': EYES,
  '330491': POWDERS,
  '330510': HAIR,
  '330590': HAIR,
  '340130': BODY,
};

export type ProductDataRow = {
  ingredients: string;
  allergens: string;
  shelfLifeMonths: number | null;
  manufactureCountry: string | null;
};

const pick = <T>(list: readonly T[], id: number) => list[id % list.length] as T;

/** What a product's package says: cosmetics their INCI list and 24 to 36 months; food its ingredients and 12 months. */
export function productDataFor(id: number, hsCode: string): ProductDataRow {
  const cosmetic = COSMETICS[hsCode];
  if (cosmetic) {
    return {
      ingredients: pick(cosmetic, id),
      allergens: '',
      shelfLifeMonths: [24, 30, 36][id % 3]!,
      manufactureCountry: 'KR',
    };
  }
  const food = FOOD[hsCode];
  if (food) return { ...pick(food, id), shelfLifeMonths: 12, manufactureCountry: 'KR' };
  return { ingredients: '', allergens: '', shelfLifeMonths: null, manufactureCountry: 'KR' };
}

/** A brand's lead time (7 to 21 days) and, for two brands in three, a minimum per order ($300 to $1,500). */
export function brandTermsFor(id: number) {
  const usd = [300_00, 500_00, 800_00, 1_000_00, 1_500_00][id % 5]!;
  const withMinimum = id % 3 !== 0;
  return {
    leadTimeDays: [7, 10, 14, 21][id % 4]!,
    minOrderUsd: withMinimum ? usd : null,
    minOrderKrw: withMinimum ? (usd / 100) * 1_400 : null,
  };
}
