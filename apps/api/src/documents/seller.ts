import type { Seller } from '@hive/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The seller as every document prints it: the one company of the operators' settings, with the contacts of its
 * letterhead. Snapshots issued before the seller had a Korean name, numbers and a representative lack them.
 */
export type DocumentSeller = Pick<Seller, 'name' | 'address'> &
  Partial<Omit<Seller, 'name' | 'address'>> & { phone: string; email: string };

/** What a document prints when the settings row is missing (a database without the demo data): no company yet. */
export const NO_SELLER: DocumentSeller = { name: '', address: '', phone: '', email: '' };

/** The seller of the settings row `alias` (a table alias in the statement), as one JSON object. */
export function sellerJson(alias: string): SQL {
  const s = sql.raw(alias);
  return sql`json_build_object('name', ${s}.seller_name, 'nameKo', ${s}.seller_name_ko,
    'registrationNo', ${s}.seller_registration_no, 'customsCode', ${s}.seller_customs_code,
    'representative', ${s}.seller_representative, 'address', ${s}.hq_address, 'phone', ${s}.contact_phone,
    'email', ${s}.contact_email)`;
}

/** The seller's numbers a customs broker looks for, as one line ('' when the settings have none). */
export const sellerNumbers = (seller: DocumentSeller) =>
  [
    seller.registrationNo && `Business Reg. No. ${seller.registrationNo}`,
    seller.customsCode && `Customs Code ${seller.customsCode}`,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * The seller's line under every e-mail, as the settings say when it is written: the legal names, the registration
 * number and the address — names and numbers, the same in every language. Appended by the outbox's inserts.
 */
export const sellerSignature = sql`coalesce((select E'\n' || concat_ws(' · ',
    nullif(concat_ws(' ', nullif(s.seller_name, ''), '(' || nullif(s.seller_name_ko, '') || ')'), ''),
    nullif(s.seller_registration_no, ''), nullif(s.hq_address, ''))
  from settings s where s.id = 1 and s.seller_name <> ''), '')`;
