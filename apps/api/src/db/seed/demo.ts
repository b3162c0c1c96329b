import { countries as countryData, getEmojiFlag } from 'countries-list';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../lib/passwords.js';
import type { Db } from '../client.js';
import * as schema from '../schema.js';
import { type CatalogueSize, generateCatalogue } from './catalogue.js';
import { seedCertificates } from './certificates.js';
import { seedClaims } from './claims.js';
import { seedDemand } from './demand.js';
import { DEMO_FREIGHT_RATES } from './freight.js';
import { seedMarketBuyers } from './market.js';
import { seedOrders } from './orders.js';
import { seededRandom } from './random.js';

export const DEMO_PASSWORD = 'Demo!2026pass';
export const DEMO_ACCOUNTS = [
  { loginId: 'demo-usd', role: 'buyer', note: 'approved buyer, USD, grade 01' },
  { loginId: 'demo-krw', role: 'buyer', note: 'approved buyer, KRW, grade 02' },
  { loginId: 'demo-pending', role: 'buyer', note: 'signed up, waiting for approval' },
  { loginId: 'admin', role: 'operator', note: 'operator console, admin role' },
  { loginId: 'staff', role: 'operator', note: 'operator console, staff role' },
] as const;

export const DEMO_SIZE: CatalogueSize = { brands: 112, products: 3_400 };

/** Loads the demo data into an empty, migrated database, in one transaction. Returns false when data is there already. */
export async function seedDemo(db: Db, size: CatalogueSize = DEMO_SIZE, seed = 20_260_101): Promise<boolean> {
  return db.transaction(async (tx) => {
    // One seeder at a time, however many processes start together.
    await tx.execute(sql`select pg_advisory_xact_lock(724002)`);
    const existing = await tx.select({ id: schema.brands.id }).from(schema.brands).limit(1);
    if (existing.length > 0) return false;

    const catalogue = generateCatalogue(seededRandom(seed), size);
    const txDb = tx as unknown as Db;
    await insertAll(txDb, schema.countries, countryRows());
    await insertAll(txDb, schema.grades, [
      { id: '01', name: 'Silver', discountBp: 500 },
      { id: '02', name: 'Gold', discountBp: 1_000 },
      { id: '03', name: 'Platinum', discountBp: 1_500 },
      { id: '04', name: 'Diamond', discountBp: 2_000 },
    ]);
    await insertAll(txDb, schema.settings, [
      {
        id: 1,
        minOrderUsd: 500_00,
        minOrderKrw: 600_000,
        contactPhone: '+82 2-6952-0420',
        contactEmail: 'support@hive-market.example',
        hqAddress: '12F, 311 Teheran-ro, Gangnam-gu, Seoul 06151, Republic of Korea',
        fulfilmentAddress: 'Hive Center, 55 Gimpo-daero, Gimpo-si, Gyeonggi-do 10048, Republic of Korea',
        sellerName: 'Hive Korea Co., Ltd.',
        sellerNameKo: '하이브코리아 주식회사',
        sellerRegistrationNo: '220-81-65722',
        sellerCustomsCode: 'HIVEKR1A23456',
        sellerRepresentative: 'Kim Minjun',
        bankName: 'Shinhan Bank, Gangnam Finance Center Branch',
        bankAccountName: 'Hive Korea Co., Ltd.',
        bankAccountNumber: '140-013-552901',
        bankSwift: 'SHBKKRSE',
        bankAddress: '20 Sejong-daero 9-gil, Jung-gu, Seoul 04513, Republic of Korea',
        orderPaymentDays: 14,
      },
    ]);
    await tx.execute(sql`insert into freight_rates (country_id, method, currency, per_kg, per_cbm, minimum)
      select c.id, r.method, r.currency, r.per_kg, r.per_cbm, r.minimum
      from json_to_recordset(${JSON.stringify(
        DEMO_FREIGHT_RATES.map(([code, method, currency, perKg, perCbm, minimum]) => ({
          code,
          method,
          currency,
          per_kg: perKg,
          per_cbm: perCbm,
          minimum,
        })),
      )}::json) as r(code text, method text, currency text, per_kg int, per_cbm int, minimum int)
      join countries c on c.code = r.code`);
    await insertAll(txDb, schema.categories, catalogue.categories);
    await insertAll(txDb, schema.brands, catalogue.brands);
    await insertAll(txDb, schema.products, catalogue.products);
    // Counted again in this transaction: the statistics still say what the migrations found (empty tables), and each key
    // that points at a product would be checked by a plan for an empty table — a whole index read per row, at a million.
    await tx.execute(sql`analyze categories, brands, products`);
    await insertAll(
      txDb,
      schema.productStock,
      catalogue.products.flatMap((p) => (p.stockQty === null ? [] : [{ productId: p.id, units: p.stockQty }])),
    );
    await insertAll(txDb, schema.productImages, catalogue.images);
    await seedCertificates(txDb, catalogue, new Date('2026-10-01T00:00:00Z'));
    await insertAll(txDb, schema.productGroups, catalogue.productGroups);
    await insertAll(txDb, schema.productGroupMembers, catalogue.groupMembers);
    await tx.execute(sql`select setval('products_id_seq', (select max(id) from products))`);
    await tx.execute(sql`select setval('product_groups_id_seq', (select max(id) from product_groups))`);
    const now = new Date();
    const orderLines = await seedDemand(txDb, catalogue, seededRandom(seed + 1), now);
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await seedAccounts(txDb, passwordHash);
    await seedMarketBuyers(txDb, passwordHash, new Date('2026-01-05T09:00:00Z'));
    await seedOrders(txDb, catalogue, orderLines, seededRandom(seed + 2), now);
    await seedClaims(txDb);
    return true;
  });
}

async function seedAccounts(db: Db, passwordHash: string): Promise<void> {
  const [korea] = await db.select({ id: schema.countries.id }).from(schema.countries).where(sql`code = 'KR'`);
  const [vietnam] = await db.select({ id: schema.countries.id }).from(schema.countries).where(sql`code = 'VN'`);
  const [usa] = await db.select({ id: schema.countries.id }).from(schema.countries).where(sql`code = 'US'`);
  const agreedTermsAt = new Date('2026-01-05T09:00:00Z');
  const base = { passwordHash, agreedTermsAt, joinStatusCode: '01' };
  await db.insert(schema.buyers).values([
    {
      ...base,
      loginId: 'demo-usd',
      status: 'active',
      approvedAt: agreedTermsAt,
      gradeId: '01',
      currency: 'USD',
      companyName: 'Pacific Beauty Trading LLC',
      countryId: usa!.id,
      repContactName: 'Emily Carter',
      repContactEmail: 'emily.carter@pacific-beauty.example',
      phoneCountryId: usa!.id,
      phoneNumber: '2125550147',
    },
    {
      ...base,
      loginId: 'demo-krw',
      status: 'active',
      approvedAt: agreedTermsAt,
      language: 'vi',
      gradeId: '02',
      currency: 'KRW',
      companyName: 'Saigon K-Mart Co., Ltd.',
      countryId: vietnam!.id,
      repContactName: 'Nguyễn Thu Hà',
      repContactEmail: 'ha.nguyen@saigon-kmart.example',
      phoneCountryId: vietnam!.id,
      phoneNumber: '912345678',
    },
    {
      ...base,
      loginId: 'demo-pending',
      companyName: 'Nordic Glow AB',
      countryId: korea!.id,
      repContactName: 'Lars Nilsson',
      repContactEmail: 'lars@nordic-glow.example',
      phoneCountryId: korea!.id,
      phoneNumber: '1012345678',
    },
  ]);
  await db.insert(schema.operators).values([
    { loginId: 'admin', passwordHash, name: 'Hive Operator', role: 'admin' },
    { loginId: 'staff', passwordHash, name: 'Hive Staff', role: 'staff' },
  ]);
}

function countryRows() {
  return Object.entries(countryData)
    .filter(([, country]) => country.phone.length > 0)
    .map(([code, country]) => ({
      code,
      name: country.name,
      callingCode: `+${country.phone[0]}`,
      emoji: getEmojiFlag(code as keyof typeof countryData),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Inserts in chunks small enough for PostgreSQL's 65,535 bind parameters. */
async function insertAll<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let start = 0; start < rows.length; start += 1_000) {
    await db.insert(table).values(rows.slice(start, start + 1_000));
  }
}
