import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { LocalizedText } from '../../../db/schema.js';
import { sqlRunner } from '../../../db/sql.js';
import { AVAILABLE } from '../restock.repository.js';

export type RestockListRow = {
  id: number;
  productId: number;
  sku: string;
  names: LocalizedText;
  brandNames: LocalizedText;
  available: boolean;
  buyerId: number | null;
  companyName: string | null;
  loginId: string | null;
  email: string;
  language: string;
  createdAt: Date;
  notifiedAt: Date | null;
};

/** The operators' list of restock requests. */
export function restockConsoleRepository(db: Db) {
  const { rows } = sqlRunner(db);

  return {
    /** Newest first; `state` waiting (not yet told) or notified. */
    async page(state: 'waiting' | 'notified' | undefined, page: number, size: number) {
      const where =
        state === 'waiting'
          ? sql`where r.notified_at is null`
          : state === 'notified'
            ? sql`where r.notified_at is not null`
            : sql``;
      const list = await rows<RestockListRow>(sql`select r.id, p.id as "productId", p.sku, p.names,
          br.names as "brandNames", ${AVAILABLE} as available, r.buyer_id as "buyerId", b.company_name as "companyName",
          b.login_id as "loginId", coalesce(r.email, b.rep_contact_email) as email, r.language,
          r.created_at as "createdAt", r.notified_at as "notifiedAt"
        from restock_requests r join products p on p.id = r.product_id join brands br on br.id = p.brand_id
          left join buyers b on b.id = r.buyer_id
        ${where} order by r.created_at desc, r.id desc limit ${size} offset ${(page - 1) * size}`);
      const [count] = await rows<{ total: number }>(
        sql`select count(*)::int as total from restock_requests r ${where}`,
      );
      return { list, total: count?.total ?? 0 };
    },
  };
}
