import { IN_STOCK_BRAND_ID } from '@hive/domain';
import type { ProductFacts } from '../../products/product-facts.js';
import type { LocalizedText } from '../schema.js';
import { brandTermsFor, type ProductDataRow, productDataFor } from './product-data.js';
import { productDescription, productName } from './product-text.js';
import type { Random } from './random.js';
import { categories as categoryVocabulary, groups as groupVocabulary, syllables } from './vocabulary.js';
import type { CategoryVocabulary, SubcategoryVocabulary, Words } from './vocabulary.types.js';

/** Rows of a generated catalogue, ready to insert. Pure: the same random source gives the same rows. */
export type CatalogueRows = ReturnType<typeof generateCatalogue>;

export type CatalogueSize = { brands: number; products: number };

const FIRST_BRAND_ID = 401;
const DAY_MS = 86_400_000;
/** Demo prices in won follow this many won to the dollar; each price is an operator's own figure afterwards. */
const KRW_PER_USD = 1_380;

const inStockBrand = {
  names: {
    en: 'Hive Center In Stock',
    ko: '하이브 센터 재고',
    vi: 'Hàng có sẵn tại Hive Center',
    es: 'En stock en Hive Center',
    ru: 'В наличии на складе Hive Center',
    id: 'Stok Tersedia di Hive Center',
  },
  descriptions: {
    en: 'Products stored in our Gimpo fulfilment centre, packed and shipped within two business days. Stock counts are updated with every order.',
    ko: '김포 풀필먼트 센터에 보관 중인 상품으로, 영업일 기준 2일 이내에 포장·출고됩니다. 재고 수량은 주문마다 갱신됩니다.',
    vi: 'Sản phẩm được lưu tại trung tâm hoàn tất đơn hàng Gimpo, đóng gói và giao trong vòng hai ngày làm việc. Số lượng tồn kho được cập nhật theo từng đơn hàng.',
    es: 'Productos almacenados en nuestro centro logístico de Gimpo, embalados y enviados en dos días hábiles. Las existencias se actualizan con cada pedido.',
    ru: 'Товары хранятся на нашем фулфилмент-складе в Кимпхо, упаковываются и отгружаются в течение двух рабочих дней. Остатки обновляются с каждым заказом.',
    id: 'Produk yang disimpan di pusat fulfilment kami di Gimpo, dikemas dan dikirim dalam dua hari kerja. Jumlah stok diperbarui setiap ada pesanan.',
  },
} satisfies { names: Words; descriptions: Words };

export function generateCatalogue(random: Random, size: CatalogueSize, now = new Date('2026-11-01T00:00:00Z')) {
  const visible = categoryVocabulary.filter((category) => !category.hidden);
  const categories = categoryVocabulary.flatMap((category, position) => [
    {
      id: category.id,
      parentId: null,
      parentDepth: null,
      depth: 1,
      names: category.name,
      hidden: category.hidden ?? false,
      position,
    },
    ...category.subcategories.map((sub, subPosition) => ({
      id: sub.id,
      parentId: category.id,
      parentDepth: 1,
      depth: 2,
      names: sub.name as LocalizedText,
      hidden: false,
      position: subPosition,
    })),
  ]);

  const usedNames = new Set<string>();
  const topCount = new Map<number, number>();
  const brands = Array.from({ length: size.brands }, (_, index) => {
    const id = FIRST_BRAND_ID + index;
    // Brands spread over the visible categories; every fifth lands in category 2 so its top list is full.
    const category = index % 5 === 0 ? visible.find((c) => c.id === 2)! : visible[index % visible.length]!;
    const isShowcase = id === IN_STOCK_BRAND_ID;
    const names = isShowcase ? inStockBrand.names : brandName(random, category, usedNames);
    const description = random.pick(category.brandDescriptions);
    const descriptions = isShowcase
      ? inStockBrand.descriptions
      : (Object.fromEntries(
          Object.entries(description).map(([lang, text]) => [
            lang,
            text
              .replaceAll('{brand}는', withTopic(names.ko ?? names.en))
              .replaceAll('{brand}', names[lang as keyof Words] ?? names.en),
          ]),
        ) as Words);
    const tops = topCount.get(category.id) ?? 0;
    const isTop = !isShowcase && tops < 8 && random.chance(0.4);
    if (isTop) topCount.set(category.id, tops + 1);
    return {
      id,
      names: names as LocalizedText,
      descriptions: descriptions as LocalizedText,
      logoUrl: `/img/brand/${id}.png`,
      categoryId: category.id,
      isTop,
      topPosition: isTop ? tops : null,
      popularity: random.int(0, 10_000),
      // The showcase ships from the fulfilment centre within two days, with no minimum of its own.
      ...(isShowcase ? { leadTimeDays: 2, minOrderUsd: null, minOrderKrw: null } : brandTermsFor(id)),
      createdAt: new Date(now.getTime() - (size.brands - index) * DAY_MS),
      vocabulary: category,
    };
  });

  const products: ProductRow[] = [];
  const images: { productId: number; position: number; url: string }[] = [];
  const perBrand = size.products / size.brands;
  let id = 0;
  for (const brand of brands) {
    const count = Math.max(4, Math.round(perBrand * (0.5 + random.next())));
    for (let n = 1; n <= count && id < size.products; n++) {
      id += 1;
      const held = brand.id === IN_STOCK_BRAND_ID || random.chance(0.06);
      const product = productRow(random, id, n, brand, held, now);
      products.push(product);
      const pictures = random.int(1, 3);
      for (let position = 0; position < pictures; position++) {
        images.push({ productId: id, position, url: `/img/product/${id}-${position}.png` });
      }
    }
  }

  const productGroups = groupVocabulary.flatMap((group, index) => [
    { id: index * 2 + 1, code: group.code, type: 'PICK' as const, names: group.pick as LocalizedText, position: index },
    {
      id: index * 2 + 2,
      code: group.code,
      type: 'CHOICE' as const,
      names: group.choice as LocalizedText,
      position: index,
    },
  ]);
  const available = products.filter((product) => product.exist);
  // 12 to 40 products a list: some lists fill more than one page of 24. (The sample's draws do not depend on its size.)
  const groupMembers = productGroups.flatMap((group) =>
    random
      .sample(available, random.int(12, 40))
      .map((product, position) => ({ groupId: group.id, productId: product.id, position })),
  );

  return {
    categories,
    brands: brands.map(({ vocabulary: _, ...brand }) => brand),
    products,
    images,
    productGroups,
    groupMembers,
  };
}

type ProductRow = Omit<ProductFacts, 'stock'> &
  ProductDataRow & {
    id: number;
    descriptions: LocalizedText;
    exist: boolean;
    stockQty: number | null;
    createdAt: Date;
  };

/**
 * A carton for the product (the same rule as migration 0010 for the products it found): about 8 kg of goods, 600 g
 * of carton, a quarter more room than the units take.
 */
export function packingFor(weightG: number, volumeCm3: number) {
  const unitsPerCarton = Math.max(1, Math.floor(8000 / weightG));
  return {
    unitsPerCarton,
    cartonWeightG: unitsPerCarton * weightG + 600,
    cartonVolumeCm3: Math.floor((unitsPerCarton * volumeCm3 * 5 + 3) / 4),
  };
}

function productRow(
  random: Random,
  id: number,
  n: number,
  brand: { id: number; names: LocalizedText; vocabulary: CategoryVocabulary; createdAt: Date },
  held: boolean,
  now: Date,
): ProductRow {
  const sub: SubcategoryVocabulary = random.pick(brand.vocabulary.subcategories);
  const type = random.pick(sub.productTypes);
  const attribute = random.pick(brand.vocabulary.attributes);
  const names = productName(attribute, type, random.pick(type.sizes ?? sub.sizes));
  // Which of two wordings the description takes.
  const wording = random.next();
  const supplyUsd = Math.round(random.int(sub.usdCents[0], sub.usdCents[1]) / 5) * 5;
  const markup = 1.8 + random.next() * 0.6;
  const barcodeRoll = random.next();
  const row = {
    id,
    brandId: brand.id,
    categoryId: sub.id,
    names,
    descriptions: productDescription({ name: names, brand: brand.names, hsCode: sub.hsCode }, wording),
    sku: `HV${brand.id}-${String(sub.id).padStart(4, '0')}-${String(n).padStart(4, '0')}`,
    barcode:
      barcodeRoll < 0.04
        ? '1'
        : barcodeRoll < 0.06
          ? null
          : ean13(`880${String(brand.id).padStart(4, '0')}${String(n).padStart(5, '0')}`),
    moq: random.pick(sub.moqs),
    supplyUsd,
    supplyKrw: Math.round((supplyUsd * KRW_PER_USD) / 100 / 10) * 10,
    retailUsd: Math.round((supplyUsd * markup) / 10) * 10,
    retailKrw: Math.round((supplyUsd * markup * KRW_PER_USD) / 100 / 100) * 100,
    exist: held || random.chance(0.93),
    // Held from the start, as its stock row (inserted next) would make it: the stock's trigger then has nothing to
    // change, where it would rewrite each held product (and every index of the table) once more.
    held,
    stockQty: held ? random.int(2, 300) * 10 : null,
    weightG: random.int(sub.weightG[0], sub.weightG[1]),
    volumeCm3: random.int(sub.volumeCm3[0], sub.volumeCm3[1]),
    hsCode: sub.hsCode,
    createdAt: new Date(Math.max(brand.createdAt.getTime(), now.getTime() - random.int(0, 720) * DAY_MS)),
  };
  return { ...row, ...packingFor(row.weightG, row.volumeCm3), ...productDataFor(id, sub.hsCode) };
}

function brandName(random: Random, category: CategoryVocabulary, used: Set<string>): Words {
  for (let attempt = 0; ; attempt++) {
    // Two or, once the short names run out, three syllables: always a new name.
    const parts = random.sample(syllables, attempt < 20 ? random.int(1, 2) : 3);
    const suffix = random.pick(category.brandSuffixes);
    const en = `${capitalise(parts.map((p) => p.en).join(''))} ${suffix.en}`;
    if (used.has(en)) continue;
    used.add(en);
    // Brand names are Latin in every language the storefront speaks, as on the packaging and the invoices; the
    // Korean name (Hangul) is kept beside it.
    return { en, ko: `${parts.map((p) => p.ko).join('')} ${suffix.ko}`, vi: en, es: en, ru: en, id: en };
  }
}

/** A Korean name with its topic particle: 은 after a final consonant (다비 랩은), 는 after a vowel (별 스튜디오는). */
function withTopic(name: string): string {
  const last = name.charCodeAt(name.length - 1) - 0xac00;
  const hangul = last >= 0 && last < 11_172;
  return `${name}${hangul && last % 28 !== 0 ? '은' : '는'}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

/** Appends the EAN-13 check digit to twelve digits. */
export function ean13(twelve: string): string {
  const sum = [...twelve].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}
