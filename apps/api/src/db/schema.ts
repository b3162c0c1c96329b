import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  char,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Names and descriptions per language; English is always present and is the fallback. */
export type LocalizedText = { en: string } & Partial<Record<'ko' | 'vi' | 'es' | 'ru' | 'id', string>>;

const hasEnglish = (column: string) =>
  sql.raw(`jsonb_typeof(${column}->'en') = 'string' and length(${column}->>'en') > 0`);

/** The names of every data language in one text: what the total search matches (migration 0006_search_index). */
const allNames = (column: string) =>
  ['en', 'ko', 'vi', 'es', 'ru', 'id'].map((lang) => `coalesce(${column}->>'${lang}', '')`).join(` || ' ' || `);
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Lower-cased names, for substring (trigram) matching; and their words, for full text in every language. */
const searchColumns = () => ({
  searchText: text('search_text').generatedAlwaysAs(sql.raw(`lower(${allNames('names')})`)),
  searchVector: tsvector('search_vector').generatedAlwaysAs(
    sql.raw(`to_tsvector('simple'::regconfig, ${allNames('names')})`),
  ),
});

export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    code: char('code', { length: 2 }).notNull().unique(),
    name: text('name').notNull(),
    callingCode: text('calling_code').notNull(),
    emoji: text('emoji').notNull(),
  },
  (t) => [check('countries_code_upper', sql`${t.code} ~ '^[A-Z]{2}$'`)],
);

/**
 * The freight rates operators keep, one per destination country, method and currency: per kilogram of chargeable
 * weight, per cubic metre and a minimum charge, in minor units of the currency.
 */
export const freightRates = pgTable(
  'freight_rates',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    method: text('method').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    perKg: integer('per_kg').notNull(),
    perCbm: integer('per_cbm').notNull(),
    minimum: integer('minimum').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('freight_rates_route').on(t.countryId, t.method, t.currency),
    check('freight_rates_method', sql`${t.method} in ('SEA', 'AIR', 'COURIER')`),
    check('freight_rates_currency', sql`${t.currency} in ('USD', 'KRW')`),
    check('freight_rates_amounts', sql`${t.perKg} >= 0 and ${t.perCbm} >= 0 and ${t.minimum} >= 0`),
  ],
);

/** A tree of depth 2: a top category has no parent; a subcategory's parent is a top category. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    parentDepth: smallint('parent_depth'),
    depth: smallint('depth').notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    hidden: boolean('hidden').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('categories_id_depth').on(t.id, t.depth),
    foreignKey({ columns: [t.parentId, t.parentDepth], foreignColumns: [t.id, t.depth], name: 'categories_parent' }),
    check('categories_depth', sql`${t.depth} = coalesce(${t.parentDepth}, 0) + 1 and ${t.depth} between 1 and 2`),
    check('categories_parent_pair', sql`(${t.parentId} is null) = (${t.parentDepth} is null)`),
    check('categories_names_en', hasEnglish('names')),
    index('categories_parent_idx').on(t.parentId),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: integer('id').primaryKey(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    descriptions: jsonb('descriptions').$type<LocalizedText>().notNull(),
    logoUrl: text('logo_url').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    isTop: boolean('is_top').notNull().default(false),
    topPosition: integer('top_position'),
    popularity: integer('popularity').notNull().default(0),
    /** Kept by operators: a hidden brand is in no list or search of the storefront, and its page is not found. */
    hidden: boolean('hidden').notNull().default(false),
    /** Days from an order's confirmation until the brand's goods are ready to ship; null when not said. */
    leadTimeDays: smallint('lead_time_days'),
    /** The brand's minimum per order in minor units (US cents, won): both or neither; only approved buyers see it. */
    minOrderUsd: integer('min_order_usd'),
    minOrderKrw: integer('min_order_krw'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...searchColumns(),
  },
  (t) => [
    check('brands_names_en', hasEnglish('names')),
    check('brands_lead_time', sql`${t.leadTimeDays} between 0 and 365`),
    check(
      'brands_min_order',
      sql`(${t.minOrderUsd} is null) = (${t.minOrderKrw} is null) and ${t.minOrderUsd} >= 0 and ${t.minOrderKrw} >= 0`,
    ),
    check('brands_descriptions_en', hasEnglish('descriptions')),
    check('brands_top_position', sql`${t.isTop} or ${t.topPosition} is null`),
    check('brands_popularity', sql`${t.popularity} >= 0`),
    index('brands_category_idx').on(t.categoryId),
    index('brands_top_idx').on(t.categoryId, t.topPosition).where(sql`${t.isTop}`),
    index('brands_name_en_idx').on(sql`lower(${t.names}->>'en')`),
    index('brands_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('brands_popular_idx').on(t.popularity.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('brands_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('brands_search_vector_idx').using('gin', t.searchVector),
  ],
);

// Vacuumed once 2% of its rows changed (migration 0042: a storage setting drizzle does not describe), so that the
// category pages' index-only scans read no rows after an import.
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    descriptions: jsonb('descriptions').$type<LocalizedText>().notNull(),
    sku: text('sku').notNull().unique(),
    barcode: text('barcode'),
    moq: integer('moq').notNull(),
    /** Base supply prices in minor units: US cents and Korean won. */
    supplyUsd: integer('supply_usd').notNull(),
    supplyKrw: integer('supply_krw').notNull(),
    retailUsd: integer('retail_usd').notNull(),
    retailKrw: integer('retail_krw').notNull(),
    exist: boolean('exist').notNull().default(true),
    /**
     * Whether the fulfilment centre holds the product: it has a `product_stock` row. Kept by that table's trigger
     * (migration 0011) when a row comes or goes, never when its units change; the in-stock filters and their index
     * read it.
     */
    held: boolean('held').notNull().default(false),
    /** Kept by operators: a hidden product is in no list, pick or search of the storefront, and its page is not found. */
    hidden: boolean('hidden').notNull().default(false),
    /**
     * Withdrawn from sale: the product or its brand is hidden. Kept by triggers (migration 0022) from those two flags
     * whatever writes them, so that every storefront query reads one column of the row it has, never the brand: a
     * withdrawn product is in no list, search or page, and cannot be added, requested or ordered.
     */
    withdrawn: boolean('withdrawn').notNull().default(false),
    weightG: integer('weight_g').notNull(),
    volumeCm3: integer('volume_cm3').notNull(),
    hsCode: text('hs_code').notNull(),
    /** ISO 3166 code of the country of origin, for invoices and customs. */
    originCountry: char('origin_country', { length: 2 }).notNull().default('KR'),
    /** Packing: units in a full carton, its gross weight and its volume (the packing list's figures). */
    unitsPerCarton: integer('units_per_carton').notNull(),
    cartonWeightG: integer('carton_weight_g').notNull(),
    cartonVolumeCm3: integer('carton_volume_cm3').notNull(),
    /** The INCI list (cosmetics) or the ingredients (food), in English; empty when not given. */
    ingredients: text('ingredients').notNull().default(''),
    /** The allergens it contains (food); empty when not given. */
    allergens: text('allergens').notNull().default(''),
    shelfLifeMonths: smallint('shelf_life_months'),
    /** ISO 3166 code of the country where it is made, which may differ from the origin customs are told. */
    manufactureCountry: char('manufacture_country', { length: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...searchColumns(),
  },
  (t) => [
    check('products_names_en', hasEnglish('names')),
    check('products_ingredients', sql`length(${t.ingredients}) <= 4000 and length(${t.allergens}) <= 500`),
    check('products_shelf_life', sql`${t.shelfLifeMonths} between 1 and 120`),
    check('products_manufacture_country', sql`${t.manufactureCountry} ~ '^[A-Z]{2}$'`),
    check('products_descriptions_en', hasEnglish('descriptions')),
    check('products_moq', sql`${t.moq} between 1 and 1000000`),
    check(
      'products_prices',
      sql`${t.supplyUsd} >= 0 and ${t.supplyKrw} >= 0 and ${t.retailUsd} >= 0 and ${t.retailKrw} >= 0`,
    ),
    check('products_measures', sql`${t.weightG} > 0 and ${t.volumeCm3} > 0`),
    check('products_hs_code', sql`${t.hsCode} ~ '^[0-9]{6,10}$'`),
    check('products_origin', sql`${t.originCountry} ~ '^[A-Z]{2}$'`),
    check(
      'products_packing',
      sql`${t.unitsPerCarton} >= 1 and ${t.cartonWeightG} >= ${t.unitsPerCarton} * ${t.weightG} and ${t.cartonVolumeCm3} > 0`,
    ),
    check('products_barcode', sql`${t.barcode} is null or ${t.barcode} ~ '^[0-9]{1,14}$'`),
    check('products_sku', sql`length(${t.sku}) between 1 and 64`),
    index('products_brand_created_idx').on(t.brandId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_brand_category_idx').on(t.brandId, t.categoryId),
    // A category's page (category-products.repository.ts): each sub-category's first products in every sort, read
    // in order from one of these, and its brands' counts — of the products it lists, the ones not withdrawn. The
    // newest-first one includes the MOQ (migration 0040): the largest-MOQ filter reads it from the index alone.
    index('products_category_created_idx')
      .on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`not ${t.withdrawn}`),
    index('products_category_name_idx')
      .on(t.categoryId, sql`lower(${t.names}->>'en')`, t.id)
      .where(sql`not ${t.withdrawn}`),
    index('products_category_moq_idx').on(t.categoryId, t.moq, t.id).where(sql`not ${t.withdrawn}`),
    // The products held in the fulfilment centre (the page's "in stock" filter), newest first, and their count: a few
    // in a hundred, read alone rather than picked out of all the category's.
    index('products_category_held_idx')
      .on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.held} and not ${t.withdrawn}`),
    index('products_category_usd_idx').on(t.categoryId, t.supplyUsd, t.id).where(sql`not ${t.withdrawn}`),
    index('products_category_krw_idx').on(t.categoryId, t.supplyKrw, t.id).where(sql`not ${t.withdrawn}`),
    index('products_listed_category_brand_idx').on(t.categoryId, t.brandId).where(sql`not ${t.withdrawn}`),
    // Every product by category, withdrawn too: the console's counts and filters.
    index('products_category_brand_idx').on(t.categoryId, t.brandId),
    index('products_held_idx').on(t.id).where(sql`${t.held}`),
    // The few withdrawn products, for what must leave them out of a ranking of many (the trend page's).
    index('products_withdrawn_idx').on(t.id).where(sql`${t.withdrawn}`),
    index('products_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_sku_prefix_idx').on(sql`lower(${t.sku}) text_pattern_ops`),
    index('products_barcode_prefix_idx').on(t.barcode.op('text_pattern_ops')),
  ],
);

/**
 * The fulfilment centre's stock: a row for each product it holds (a product without one is not held there), with the
 * units on hand. Apart from `products` because every placed or cancelled order with a held product changes it: here
 * that is a new version of a narrow row on the same page (a HOT update, no index touched, no trigger), where a
 * change of `products` would copy a wide catalogue row, fire the search vocabulary's statement triggers and, once the
 * page is full (20 buyers ordering one product keep its old versions alive), add an entry to each of its nine indexes,
 * the search's GIN indexes among them. Half of each page is left free for those versions (migration 0011). A row
 * coming or going sets `products.held`, which the in-stock filters read.
 */
export const productStock = pgTable(
  'product_stock',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    units: integer('units').notNull(),
  },
  (t) => [check('product_stock_units', sql`${t.units} >= 0`)],
);

export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    url: text('url').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    check('product_images_position', sql`${t.position} >= 0`),
  ],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A product's certificates (MSDS, CPNP, FDA registration, COA, halal, other), kept by operators as PDFs in the
 * database so that every API process serves them; approved buyers and operators download them.
 */
export const productCertificates = pgTable(
  'product_certificates',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['MSDS', 'CPNP', 'FDA', 'COA', 'HALAL', 'OTHER'] }).notNull(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    pdf: bytea('pdf').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_certificates_product_idx').on(t.productId, t.id),
    check('product_certificates_kind', sql`${t.kind} in ('MSDS', 'CPNP', 'FDA', 'COA', 'HALAL', 'OTHER')`),
    check('product_certificates_size', sql`${t.sizeBytes} between 1 and 5242880`),
    check('product_certificates_title', sql`length(${t.title}) between 1 and 120`),
  ],
);

/**
 * Images operators upload (product pictures, brand logos), kept in the database so that every API process serves
 * them: each upload is resized into the storefront's sizes, one row a size, addressed by the hash of the upload's
 * content (`/img/u/{hash}-{width}.webp`), so that an address never changes what it shows and is cached for good.
 */
export const uploadedImages = pgTable(
  'uploaded_images',
  {
    hash: text('hash').notNull(),
    width: smallint('width').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.hash, t.width] }),
    check('uploaded_images_hash', sql`${t.hash} ~ '^[0-9a-f]{32}$'`),
    check('uploaded_images_width', sql`${t.width} between 16 and 4096`),
  ],
);

export const productGroups = pgTable(
  'product_groups',
  {
    id: serial('id').primaryKey(),
    /** The group's slug in `/pick/{code}-pick/`, lower case. */
    code: text('code').notNull(),
    type: text('type', { enum: ['PICK', 'CHOICE'] }).notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('product_groups_code_type').on(t.code, t.type),
    check('product_groups_type', sql`${t.type} in ('PICK', 'CHOICE')`),
    check('product_groups_code', sql`${t.code} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('product_groups_names_en', hasEnglish('names')),
  ],
);

export const productGroupMembers = pgTable(
  'product_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => productGroups.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.productId] }),
    unique('product_group_members_position').on(t.groupId, t.position),
    index('product_group_members_product_idx').on(t.productId),
  ],
);

export const grades = pgTable(
  'grades',
  {
    id: char('id', { length: 2 }).primaryKey(),
    name: text('name').notNull(),
    /** Discount off the base supply price in basis points: 1,000 = 10 %. */
    discountBp: integer('discount_bp').notNull(),
  },
  (t) => [
    check('grades_id', sql`${t.id} in ('01', '02', '03', '04')`),
    check('grades_discount', sql`${t.discountBp} between 0 and 10000`),
  ],
);

/** One row of operator settings. */
export const settings = pgTable(
  'settings',
  {
    id: smallint('id').primaryKey().default(1),
    minOrderUsd: integer('min_order_usd').notNull(),
    minOrderKrw: integer('min_order_krw').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    hqAddress: text('hq_address').notNull(),
    fulfilmentAddress: text('fulfilment_address').notNull(),
    /** The seller, one company on the storefront, in the terms, the e-mails and every trade document. */
    sellerName: text('seller_name').notNull().default(''),
    sellerNameKo: text('seller_name_ko').notNull().default(''),
    sellerRegistrationNo: text('seller_registration_no').notNull().default(''),
    sellerCustomsCode: text('seller_customs_code').notNull().default(''),
    sellerRepresentative: text('seller_representative').notNull().default(''),
    /** Where buyers transfer to: printed on the proforma invoice and shown on a confirmed order. */
    bankName: text('bank_name').notNull().default(''),
    bankAccountName: text('bank_account_name').notNull().default(''),
    bankAccountNumber: text('bank_account_number').notNull().default(''),
    bankSwift: text('bank_swift').notNull().default(''),
    bankAddress: text('bank_address').notNull().default(''),
    /** Days from placing within which an order must be paid, or it is cancelled and its stock released. */
    orderPaymentDays: smallint('order_payment_days').notNull().default(14),
    /** The insurance premium of CIF, CIP and D-rule sales, in basis points of 110 % of goods and freight. */
    insuranceRateBp: smallint('insurance_rate_bp').notNull().default(30),
    /** The highest grade staff may approve an applicant at; above it, only an admin. */
    staffApprovalGrade: char('staff_approval_grade', { length: 2 }).notNull().default('01'),
    /** The terms' window for claims, in days from an order's delivery. */
    claimWindowDays: smallint('claim_window_days').notNull().default(7),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('settings_single_row', sql`${t.id} = 1`),
    check('settings_minimums', sql`${t.minOrderUsd} >= 0 and ${t.minOrderKrw} >= 0`),
    check('settings_payment_days', sql`${t.orderPaymentDays} between 1 and 365`),
    check('settings_insurance_rate', sql`${t.insuranceRateBp} between 0 and 10000`),
    check('settings_claim_window', sql`${t.claimWindowDays} between 1 and 90`),
    check('settings_staff_approval_grade', sql`${t.staffApprovalGrade} in ('01', '02', '03', '04')`),
  ],
);

/** Buyer companies. Accounts, approval and sessions are built on this table by the accounts capability. */
export const buyers = pgTable(
  'buyers',
  {
    id: serial('id').primaryKey(),
    loginId: text('login_id').notNull(),
    passwordHash: text('password_hash').notNull(),
    joinStatusCode: char('join_status_code', { length: 2 }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    gradeId: char('grade_id', { length: 2 }).references(() => grades.id),
    currency: char('currency', { length: 3 }),
    companyName: text('company_name').notNull(),
    /** The registration or tax number and the website the applicant gave ('' when none). */
    companyRegistrationNo: text('company_registration_no').notNull().default(''),
    website: text('website').notNull().default(''),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    repContactName: text('rep_contact_name').notNull(),
    repContactEmail: text('rep_contact_email').notNull(),
    phoneCountryId: integer('phone_country_id')
      .notNull()
      .references(() => countries.id),
    phoneNumber: text('phone_number').notNull(),
    agreedTermsAt: timestamp('agreed_terms_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** pending → active | rejected; active ⇄ suspended; any → withdrawn (personal data erased). */
    status: text('status', { enum: ['pending', 'active', 'rejected', 'suspended', 'withdrawn'] })
      .notNull()
      .default('pending'),
    /** Why an operator rejected or suspended the account, or why the buyer withdrew. */
    statusReason: text('status_reason'),
    /** The language of the e-mails the buyer receives. */
    language: text('language').notNull().default('en'),
    /**
     * Orders a purchaser places above this total (the company's currency, minor units) wait for an owner's or an
     * admin's approval; null: no limit.
     */
    approvalLimit: bigint('approval_limit', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('buyers_approval_limit', sql`${t.approvalLimit} is null or ${t.approvalLimit} >= 0`),
    uniqueIndex('buyers_login_id_idx').on(sql`lower(${t.loginId})`),
    check('buyers_status', sql`${t.status} in ('pending', 'active', 'rejected', 'suspended', 'withdrawn')`),
    check('buyers_active_approved', sql`${t.status} <> 'active' or ${t.approvedAt} is not null`),
    check('buyers_language', sql`${t.language} in ('en', 'vi', 'es', 'ru', 'id')`),
    index('buyers_status_idx').on(t.status, t.createdAt),
    check('buyers_join_status', sql`${t.joinStatusCode} in ('01', '09')`),
    check('buyers_currency', sql`${t.currency} is null or ${t.currency} in ('USD', 'KRW')`),
    check(
      'buyers_approved_terms',
      sql`${t.approvedAt} is null or (${t.gradeId} is not null and ${t.currency} is not null)`,
    ),
  ],
);

/**
 * The people of a buyer company, each with their own sign-in and role; the company's first account is its founder
 * (the member whose login id is the company's: a trigger keeps that member in step with `buyers`, migration 0032). A
 * login id is unique among all members of all companies.
 */
export const buyerMembers = pgTable(
  'buyer_members',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    loginId: text('login_id').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: ['OWNER', 'ADMIN', 'PURCHASER', 'VIEWER'] }).notNull(),
    /** active ⇄ suspended (by an operator); removed (by the company): never signs in again. */
    status: text('status', { enum: ['active', 'suspended', 'removed'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('buyer_members_login_id_idx').on(sql`lower(${t.loginId})`),
    uniqueIndex('buyer_members_owner_idx').on(t.buyerId).where(sql`${t.role} = 'OWNER'`),
    index('buyer_members_buyer_idx').on(t.buyerId, t.createdAt),
    check('buyer_members_role', sql`${t.role} in ('OWNER', 'ADMIN', 'PURCHASER', 'VIEWER')`),
    check('buyer_members_status', sql`${t.status} in ('active', 'suspended', 'removed')`),
    check('buyer_members_owner_stays', sql`${t.role} <> 'OWNER' or ${t.status} <> 'removed'`),
  ],
);

/** An invitation to join a company: a single-use link (only the key's hash is kept), valid seven days. */
export const buyerInvitations = pgTable(
  'buyer_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['ADMIN', 'PURCHASER', 'VIEWER'] }).notNull(),
    keyHash: bytea('key_hash').notNull(),
    invitedBy: integer('invited_by').references(() => buyerMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once: accepted (the member it made) or withdrawn. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    memberId: integer('member_id').references(() => buyerMembers.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    check('buyer_invitations_role', sql`${t.role} in ('ADMIN', 'PURCHASER', 'VIEWER')`),
    check('buyer_invitations_hash_length', sql`octet_length(${t.keyHash}) = 32`),
    check('buyer_invitations_once', sql`${t.acceptedAt} is null or ${t.revokedAt} is null`),
    index('buyer_invitations_buyer_idx').on(t.buyerId, t.createdAt),
  ],
);

export const buyerInterestedBrands = pgTable(
  'buyer_interested_brands',
  {
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.buyerId, t.brandId] })],
);

export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    loginId: text('login_id').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['admin', 'staff'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operators_login_id_idx').on(sql`lower(${t.loginId})`),
    check('operators_role', sql`${t.role} in ('admin', 'staff')`),
  ],
);

/** Buyer sessions: only the SHA-256 of the token is kept, so a stolen table opens no session. */
export const buyerSessions = pgTable(
  'buyer_sessions',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    /** The person signed in: a member of the buyer company. */
    memberId: integer('member_id')
      .notNull()
      .references(() => buyerMembers.id, { onDelete: 'cascade' }),
    tokenHash: bytea('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    check('buyer_sessions_hash_length', sql`octet_length(${t.tokenHash}) = 32`),
    check('buyer_sessions_expiry', sql`${t.expiresAt} > ${t.createdAt}`),
    index('buyer_sessions_buyer_idx').on(t.buyerId),
    index('buyer_sessions_member_idx').on(t.memberId),
  ],
);

/**
 * A buyer company's API keys: `Authorization: Bearer <key>` acts as the company, through the member who created it
 * (the key stops working when that member is suspended or removed), within its scopes. Only the key's SHA-256 is kept,
 * beside its first characters for the list. A revoked key keeps its row: what it did stays traceable.
 */
export const buyerApiKeys = pgTable(
  'buyer_api_keys',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => buyerMembers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    prefix: text('prefix').notNull(),
    keyHash: bytea('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    check('buyer_api_keys_hash_length', sql`octet_length(${t.keyHash}) = 32`),
    check(
      'buyer_api_keys_scopes_known',
      sql`cardinality(${t.scopes}) > 0 and ${t.scopes} <@ array['catalog:read', 'orders:read', 'orders:write', 'quotations:write']::text[]`,
    ),
    check('buyer_api_keys_name', sql`length(${t.name}) between 1 and 100`),
    index('buyer_api_keys_buyer_idx').on(t.buyerId),
    index('buyer_api_keys_member_idx').on(t.memberId),
  ],
);

/** Operator sessions, kept apart from buyers' so neither token opens the other's door. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: bytea('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    check('operator_sessions_hash_length', sql`octet_length(${t.tokenHash}) = 32`),
    index('operator_sessions_operator_idx').on(t.operatorId),
  ],
);

/**
 * One-time proofs sent by e-mail: a six-digit code that verifies an address (sign-up, e-mail change) or a link
 * that resets a password. Only a hash of the secret is kept; a proof is used at most once.
 */
export const certifications = pgTable(
  'certifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['verify-email', 'password-reset'] }).notNull(),
    email: text('email').notNull(),
    buyerId: integer('buyer_id').references(() => buyers.id, { onDelete: 'cascade' }),
    /** A password reset's member: the person of the company who asked (their login id), whose password it sets. */
    memberId: integer('member_id').references((): AnyPgColumn => buyerMembers.id, { onDelete: 'cascade' }),
    secretHash: bytea('secret_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    check('certifications_purpose', sql`${t.purpose} in ('verify-email', 'password-reset')`),
    check('certifications_reset_has_buyer', sql`${t.purpose} <> 'password-reset' or ${t.buyerId} is not null`),
    check('certifications_used_after_verified', sql`${t.usedAt} is null or ${t.verifiedAt} is not null`),
    index('certifications_email_idx').on(t.email, t.createdAt),
  ],
);

export const buyerAddresses = pgTable(
  'buyer_addresses',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    consignee: text('consignee').notNull(),
    phoneCountryId: integer('phone_country_id')
      .notNull()
      .references(() => countries.id),
    phoneNumber: text('phone_number').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    region: text('region').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('buyer_addresses_buyer_idx').on(t.buyerId),
    // At most one default address per buyer, whatever the race.
    uniqueIndex('buyer_addresses_one_default').on(t.buyerId).where(sql`${t.isDefault}`),
  ],
);

/** Every e-mail the marketplace sends: sent through SMTP when configured, otherwise kept here and logged. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'logged', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The text as the recipient gets it, where it differs from what operators read (a code or a single-use link
     * masked): kept only until the mail server has it.
     */
    unmaskedSubject: text('unmasked_subject'),
    unmaskedText: text('unmasked_text'),
  },
  (t) => [
    check('outbox_status', sql`${t.status} in ('queued', 'sent', 'logged', 'failed')`),
    check(
      'outbox_unmasked_until_sent',
      sql`(${t.unmaskedSubject} is null) = (${t.unmaskedText} is null) and (${t.status} = 'queued' or ${t.unmaskedText} is null)`,
    ),
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index('outbox_created_idx').on(t.createdAt),
  ],
);

/** What operators did: who, when, to what, and the values before and after. Rows are never updated. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);

/**
 * Every total search: the trend page's rising terms. Terms are trimmed and lower-cased. `searcher` is a keyed hash of
 * who searched (never the address or the account itself): a term reaches the trend page only when many different
 * searchers asked for it.
 */
export const searchLog = pgTable(
  'search_log',
  {
    id: serial('id').primaryKey(),
    term: text('term').notNull(),
    results: integer('results').notNull(),
    searcher: text('searcher'),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('search_log_term', sql`length(${t.term}) between 1 and 100 and ${t.term} = lower(btrim(${t.term}))`),
    check('search_log_results', sql`${t.results} >= 0`),
    index('search_log_searched_idx').on(t.searchedAt),
  ],
);

/**
 * The words of each product's names, a row each (migration 0007_search_postings): a btree inverted index. A word
 * found in thousands of products yields its first matches in id order from here, where the GIN index on
 * `search_vector` reads every posting first. Triggers keep it in step with the names; no foreign key, so that a
 * catalogue import does not check a million rows.
 */
export const productWords = pgTable(
  'product_words',
  {
    word: text('word').notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.productId] })],
);

/**
 * Every word of every brand and product name: the vocabulary a misspelt search word is corrected against (trigram
 * similarity over a few thousand words, not over every name). Triggers add the words of inserted and updated names.
 */
export const searchWords = pgTable('search_words', { word: text('word').notNull() }, (t) => [
  uniqueIndex('search_words_word_idx').on(t.word.op('text_pattern_ops')),
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * What buyers ask for: one row per product line of a quotation request or an order, written in the same transaction
 * as the request or the order. The trend and tracking pages read it. `valueUsd` is the line at the product's base
 * USD supply price, in cents, so that lines in USD and in KRW rank on one scale.
 */
export const demandEvents = pgTable(
  'demand_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['quotation', 'order'] }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    units: bigint('units', { mode: 'number' }).notNull(),
    valueUsd: bigint('value_usd', { mode: 'number' }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('demand_events_kind', sql`${t.kind} in ('quotation', 'order')`),
    check('demand_events_units', sql`${t.units} > 0`),
    check('demand_events_value', sql`${t.valueUsd} >= 0`),
    index('demand_events_kind_time_idx').on(t.kind, t.occurredAt),
    index('demand_events_time_idx').on(t.occurredAt),
  ],
);

/**
 * Carts, for everyone: a visitor's is found by the anonymous cart id in its cookie (`memberId` null), a buyer's by the
 * member signed in. At sign-in the visitor's cart merges into the member's.
 */
export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** A member's own cart (each person of a company keeps theirs); null for a visitor's. */
  memberId: integer('member_id')
    .unique()
    .references(() => buyerMembers.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Quantities count MOQ packs, as everywhere. */
const packs = (column: string) => sql.raw(`${column} between 1 and 9999`);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    checked: boolean('checked').notNull().default(true),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('cart_items_product').on(t.cartId, t.productId), check('cart_items_quantity', packs('quantity'))],
);

/**
 * The draft quotation basket of a member of a buyer company (each keeps their own): what a quotation request or a
 * quotation sheet will be made of.
 */
export const basketItems = pgTable(
  'basket_items',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => buyerMembers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('basket_items_product').on(t.memberId, t.productId),
    check('basket_items_quantity', packs('quantity')),
  ],
);

/**
 * The products a buyer opened last, one row a product, for the buyer's home on any device. Recording one trims the
 * buyer's rows to the newest `RECENTLY_VIEWED_KEPT`, one recording of a buyer at a time (features/buyer-home).
 */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A buyer's dozen rows are found by the key's first column; no other index to keep up to date on every view.
  (t) => [primaryKey({ columns: [t.buyerId, t.productId] })],
);

const QUOTATION_STATE_LIST =
  "'REQUESTED', 'QUOTED', 'NEGOTIATING', 'ACCEPTED', 'ORDERED', 'DECLINED', 'CANCELLED', 'EXPIRED'";

/**
 * A quotation request, from a buyer or from a visitor (`contact` holds the visitor's company, country, name, e-mail,
 * phone and message; exactly one of the two is set). What was requested never changes; operators answer with offers.
 */
export const quotations = pgTable(
  'quotations',
  {
    id: serial('id').primaryKey(),
    /** Q-2026-000123: the year of the request and the id. */
    number: text('number').notNull().unique(),
    buyerId: integer('buyer_id').references(() => buyers.id),
    contact: jsonb('contact').$type<{
      company: string;
      countryId: number;
      name: string;
      email: string;
      phone: string;
      message: string;
      language: string;
    }>(),
    state: text('state').notNull().default('REQUESTED'),
    currency: char('currency', { length: 3 }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The offer the buyer accepted: set once, with the state ACCEPTED, and never changed afterwards. */
    acceptedOfferId: integer('accepted_offer_id').references((): AnyPgColumn => quotationOffers.id),
    /**
     * A member's request details: where the goods go (country and port or place), the preferred incoterm, a target
     * date and a note. All null when the request had none (a visitor's, or one sent before they were asked); the
     * country and the incoterm come together.
     */
    destinationCountryId: integer('destination_country_id').references(() => countries.id),
    destinationPort: text('destination_port'),
    preferredIncoterm: text('preferred_incoterm'),
    targetDate: date('target_date'),
    requestNote: text('request_note'),
  },
  (t) => [
    check('quotations_state', sql.raw(`state in (${QUOTATION_STATE_LIST})`)),
    check(
      'quotations_details',
      sql`(${t.destinationCountryId} is null) = (${t.preferredIncoterm} is null)
        and (${t.preferredIncoterm} is null or ${t.preferredIncoterm} in ('EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'))
        and coalesce(length(${t.destinationPort}), 0) <= 100 and coalesce(length(${t.requestNote}), 0) <= 2000`,
    ),
    // A visitor's request keeps its contact when the visitor's approved account takes it over.
    check('quotations_requester', sql`${t.buyerId} is not null or ${t.contact} is not null`),
    check('quotations_currency', sql`${t.currency} in ('USD', 'KRW')`),
    check('quotations_accepted', sql`${t.state} not in ('ACCEPTED', 'ORDERED') or ${t.acceptedOfferId} is not null`),
    index('quotations_buyer_idx').on(t.buyerId, t.requestedAt),
    index('quotations_state_idx').on(t.state, t.requestedAt),
  ],
);

/**
 * "Ask for restock" on a sold-out product: a buyer's (by the buyer; the e-mail goes to their representative) or a
 * visitor's (by e-mail address). One waiting request per product and person; `notifiedAt` is set when the product came
 * back and the e-mail went (features/restock, `notifyRestocked`), and asking again after that waits again.
 */
export const restockRequests = pgTable(
  'restock_requests',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id').references(() => buyers.id, { onDelete: 'cascade' }),
    /** A visitor's address; null for a buyer (their representative's address is read when the mail goes). */
    email: text('email'),
    /** The language of the e-mail. */
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    check('restock_requests_requester', sql`(${t.buyerId} is null) <> (${t.email} is null)`),
    check('restock_requests_language', sql`${t.language} in ('en', 'vi', 'es', 'ru', 'id')`),
    check('restock_requests_email', sql`${t.email} is null or length(${t.email}) between 3 and 254`),
    uniqueIndex('restock_requests_buyer_idx').on(t.productId, t.buyerId).where(sql`${t.buyerId} is not null`),
    uniqueIndex('restock_requests_email_idx').on(t.productId, sql`lower(${t.email})`).where(sql`${t.buyerId} is null`),
    // The console's list, newest first, and the waiting requests of a product that came back.
    index('restock_requests_created_idx').on(t.createdAt),
    index('restock_requests_waiting_idx').on(t.productId).where(sql`${t.notifiedAt} is null`),
  ],
);

/**
 * The requested lines. `unitPrice` is the buyer's grade price at the moment of the request, computed by the server;
 * null for a visitor's request (visitors never see a price).
 */
export const quotationLines = pgTable(
  'quotation_lines',
  {
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    position: smallint('position').notNull(),
    quantity: integer('quantity').notNull(),
    moq: integer('moq').notNull(),
    unitPrice: integer('unit_price'),
  },
  (t) => [
    primaryKey({ columns: [t.quotationId, t.productId] }),
    check('quotation_lines_quantity', packs('quantity')),
    check('quotation_lines_moq', sql`${t.moq} >= 1`),
    check('quotation_lines_price', sql`${t.unitPrice} is null or ${t.unitPrice} >= 0`),
  ],
);

/** An offer: an unchangeable version of the operators' answer, with final prices, terms and its PDF. */
export const quotationOffers = pgTable(
  'quotation_offers',
  {
    id: serial('id').primaryKey(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    version: smallint('version').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    incoterm: text('incoterm').notNull(),
    /** The incoterm's named place; empty when the buyer names it at order time. */
    namedPlace: text('named_place').notNull().default(''),
    /** What the rule puts on the seller, priced into the offer: null where the rule leaves it to the buyer. */
    freight: bigint('freight', { mode: 'number' }),
    insurance: bigint('insurance', { mode: 'number' }),
    duties: bigint('duties', { mode: 'number' }),
    leadTimeDays: smallint('lead_time_days').notNull(),
    note: text('note').notNull().default(''),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    pdf: bytea('pdf'),
  },
  (t) => [
    unique('quotation_offers_version').on(t.quotationId, t.version),
    check('quotation_offers_version_positive', sql`${t.version} >= 1`),
    check('quotation_offers_lead_time', sql`${t.leadTimeDays} between 0 and 365`),
    check('quotation_offers_currency', sql`${t.currency} in ('USD', 'KRW')`),
    check(
      'quotation_offers_costs',
      sql`coalesce(${t.freight}, 0) >= 0 and coalesce(${t.insurance}, 0) >= 0 and coalesce(${t.duties}, 0) >= 0
        and length(${t.namedPlace}) <= 100`,
    ),
    index('quotation_offers_valid_idx').on(t.validUntil),
  ],
);

export const quotationOfferLines = pgTable(
  'quotation_offer_lines',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => quotationOffers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    position: smallint('position').notNull(),
    quantity: integer('quantity').notNull(),
    moq: integer('moq').notNull(),
    unitPrice: integer('unit_price').notNull(),
    available: boolean('available').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.productId] }),
    check('quotation_offer_lines_quantity', sql`${t.quantity} between 0 and 9999`),
    check('quotation_offer_lines_price', sql`${t.unitPrice} >= 0`),
  ],
);

/** The quotation's thread: the buyer's and the operators' messages, and the history of its states. */
export const quotationMessages = pgTable(
  'quotation_messages',
  {
    id: serial('id').primaryKey(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['buyer', 'operator', 'system'] }).notNull(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('quotation_messages_author', sql`${t.author} in ('buyer', 'operator', 'system')`),
    check('quotation_messages_body', sql`length(${t.body}) between 1 and 4000`),
    index('quotation_messages_quotation_idx').on(t.quotationId, t.createdAt),
  ],
);

export const quotationEvents = pgTable(
  'quotation_events',
  {
    id: serial('id').primaryKey(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    action: text('action').notNull(),
    actor: text('actor', { enum: ['buyer', 'operator', 'system'] }).notNull(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    /** The member who acted, when the buyer did. */
    memberId: integer('member_id').references(() => buyerMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quotation_events_quotation_idx').on(t.quotationId, t.createdAt)],
);

/**
 * Submissions that create something (a quotation request, an order) under an `Idempotency-Key`: the first answer is
 * kept and replayed to a retry with the same key and payload. `status` is null while the first is still running.
 * Keys belong to their owner (a buyer, a visitor's cart, an address), so one caller's key never answers another's.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    status: smallint('status'),
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.owner, t.key] }),
    check('idempotency_keys_key', sql`length(${t.key}) between 1 and 255`),
    check('idempotency_keys_done', sql`(${t.status} is null) = (${t.response} is null)`),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * Devices that signed in before (OWASP's device cookies): a device holding a live cookie for an account keeps
 * signing in while guesses from anywhere else are throttled. Only the SHA-256 of the cookie is kept.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    /** `buyer:<login id>` or `operator:<login id>`, lower-cased: the account that signed in on the device. */
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('trusted_devices_hash_length', sql`octet_length(${t.tokenHash}) = 32`),
    index('trusted_devices_created_idx').on(t.createdAt),
  ],
);

/**
 * Keys the server makes for itself, one per purpose, created at random by the first process that needs one and then
 * shared by every process on the database (e.g. the key that hashes who searched). Never sent to anyone.
 */
export const serverKeys = pgTable(
  'server_keys',
  {
    purpose: text('purpose').primaryKey(),
    key: bytea('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('server_keys_length', sql`octet_length(${t.key}) >= 32`)],
);

/**
 * Rate-limit counters (sign-in failures, public forms, a day's chat uploads and support confirmations), one row per key
 * and window: every API process counts in the same place. `bytes` adds up what the counted uses stored. Rows past
 * `reset_at` are restarted by the next hit and deleted hourly. UNLOGGED (in the migration): counters need no crash
 * safety, and skip the write-ahead log.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

const ORDER_STATE_LIST =
  "'PENDING_APPROVAL', 'PLACED', 'CONFIRMED', 'PAID', 'PREPARING', 'SHIPPED', 'DELIVERED', 'CANCELLED'";

/** A party on an order (consignee, notify party) as the buyer typed it. */
type OrderPartyJson = { name: string; address: string; phone: string; email: string };

/**
 * An order: what the buyer placed (lines in `order_lines`, priced by the server), where it stands, its payment terms
 * and shipment. The ship-to address and the parties are copies, so that a later change in the address book never
 * changes an order. One order per accepted quotation (`quotation_id` unique), one per buyer and `Idempotency-Key`.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** O-2026-000123: also the bank transfer's reference. */
    number: text('number').notNull().unique(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id),
    quotationId: integer('quotation_id').references(() => quotations.id),
    /** The key the buyer placed it with: a retry after a crash finds this order instead of making another. */
    idempotencyKey: text('idempotency_key'),
    state: text('state').notNull().default('PLACED'),
    currency: char('currency', { length: 3 }).notNull(),
    /**
     * What the buyer owes: the goods (the lines' sum), each cost the incoterm puts on the seller (null where the rule
     * leaves it to the buyer, or while it is to be quoted), less the operators' discount and the buyer's credit notes.
     */
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    goodsAmount: bigint('goods_amount', { mode: 'number' }).notNull(),
    freight: bigint('freight', { mode: 'number' }),
    insurance: bigint('insurance', { mode: 'number' }),
    duties: bigint('duties', { mode: 'number' }),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    /** Credit notes of earlier claims taken off this order. */
    credit: bigint('credit', { mode: 'number' }).notNull().default(0),
    /** No rate applied when it was placed (or DDP's duties are to be entered): an operator sets them before confirming. */
    freightToBeQuoted: boolean('freight_to_be_quoted').notNull().default(false),
    shipTo: jsonb('ship_to')
      .$type<{
        consignee: string;
        phone: { countryId: number; countryCallingCode: string; number: string };
        country: { id: number; name: string; code: string; callingCode: string; emoji: string };
        line1: string;
        line2: string;
        city: string;
        region: string;
        postalCode: string;
      }>()
      .notNull(),
    consignee: jsonb('consignee').$type<OrderPartyJson>().notNull(),
    notifyParty: jsonb('notify_party').$type<OrderPartyJson>(),
    contact: jsonb('contact').$type<{ name: string; email: string; phone: string }>().notNull(),
    incoterm: text('incoterm').notNull(),
    namedPlace: text('named_place').notNull(),
    shippingMethod: text('shipping_method').notNull(),
    requestedDate: date('requested_date', { mode: 'string' }),
    poNumber: text('po_number').notNull().default(''),
    paymentMethod: text('payment_method').notNull().default('BANK_TRANSFER'),
    memo: text('memo').notNull().default(''),
    /** Set at confirmation: ADVANCE, or DEPOSIT with its share in percent. */
    paymentTerms: text('payment_terms'),
    depositPercent: smallint('deposit_percent'),
    /** Unpaid by then, the order is cancelled by the job and its stock released. */
    payBy: timestamp('pay_by', { withTimezone: true }).notNull(),
    shipment: jsonb('shipment').$type<{
      carrier: string;
      trackingNumber: string;
      trackingUrl: string | null;
      shippedOn: string;
      /** Absent from shipments recorded before ports were asked. */
      portOfLoading?: string;
      portOfDischarge?: string;
      vessel?: string;
      voyage?: string;
      cartons: number;
      grossWeightG: number;
      volumeCm3: number;
      /** Cartons per product where the operators counted otherwise than the packing rule. */
      cartonsByProduct?: { productId: number; cartons: number }[];
    }>(),
    cancelReason: text('cancel_reason'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_state', sql.raw(`state in (${ORDER_STATE_LIST})`)),
    check('orders_currency', sql`${t.currency} in ('USD', 'KRW')`),
    check('orders_total', sql`${t.totalAmount} >= 0`),
    check(
      'orders_amounts',
      sql`${t.goodsAmount} >= 0 and coalesce(${t.freight}, 0) >= 0 and coalesce(${t.insurance}, 0) >= 0
        and coalesce(${t.duties}, 0) >= 0 and ${t.discount} between 0 and ${t.goodsAmount} and ${t.credit} >= 0
        and ${t.totalAmount} = ${t.goodsAmount} + coalesce(${t.freight}, 0) + coalesce(${t.insurance}, 0)
          + coalesce(${t.duties}, 0) - ${t.discount} - ${t.credit}`,
    ),
    // An order is confirmed at amounts the operators set: none left to be quoted.
    check(
      'orders_quoted',
      sql`${t.state} in ('PENDING_APPROVAL', 'PLACED', 'CANCELLED') or not ${t.freightToBeQuoted}`,
    ),
    check('orders_payment_method', sql`${t.paymentMethod} = 'BANK_TRANSFER'`),
    check(
      'orders_payment_terms',
      sql`(${t.paymentTerms} is null and ${t.depositPercent} is null)
        or (${t.paymentTerms} = 'ADVANCE' and ${t.depositPercent} is null)
        or (${t.paymentTerms} = 'DEPOSIT' and ${t.depositPercent} between 10 and 90)`,
    ),
    // Past confirmation an order has its terms; shipped and delivered ones have their shipment.
    check(
      'orders_confirmed_terms',
      sql`${t.state} in ('PENDING_APPROVAL', 'PLACED', 'CANCELLED') or ${t.paymentTerms} is not null`,
    ),
    check('orders_shipped', sql`${t.state} not in ('SHIPPED', 'DELIVERED') or ${t.shipment} is not null`),
    check('orders_idempotency_key', sql`${t.idempotencyKey} is null or length(${t.idempotencyKey}) between 1 and 255`),
    uniqueIndex('orders_quotation_idx').on(t.quotationId),
    uniqueIndex('orders_buyer_key_idx').on(t.buyerId, t.idempotencyKey),
    index('orders_buyer_idx').on(t.buyerId, t.placedAt),
    index('orders_state_idx').on(t.state, t.placedAt),
    // The console's list, newest first; with the state, currency and total included (migration 0036), the
    // dashboard's weeks of sales read from the index alone.
    index('orders_placed_idx').on(t.placedAt, t.id),
    index('orders_unpaid_idx').on(t.payBy).where(sql`${t.state} in ('PENDING_APPROVAL', 'PLACED', 'CONFIRMED')`),
  ],
);

/**
 * How many orders are in each state, kept by a trigger on `orders` (migration 0036): what the console's tabs and the
 * dashboard show without counting every order. Spread over a few rows per state (`shard`, by connection) so that orders
 * placed at once do not wait for each other's row; a state's count is the sum of its rows.
 */
export const orderStateCounts = pgTable(
  'order_state_counts',
  {
    state: text('state').notNull(),
    shard: smallint('shard').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.state, t.shard] })],
);

/**
 * An order's lines at the prices the server set. `heldUnits` is what placing took from the fulfilment centre's stock
 * for this line (0 when the product is not held there); a cancellation puts exactly that back.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    position: smallint('position').notNull(),
    quantity: integer('quantity').notNull(),
    moq: integer('moq').notNull(),
    unitPrice: integer('unit_price').notNull(),
    heldUnits: integer('held_units').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.productId] }),
    check('order_lines_quantity', packs('quantity')),
    check('order_lines_moq', sql`${t.moq} >= 1`),
    check('order_lines_price', sql`${t.unitPrice} >= 0`),
    check('order_lines_held', sql`${t.heldUnits} between 0 and ${t.quantity} * ${t.moq}`),
    index('order_lines_product_idx').on(t.productId),
  ],
);

/** Every change of an order's state: who (buyer, operator, system), when, and a note (a reason, a reference). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    action: text('action').notNull(),
    actor: text('actor', { enum: ['buyer', 'operator', 'system'] }).notNull(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    /** The member who acted, when the buyer did. */
    memberId: integer('member_id').references(() => buyerMembers.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_events_actor', sql`${t.actor} in ('buyer', 'operator', 'system')`),
    index('order_events_order_idx').on(t.orderId, t.createdAt),
  ],
);

/** Transfers received: the whole amount, or the deposit and the balance — each at most once per order. */
export const orderPayments = pgTable(
  'order_payments',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['full', 'deposit', 'balance'] }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reference: text('reference').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.kind] }),
    check('order_payments_kind', sql`${t.kind} in ('full', 'deposit', 'balance')`),
    check('order_payments_amount', sql`${t.amount} >= 0`),
  ],
);

/**
 * Trade documents as issued: `snapshot` is the frozen copy of the order they are drawn from, `pdf` its rendering
 * (made once, at the first download or mail, then kept: the same bytes every time). A new issue is a new version.
 */
export const orderDocuments = pgTable(
  'order_documents',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['po', 'pi', 'ci', 'pl', 'cn'] }).notNull(),
    version: smallint('version').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    pdf: bytea('pdf'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('order_documents_version').on(t.orderId, t.type, t.version),
    check('order_documents_type', sql`${t.type} in ('po', 'pi', 'ci', 'pl', 'cn')`),
    check('order_documents_version_positive', sql`${t.version} >= 1`),
  ],
);

/** Trade documents sent with a mail, in order (rendered, if they have not been yet, when the mail is sent). */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => orderDocuments.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.outboxId, t.documentId] })],
);

/**
 * The support inbox: the footer's forms (a supplier's application, a brand or product request, a message) and the
 * problems reported from the error page or the menu. `fields` holds what only a kind has (the website and categories,
 * the product, the page, the error and the failed request's id); `buyer_id` is the signed-in buyer who sent it.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['supplier', 'brandRequest', 'contact', 'issue'] }).notNull(),
    status: text('status', { enum: ['new', 'inProgress', 'done'] })
      .notNull()
      .default('new'),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    company: text('company').notNull().default(''),
    phone: text('phone').notNull().default(''),
    topic: text('topic').notNull(),
    message: text('message').notNull().default(''),
    fields: jsonb('fields').notNull().default({}),
    language: text('language').notNull().default('en'),
    buyerId: integer('buyer_id').references(() => buyers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('support_requests_kind', sql`${t.kind} in ('supplier', 'brandRequest', 'contact', 'issue')`),
    check('support_requests_status', sql`${t.status} in ('new', 'inProgress', 'done')`),
    check('support_requests_language', sql`${t.language} in ('en', 'vi', 'es', 'ru', 'id')`),
    // Only a problem report may come without someone to answer.
    check('support_requests_contact', sql`${t.kind} = 'issue' or (${t.email} <> '' and ${t.name} <> '')`),
    check('support_requests_fields', sql`jsonb_typeof(${t.fields}) = 'object'`),
    index('support_requests_inbox_idx').on(t.status, t.createdAt),
    index('support_requests_kind_idx').on(t.kind, t.createdAt),
  ],
);

/** A supplier's attachment: a PDF or an image (its type read from its content), at most 10 MB. */
export const supportFiles = pgTable(
  'support_files',
  {
    requestId: integer('request_id')
      .primaryKey()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    check('support_files_type', sql`${t.contentType} in ('application/pdf', 'image/png', 'image/jpeg', 'image/webp')`),
    check('support_files_size', sql`${t.size} between 1 and 10485760 and octet_length(${t.data}) = ${t.size}`),
  ],
);

/**
 * A catalogue import: the uploaded file's cells, the operator's column mapping, and the job's state and
 * progress — here, not in a process's memory, so that any API process answers the console's poll. The dry run's
 * findings are in `report` (counts and errors) and `catalog_import_rows` (what each row would create or change).
 */
export const catalogImports = pgTable(
  'catalog_imports',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    cells: jsonb('cells').$type<string[][]>().notNull(),
    // The file's row count and first rows, kept beside its cells (migration 0041): a job's state is read often while
    // it runs, and the cells of a large file are megabytes to read each time.
    rowCount: integer('row_count').notNull().default(0),
    samples: jsonb('samples').$type<string[][]>().notNull().default([]),
    mapping: jsonb('mapping').$type<(string | null)[]>(),
    blankClears: boolean('blank_clears').notNull().default(false),
    state: text('state', { enum: ['uploaded', 'checking', 'checked', 'applying', 'applied', 'failed'] })
      .notNull()
      .default('uploaded'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    report: jsonb('report'),
    failure: text('failure'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'catalog_imports_state',
      sql`${t.state} in ('uploaded', 'checking', 'checked', 'applying', 'applied', 'failed')`,
    ),
    check('catalog_imports_progress', sql`${t.done} >= 0 and ${t.total} >= 0`),
    index('catalog_imports_created_idx').on(t.createdAt),
  ],
);

/** What one row of an import's file would create or change: `changes` is `[{ field, before, after }]`. */
export const catalogImportRows = pgTable(
  'catalog_import_rows',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => catalogImports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    sku: text('sku').notNull(),
    action: text('action', { enum: ['create', 'update'] }).notNull(),
    changes: jsonb('changes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.line] }),
    check('catalog_import_rows_action', sql`${t.action} in ('create', 'update')`),
  ],
);

const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/** A visitor who left a name and an e-mail to chat: known by a random token in an httpOnly cookie, kept as a hash. */
export const chatVisitors = pgTable(
  'chat_visitors',
  {
    id: serial('id').primaryKey(),
    tokenHash: bytea('token_hash').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('chat_visitors_name', sql`length(${t.name}) between 1 and 100`),
    check('chat_visitors_email', sql`length(${t.email}) between 3 and 254`),
  ],
);

/**
 * A conversation between a buyer (or a visitor) and the operators, optionally about one quotation or one order: one
 * per subject and person. What each side has read is the last message id it has seen.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id').references(() => buyers.id, { onDelete: 'cascade' }),
    visitorId: integer('visitor_id').references(() => chatVisitors.id, { onDelete: 'cascade' }),
    quotationId: integer('quotation_id').references(() => quotations.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('OPEN'),
    assigneeId: integer('assignee_id').references(() => operators.id, { onDelete: 'set null' }),
    personReadId: bigint('person_read_id', { mode: 'number' }).notNull().default(0),
    operatorReadId: bigint('operator_read_id', { mode: 'number' }).notNull().default(0),
    /** The last operator message an unread-reply e-mail was sent about (the job never sends twice for one). */
    mailedUpTo: bigint('mailed_up_to', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('chat_conversations_person', sql`(${t.buyerId} is null) <> (${t.visitorId} is null)`),
    check('chat_conversations_subject', sql`${t.quotationId} is null or ${t.orderId} is null`),
    check('chat_conversations_state', sql`${t.state} in ('OPEN', 'CLOSED')`),
    uniqueIndex('chat_conversations_buyer_subject')
      .on(t.buyerId, sql`coalesce(${t.quotationId}, 0)`, sql`coalesce(${t.orderId}, 0)`)
      .where(sql`${t.buyerId} is not null`),
    uniqueIndex('chat_conversations_visitor_one').on(t.visitorId).where(sql`${t.visitorId} is not null`),
    index('chat_conversations_updated_idx').on(t.state, t.updatedAt),
  ],
);

/**
 * A picture or a PDF sent in a conversation: its type checked from its content, kept here, served as a download. A
 * visitor's file has an expiry: past it the file is gone (its bytes deleted by a job) and the message says so.
 */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** The file; null once it expired. */
    data: bytea('data'),
    /** A visitor's file is kept until then; a buyer's or an operator's has none. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'chat_attachments_size',
      sql`${t.size} between 1 and 10485760 and (${t.data} is null or ${t.size} = octet_length(${t.data}))`,
    ),
    check('chat_attachments_expiry', sql`${t.data} is not null or ${t.expiresAt} is not null`),
    index('chat_attachments_conversation_idx').on(t.conversationId),
    // The files still kept that expire: what all visitors' files hold, and what the expiry job deletes next.
    index('chat_attachments_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.data} is not null and ${t.expiresAt} is not null`),
    check(
      'chat_attachments_type',
      sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf')`,
    ),
  ],
);

/**
 * A message: stored, then signalled with `pg_notify` in the same transaction. `xid` is the writing transaction's id:
 * a stream reads only rows whose transaction is below every running one's (`pg_snapshot_xmin`), in (xid, id) order, so
 * its cursor passes committed work only — a writer that commits late can never fall behind a cursor.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    body: text('body').notNull().default(''),
    attachmentId: integer('attachment_id').references(() => chatAttachments.id, { onDelete: 'cascade' }),
    /** The sender's submission key: a retry or a double click finds the message it already wrote. */
    submissionKey: text('submission_key'),
    xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('chat_messages_author', sql`${t.author} in ('buyer', 'visitor', 'operator')`),
    check('chat_messages_operator', sql`${t.author} = 'operator' or ${t.operatorId} is null`),
    check(
      'chat_messages_body',
      sql`length(${t.body}) <= 2000 and (length(${t.body}) > 0 or ${t.attachmentId} is not null)`,
    ),
    unique('chat_messages_submission').on(t.conversationId, t.author, t.submissionKey),
    index('chat_messages_cursor_idx').on(t.xid, t.id),
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
  ],
);

/** A short-lived, single-use ticket that opens one event stream (the stream's address never carries a session). */
export const chatStreamTickets = pgTable(
  'chat_stream_tickets',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    buyerId: integer('buyer_id').references(() => buyers.id, { onDelete: 'cascade' }),
    visitorId: integer('visitor_id').references(() => chatVisitors.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'cascade' }),
    /** The token hash of the buyer's or operator's session that asked for it: the stream ends with that session. */
    sessionHash: bytea('session_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('chat_stream_tickets_one', sql`num_nonnulls(${t.buyerId}, ${t.visitorId}, ${t.operatorId}) = 1`),
    check('chat_stream_tickets_session', sql`(${t.visitorId} is null) = (${t.sessionHash} is not null)`),
    index('chat_stream_tickets_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A buyer's claim on a delivered order (damaged, missing or wrong goods), made within the terms' window from its
 * delivery; resolved once by an operator: a credit note (its amount), a replacement or a refusal, always with a reason.
 */
export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id),
    kind: text('kind').notNull(),
    note: text('note').notNull().default(''),
    state: text('state').notNull().default('OPEN'),
    /** The key the buyer sent it with: a retry finds this claim instead of making another. */
    idempotencyKey: text('idempotency_key'),
    outcome: text('outcome'),
    /** A credit note's amount, in minor units of the order's currency. */
    amount: bigint('amount', { mode: 'number' }),
    reason: text('reason'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => operators.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('claims_kind', sql`${t.kind} in ('DAMAGED', 'MISSING', 'WRONG')`),
    check('claims_state', sql`${t.state} in ('OPEN', 'RESOLVED')`),
    check(
      'claims_resolution',
      sql`(${t.state} = 'OPEN' and ${t.outcome} is null and ${t.amount} is null and ${t.resolvedAt} is null)
        or (${t.state} = 'RESOLVED' and ${t.reason} is not null and ${t.resolvedAt} is not null and (
          (${t.outcome} = 'CREDIT_NOTE' and ${t.amount} > 0)
          or (${t.outcome} in ('REPLACEMENT', 'REFUSED') and ${t.amount} is null)))`,
    ),
    uniqueIndex('claims_buyer_key_idx').on(t.buyerId, t.idempotencyKey),
    index('claims_order_idx').on(t.orderId),
    index('claims_state_idx').on(t.state, t.createdAt),
  ],
);

/** The lines a claim names: units of a product of the order, at most the units delivered on that line. */
export const claimLines = pgTable(
  'claim_lines',
  {
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.claimId, t.productId] }), check('claim_lines_quantity', sql`${t.quantity} >= 1`)],
);

/** A claim's photos: pictures only, their type read from their content, kept here and served as downloads. */
export const claimPhotos = pgTable(
  'claim_photos',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('claim_photos_size', sql`${t.size} between 1 and 10485760 and ${t.size} = octet_length(${t.data})`),
    check('claim_photos_type', sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp')`),
    index('claim_photos_claim_idx').on(t.claimId),
  ],
);

/**
 * A claim's credit note (CN-2026-000001), its PDF the order's document `cn`: open until it is taken off the buyer's
 * next order in its currency at confirmation (`applied_order_id`) or refunded by transfer (the reference and date).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .unique()
      .references(() => claims.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id),
    currency: char('currency', { length: 3 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    documentId: integer('document_id')
      .notNull()
      .references(() => orderDocuments.id),
    appliedOrderId: integer('applied_order_id').references(() => orders.id, { onDelete: 'set null' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    refundReference: text('refund_reference'),
    refundedOn: date('refunded_on', { mode: 'string' }),
    refundedBy: integer('refunded_by').references(() => operators.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('credit_notes_amount', sql`${t.amount} > 0`),
    check('credit_notes_currency', sql`${t.currency} in ('USD', 'KRW')`),
    check('credit_notes_refund', sql`(${t.refundReference} is null) = (${t.refundedOn} is null)`),
    check('credit_notes_once', sql`${t.appliedOrderId} is null or ${t.refundReference} is null`),
    // The buyer's open notes, oldest first: what a confirmation takes.
    index('credit_notes_open_idx')
      .on(t.buyerId, t.currency, t.id)
      .where(sql`${t.appliedOrderId} is null and ${t.refundReference} is null`),
  ],
);

/**
 * The operators' webhooks: where their own systems are told of events. The signing secret is kept sealed with the
 * server's key `webhook-secrets` (AES-256-GCM): shown once at creation, read only to sign a delivery.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    description: text('description').notNull().default(''),
    secretSealed: bytea('secret_sealed').notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => operators.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('webhooks_events', sql`cardinality(${t.events}) > 0`)],
);

/**
 * What happened, written in the transaction of the change itself (`hive_webhook_event`, migration 0033) and only when a
 * webhook subscribes to it: the transactional outbox of the webhooks. `data` is the object as the console API shows it,
 * as JSON text, sent as it is. `object_key` (`order:12`) keeps one object's events in the order they were committed.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    type: text('type').notNull(),
    objectKey: text('object_key').notNull(),
    data: text('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_events_created_idx').on(t.createdAt)],
);

/**
 * One event to one webhook: pending until an answer in 2xx (delivered) or until it has been retried for a day (failed).
 * While it is pending it also waits in `webhook_queue`, which says when it is due; recording its answer touches no
 * index of this table, so the row is updated in place (HOT), in the room its page keeps (`fillfactor`, migration 0037).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    // No foreign key to the webhook: its check would lock the webhook's row (`for key share`) in every transaction that
    // writes a delivery, and the placings of orders at once would share that lock through a multixact each. The
    // webhook's removal takes its deliveries (webhooks.repository.ts).
    webhookId: integer('webhook_id').notNull(),
    objectKey: text('object_key').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastCode: smallint('last_code'),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A webhook's deliveries, newest first (the console), and one by its id: the key, so that a row has no more indexes
    // to keep than it needs.
    primaryKey({ columns: [t.webhookId, t.id] }),
    check('webhook_deliveries_status', sql`${t.status} in ('pending', 'delivered', 'failed')`),
    index('webhook_deliveries_event_idx').on(t.eventId),
  ],
);

/**
 * The pending deliveries (few: those being sent or waiting for a retry): what the delivery workers claim (`for update
 * skip locked`: a delivery being sent is locked by the sending process's transaction, no other process takes it
 * meanwhile, and one killed while sending leaves it to the others). A row comes with its delivery (migration 0037's
 * trigger) and goes when the delivery is delivered or failed, or with its webhook: the table stays small, so what a
 * claim reads does not grow with the deliveries kept. No foreign key: its check would lock each new delivery in the
 * transaction that writes it (the order being placed); the webhook's removal takes its rows.
 */
export const webhookQueue = pgTable(
  'webhook_queue',
  {
    deliveryId: bigint('delivery_id', { mode: 'number' }).primaryKey(),
    webhookId: integer('webhook_id').notNull(),
    objectKey: text('object_key').notNull(),
    /** When a retry is due; null: due now (not tried yet), which keeps a new delivery out of the retries' index. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
  },
  (t) => [
    // Per webhook and object, the earliest first: whether an earlier delivery of the same object still waits.
    index('webhook_queue_object_idx').on(t.webhookId, t.objectKey, t.deliveryId),
    // The soonest retry.
    index('webhook_queue_retry_idx').on(t.retryAt).where(sql`${t.retryAt} is not null`),
  ],
);
