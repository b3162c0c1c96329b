import type { Currency, Pricing } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LocalizedText } from '../../db/schema.js';
import { sqlRunner } from '../../db/sql.js';
import { type ProductRow, productColumns } from '../catalog/product-card.js';

export type BasketRow = ProductRow & { itemId: number; quantity: number; supply: number; retail: number };

/** A product as a quotation sheet or a request describes it. */
export type DescribedProduct = {
  id: number;
  sku: string;
  names: LocalizedText;
  brandId: number;
  brandNames: LocalizedText;
  moq: number;
  exist: boolean;
  /** The base supply price in the buyer's currency, in minor units. */
  supply: number;
};

export type BuyerContact = {
  companyName: string;
  repContactName: string;
  repContactEmail: string;
  phone: string;
  countryName: string;
  language: string;
};

export type Seller = { phone: string; email: string; address: string };

export type AddOutcome = { wanted: number; known: number; added: number; present: number; fits: boolean };

/** The draft quotation basket: every statement names the buyer, so no buyer reaches another's items. */
export function basketRepository(db: Db) {
  const { rows } = sqlRunner(db, 'basket');

  return {
    async count(buyerId: number): Promise<number> {
      const [row] = await rows<{ count: number }>(
        sql`select count(*)::int as count from basket_items where buyer_id = ${buyerId}`,
      );
      return row?.count ?? 0;
    },

    /** The buyer's items with their products priced for the buyer, newest first; only `productIds` when given. */
    items(buyerId: number, pricing: Pricing, productIds?: number[]): Promise<BasketRow[]> {
      return rows<BasketRow>(sql`select ${productColumns(pricing)}, bi.id as "itemId", bi.quantity
        from basket_items bi join products p on p.id = bi.product_id join brands pb on pb.id = p.brand_id
        where bi.buyer_id = ${buyerId}
          ${productIds ? sql`and bi.product_id = any(${sql.param(productIds)}::int[])` : sql``}
        order by bi.added_at desc, bi.id desc`);
    },

    /**
     * Puts products in the basket at one MOQ pack, in one statement: nothing is stored unless every product exists and
     * the basket stays within `limit` items. Products already in it are left as they are.
     */
    async add(buyerId: number, productIds: number[], limit: number): Promise<AddOutcome> {
      const [row] =
        await rows<AddOutcome>(sql`with wanted as (select distinct unnest(${sql.param(productIds)}::int[]) as id),
          known as (select p.id from products p where p.id in (select id from wanted)),
          present as (select product_id from basket_items where buyer_id = ${buyerId} and product_id in (select id from known)),
          fits as (select (select count(*) from known) = (select count(*) from wanted)
            and (select count(*) from basket_items where buyer_id = ${buyerId})
              + (select count(*) from known) - (select count(*) from present) <= ${limit} as fits),
          inserted as (insert into basket_items (buyer_id, product_id, quantity)
            select ${buyerId}, k.id, 1 from known k
            where (select fits from fits) and k.id not in (select product_id from present)
            on conflict (buyer_id, product_id) do nothing returning product_id)
        select (select count(*)::int from wanted) as wanted, (select count(*)::int from known) as known,
          (select count(*)::int from inserted) as added, (select count(*)::int from present) as present,
          (select fits from fits) as fits`);
      return row as AddOutcome;
    },

    async setQuantity(buyerId: number, productId: number, quantity: number): Promise<boolean> {
      const updated = await rows<{ id: number }>(sql`update basket_items set quantity = ${quantity}
        where buyer_id = ${buyerId} and product_id = ${productId} returning id`);
      return updated.length > 0;
    },

    async remove(buyerId: number, productIds: number[]): Promise<number> {
      const removed = await rows<{ id: number }>(sql`delete from basket_items
        where buyer_id = ${buyerId} and product_id = any(${sql.param(productIds)}::int[]) returning id`);
      return removed.length;
    },

    /**
     * Takes the requested products out of the basket and the cart, and answers which of them were in the basket. Two
     * requests for the same items take turns on the rows: the second finds them gone.
     */
    async takeRequested(buyerId: number, productIds: number[]): Promise<number[]> {
      const ids = sql.param(productIds);
      const taken = await rows<{ productId: number }>(sql`with taken as (delete from basket_items
          where buyer_id = ${buyerId} and product_id = any(${ids}::int[]) returning product_id),
        cart as (delete from cart_items where cart_id in (select id from carts where buyer_id = ${buyerId})
          and product_id = any(${ids}::int[]))
        select product_id as "productId" from taken`);
      return taken.map((row) => row.productId);
    },

    /** The operators' minimum order amount in a currency, in minor units; null when the settings row is missing. */
    async minimum(currency: Currency): Promise<number | null> {
      const column = currency === 'USD' ? sql`min_order_usd` : sql`min_order_krw`;
      const [row] = await rows<{ amount: number }>(sql`select ${column} as amount from settings where id = 1`);
      return row?.amount ?? null;
    },

    /** Products by id with their SKU, names, brand and base price in the buyer's currency; unknown ids are left out. */
    describe(productIds: number[], currency: Currency): Promise<DescribedProduct[]> {
      const supply = currency === 'USD' ? sql`p.supply_usd` : sql`p.supply_krw`;
      return rows<DescribedProduct>(sql`select p.id, p.sku, p.names, p.brand_id as "brandId", b.names as "brandNames",
          p.moq, p.exist, ${supply} as supply
        from products p join brands b on b.id = p.brand_id where p.id = any(${sql.param(productIds)}::int[])`);
    },

    /** Who the sheet or the e-mail is for, and the minimum order in `currency` (null without a settings row). */
    async buyerContact(
      buyerId: number,
      currency: Currency,
    ): Promise<(BuyerContact & { minimum: number | null; active: boolean }) | undefined> {
      const minimum = currency === 'USD' ? sql`s.min_order_usd` : sql`s.min_order_krw`;
      // Shared lock on the buyer: a withdrawal or a suspension (which lock it to change it) waits for this request,
      // or this request waits for them and sees the account no longer active.
      const [row] = await rows<BuyerContact & { minimum: number | null; active: boolean }>(sql`select
          b.company_name as "companyName", b.rep_contact_name as "repContactName", b.rep_contact_email as "repContactEmail",
          '+' || ltrim(pc.calling_code, '+') || ' ' || b.phone_number as phone, c.name as "countryName", b.language,
          ${minimum} as minimum, b.status = 'active' as active
        from buyers b join countries c on c.id = b.country_id join countries pc on pc.id = b.phone_country_id
          left join settings s on s.id = 1
        where b.id = ${buyerId}
        for share of b`);
      return row;
    },

    /** The marketplace's own contact details, as the operators keep them. */
    async seller(): Promise<Seller | undefined> {
      const [row] = await rows<Seller>(
        sql`select contact_phone as phone, contact_email as email, hq_address as address from settings where id = 1`,
      );
      return row;
    },
  };
}

export type BasketRepository = ReturnType<typeof basketRepository>;
