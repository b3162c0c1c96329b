import {
  type AddressBody,
  OPEN_ORDER_STATES,
  OPEN_QUOTATION_STATES,
  type OrderState,
  type QuotationState,
} from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LocalizedText } from '../../db/schema.js';
import { sqlRunner } from '../../db/sql.js';

export type CertificationRow = {
  id: string;
  purpose: 'verify-email' | 'password-reset';
  email: string;
  buyerId: number | null;
  /** A password reset's member (null for a link sent before companies had several people: the founder's). */
  memberId: number | null;
  secretHash: Buffer;
  attempts: number;
  createdAt: Date;
  expiresAt: Date;
  verifiedAt: Date | null;
  usedAt: Date | null;
};

export type CountryRef = { id: number; code: string; name: string; callingCode: string; emoji: string };

export type AccountRow = {
  id: number;
  loginId: string;
  passwordHash: string;
  country: CountryRef;
  phoneCountry: CountryRef;
  companyName: string;
  repContactName: string;
  repContactEmail: string;
  phoneNumber: string;
  gradeId: string;
  gradeName: string;
  currency: 'USD' | 'KRW';
  language: string;
  createdAt: Date;
  interestedBrands: { id: number; names: LocalizedText }[];
};

export type AddressRow = {
  id: number;
  consignee: string;
  phoneCountry: CountryRef;
  phoneNumber: string;
  country: CountryRef;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  isDefault: boolean;
};

export type NewBuyer = {
  loginId: string;
  passwordHash: string;
  companyName: string;
  companyRegistrationNo: string;
  website: string;
  countryId: number;
  repContactName: string;
  repContactEmail: string;
  phoneCountryId: number;
  phoneNumber: string;
  language: string;
};

/** Whole numbers as one text parameter: drizzle would spread an array into a list of parameters. */
const intArray = (ids: number[]) => sql`string_to_array(${ids.join(',')}, ',')::int[]`;

const countryJson = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'code', ${alias}.code, 'name', ${alias}.name,
    'callingCode', ${alias}.calling_code, 'emoji', ${alias}.emoji)`);

/** Accounts: sign-up, e-mailed proofs, passwords, settings, the address book and withdrawal. */
export function accountRepository(db: Db) {
  const { rows } = sqlRunner(db);

  return {
    async addCertification(row: {
      id: string;
      purpose: CertificationRow['purpose'];
      email: string;
      buyerId?: number;
      memberId?: number;
      secretHash: Buffer;
      ttlSeconds: number;
    }) {
      const [created] = await rows<{ expiresAt: Date }>(sql`insert into certifications
          (id, purpose, email, buyer_id, member_id, secret_hash, expires_at)
        values (${row.id}, ${row.purpose}, ${row.email}, ${row.buyerId ?? null}, ${row.memberId ?? null}, ${row.secretHash},
          now() + make_interval(secs => ${row.ttlSeconds}))
        returning expires_at as "expiresAt"`);
      return created!;
    },

    /** A proof, locked for the rest of the transaction when `lock`. */
    async certification(id: string, lock = false) {
      const [row] = await rows<CertificationRow & { now: Date }>(sql`select id, purpose, email, buyer_id as "buyerId",
          member_id as "memberId", secret_hash as "secretHash", attempts, created_at as "createdAt", expires_at as "expiresAt",
          verified_at as "verifiedAt", used_at as "usedAt", now() as now
        from certifications where id = ${id} ${lock ? sql`for update` : sql``}`);
      return row;
    },

    async countRecentCertifications(email: string, minutes: number) {
      const [row] = await rows<{ count: number }>(sql`select count(*)::int as count from certifications
        where email = ${email} and created_at > now() - make_interval(mins => ${minutes})`);
      return row?.count ?? 0;
    },

    async failCertification(id: string) {
      await db.execute(sql`update certifications set attempts = attempts + 1 where id = ${id}`);
    },

    async verifyCertification(id: string) {
      await db.execute(sql`update certifications set verified_at = now() where id = ${id}`);
    },

    async useCertification(id: string) {
      await db.execute(
        sql`update certifications set verified_at = coalesce(verified_at, now()), used_at = now() where id = ${id}`,
      );
    },

    async countriesExist(ids: number[]) {
      const [row] = await rows<{ count: number }>(
        sql`select count(*)::int as count from countries where id = any(${intArray(ids)})`,
      );
      return row?.count === new Set(ids).size;
    },

    /** The new account (its founding member with it, by the database's trigger); none when the login id is taken. */
    async insertBuyer(buyer: NewBuyer) {
      const [row] = await rows<{ id: number }>(sql`insert into buyers (login_id, password_hash, join_status_code,
          company_name, company_registration_no, website, country_id, rep_contact_name, rep_contact_email,
          phone_country_id, phone_number, language, agreed_terms_at, status)
        select ${buyer.loginId}, ${buyer.passwordHash}, '01', ${buyer.companyName}, ${buyer.companyRegistrationNo},
          ${buyer.website}, ${buyer.countryId}::int,
          ${buyer.repContactName}, ${buyer.repContactEmail}, ${buyer.phoneCountryId}::int, ${buyer.phoneNumber},
          ${buyer.language}, now(), 'pending'
        where not exists (select 1 from buyer_members where lower(login_id) = lower(${buyer.loginId}))
        on conflict do nothing returning id`);
      return row?.id;
    },

    /** Replaces the interested brands with the listed ones that exist and are shown. */
    async setInterestedBrands(buyerId: number, brandIds: number[]) {
      await db.execute(sql`delete from buyer_interested_brands where buyer_id = ${buyerId}`);
      if (brandIds.length === 0) return;
      await db.execute(sql`insert into buyer_interested_brands (buyer_id, brand_id)
        select ${buyerId}, id from brands where id = any(${intArray(brandIds)}) on conflict do nothing`);
    },

    /** Accounts that can be told their login id: a match on country, company and e-mail. */
    findLoginIds: (countryId: number, company: string, email: string) =>
      rows<{ loginId: string; language: string }>(sql`select login_id as "loginId", language from buyers
        where country_id = ${countryId} and lower(company_name) = lower(${company})
          and lower(rep_contact_email) = lower(${email}) and status <> 'withdrawn' order by id`),

    /**
     * Whoever a password reset is for: the member with this login id, of an account still open, at their own e-mail
     * address (the founder's is the account's), in the company's language.
     */
    async resettable(loginId: string) {
      const [row] = await rows<{ id: number; memberId: number; loginId: string; email: string; language: string }>(
        sql`select b.id, m.id as "memberId", m.login_id as "loginId", m.email, b.language
          from buyer_members m join buyers b on b.id = m.buyer_id
          where lower(m.login_id) = lower(${loginId}) and m.status = 'active' and b.status in ('pending', 'active')`,
      );
      return row;
    },

    /** A member's password, login id and e-mail, and the company's language (its mail's). */
    async passwordOf(memberId: number) {
      const [row] = await rows<{ loginId: string; passwordHash: string; email: string; language: string }>(sql`select
          m.login_id as "loginId", m.password_hash as "passwordHash", m.email, b.language
        from buyer_members m join buyers b on b.id = m.buyer_id where m.id = ${memberId}`);
      return row;
    },

    /** The company's founding member: the one whose login id is the account's (a reset link is the account's). */
    async founder(buyerId: number) {
      const [row] = await rows<{ id: number }>(sql`select m.id from buyer_members m join buyers b on b.id = m.buyer_id
        where b.id = ${buyerId} and lower(m.login_id) = lower(b.login_id)`);
      return row?.id;
    },

    /** A member leaves their company: removed, their name and e-mail erased (their login id stays taken). */
    async leave(memberId: number) {
      await db.execute(sql`update buyer_members set status = 'removed', name = '', email = ''
        where id = ${memberId} and role <> 'OWNER'`);
    },

    /** A member's new password; the founder's is the account's too (what `buyers` holds stays theirs). */
    async setPassword(memberId: number, passwordHash: string) {
      await db.execute(sql`with m as (update buyer_members set password_hash = ${passwordHash} where id = ${memberId}
          returning buyer_id, login_id)
        update buyers b set password_hash = ${passwordHash}, updated_at = now() from m
        where b.id = m.buyer_id and lower(b.login_id) = lower(m.login_id)`);
    },

    async account(buyerId: number) {
      const [row] = await rows<AccountRow>(sql`select b.id, b.login_id as "loginId", b.password_hash as "passwordHash",
          ${countryJson('c')} as country, ${countryJson('pc')} as "phoneCountry", b.company_name as "companyName",
          b.rep_contact_name as "repContactName", b.rep_contact_email as "repContactEmail",
          b.phone_number as "phoneNumber", b.grade_id as "gradeId", g.name as "gradeName", b.currency, b.language,
          b.created_at as "createdAt",
          coalesce((select json_agg(json_build_object('id', br.id, 'names', br.names) order by br.id)
            from buyer_interested_brands ib join brands br on br.id = ib.brand_id where ib.buyer_id = b.id), '[]')
            as "interestedBrands"
        from buyers b join countries c on c.id = b.country_id join countries pc on pc.id = b.phone_country_id
        join grades g on g.id = b.grade_id where b.id = ${buyerId}`);
      return row;
    },

    async updateAccount(
      buyerId: number,
      fields: Omit<NewBuyer, 'loginId' | 'passwordHash' | 'companyRegistrationNo' | 'website'>,
    ) {
      await db.execute(sql`update buyers set company_name = ${fields.companyName}, country_id = ${fields.countryId},
          rep_contact_name = ${fields.repContactName}, rep_contact_email = ${fields.repContactEmail},
          phone_country_id = ${fields.phoneCountryId}, phone_number = ${fields.phoneNumber},
          language = ${fields.language}, updated_at = now()
        where id = ${buyerId}`);
    },

    /** The buyer's quotations still under way (`OPEN_QUOTATION_STATES`), oldest first. */
    openQuotations(buyerId: number) {
      return rows<{ id: number; number: string; state: QuotationState }>(sql`select id, number, state from quotations
        where buyer_id = ${buyerId} and state = any(${sql.param([...OPEN_QUOTATION_STATES])}::text[])
        order by requested_at, id`);
    },

    /** The buyer's orders still under way (`OPEN_ORDER_STATES`), oldest first. */
    openOrders(buyerId: number) {
      return rows<{ id: number; number: string; state: OrderState }>(sql`select id, number, state from orders
        where buyer_id = ${buyerId} and state = any(${sql.param([...OPEN_ORDER_STATES])}::text[])
        order by placed_at, id`);
    },

    /** Erases what identifies a person; the login id stays so it can never be taken or used again. */
    async erase(buyerId: number, reason: string, unusablePassword: string) {
      await db.execute(sql`delete from buyer_addresses where buyer_id = ${buyerId}`);
      await db.execute(sql`delete from buyer_interested_brands where buyer_id = ${buyerId}`);
      await db.execute(sql`delete from certifications where buyer_id = ${buyerId}`);
      await db.execute(sql`delete from recently_viewed where buyer_id = ${buyerId}`);
      await db.execute(sql`update buyers set status = 'withdrawn', status_reason = ${reason},
          password_hash = ${unusablePassword}, company_name = 'Withdrawn account', rep_contact_name = '',
          rep_contact_email = '', phone_number = '', updated_at = now()
        where id = ${buyerId}`);
    },

    addresses: (buyerId: number, addressId?: number) =>
      rows<AddressRow>(sql`select a.id, a.consignee, ${countryJson('pc')} as "phoneCountry",
          a.phone_number as "phoneNumber", ${countryJson('c')} as country, a.line1, a.line2, a.city, a.region,
          a.postal_code as "postalCode", a.is_default as "isDefault"
        from buyer_addresses a join countries c on c.id = a.country_id join countries pc on pc.id = a.phone_country_id
        where a.buyer_id = ${buyerId} ${addressId ? sql`and a.id = ${addressId}` : sql``}
        order by a.is_default desc, a.id`),

    /** Serialises the address-book changes of one buyer, so the count and default rules hold under races. */
    /**
     * Locks the buyer's row for the rest of the transaction: the buyer's writes that check something first (the address
     * book's limit, a withdrawal's open business) take turns. A quotation being written for the buyer holds a key share
     * on the row (its foreign key) until it commits, so a withdrawal's check, made after this lock, sees it.
     */
    async lockBuyer(buyerId: number) {
      await db.execute(sql`select id from buyers where id = ${buyerId} for update`);
    },

    async countAddresses(buyerId: number) {
      const [row] = await rows<{ count: number }>(
        sql`select count(*)::int as count from buyer_addresses where buyer_id = ${buyerId}`,
      );
      return row?.count ?? 0;
    },

    async clearDefault(buyerId: number) {
      await db.execute(sql`update buyer_addresses set is_default = false where buyer_id = ${buyerId} and is_default`);
    },

    async insertAddress(buyerId: number, address: AddressBody) {
      const [row] = await rows<{ id: number }>(sql`insert into buyer_addresses (buyer_id, consignee, phone_country_id,
          phone_number, country_id, line1, line2, city, region, postal_code, is_default)
        values (${buyerId}, ${address.consignee}, ${address.phoneCountryId}, ${address.phoneNumber},
          ${address.countryId}, ${address.line1}, ${address.line2}, ${address.city}, ${address.region},
          ${address.postalCode}, ${address.isDefault})
        returning id`);
      return row!.id;
    },

    /** Changes an address of this buyer; false when the buyer has no such address. */
    async updateAddress(buyerId: number, addressId: number, address: AddressBody) {
      const result = await db.execute(sql`update buyer_addresses set consignee = ${address.consignee},
          phone_country_id = ${address.phoneCountryId}, phone_number = ${address.phoneNumber},
          country_id = ${address.countryId}, line1 = ${address.line1}, line2 = ${address.line2},
          city = ${address.city}, region = ${address.region}, postal_code = ${address.postalCode},
          is_default = ${address.isDefault}
        where id = ${addressId} and buyer_id = ${buyerId}`);
      return (result.rowCount ?? 0) > 0;
    },

    async setDefaultAddress(buyerId: number, addressId: number) {
      const result = await db.execute(
        sql`update buyer_addresses set is_default = true where id = ${addressId} and buyer_id = ${buyerId}`,
      );
      return (result.rowCount ?? 0) > 0;
    },

    /** Deletes an address of this buyer; a deleted default passes to the oldest remaining address. */
    async deleteAddress(buyerId: number, addressId: number) {
      const [deleted] = await rows<{ isDefault: boolean }>(sql`delete from buyer_addresses
        where id = ${addressId} and buyer_id = ${buyerId} returning is_default as "isDefault"`);
      if (deleted?.isDefault) {
        await db.execute(sql`update buyer_addresses set is_default = true
          where id = (select id from buyer_addresses where buyer_id = ${buyerId} order by id limit 1)`);
      }
      return deleted !== undefined;
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
