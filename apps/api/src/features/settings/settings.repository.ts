import type { ConsoleSettingsBody, Grade } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlRunner } from '../../db/sql.js';

/** The settings row as the console edits it: every field of the body but the grades and the version. */
export type SettingsValues = Omit<ConsoleSettingsBody, 'grades' | 'updatedAt'>;
export type GradeRow = { id: Grade; name: string; discountBp: number };
export type SettingsRow = SettingsValues & { updatedAt: Date };

export function settingsRepository(db: Db) {
  const { rows, one } = sqlRunner(db);
  return {
    /** The one settings row (undefined in a database without the demo data); `lock` for a change. */
    settings: (lock = false) =>
      one<SettingsRow>(sql`select min_order_usd as "minOrderUsd", min_order_krw as "minOrderKrw",
          contact_phone as "contactPhone", contact_email as "contactEmail", hq_address as "hqAddress",
          fulfilment_address as "fulfilmentAddress", seller_name as "sellerName", seller_name_ko as "sellerNameKo",
          seller_registration_no as "sellerRegistrationNo", seller_customs_code as "sellerCustomsCode",
          seller_representative as "sellerRepresentative", bank_name as "bankName",
          bank_account_name as "bankAccountName", bank_account_number as "bankAccountNumber",
          bank_swift as "bankSwift", bank_address as "bankAddress", order_payment_days as "orderPaymentDays",
          insurance_rate_bp as "insuranceRateBp",
          staff_approval_grade as "staffApprovalGrade", claim_window_days as "claimWindowDays", date_trunc('milliseconds', updated_at) as "updatedAt"
        from settings where id = 1 ${lock ? sql`for update` : sql``}`),

    grades: (lock = false) =>
      rows<GradeRow>(sql`select id, name, discount_bp as "discountBp" from grades order by id
        ${lock ? sql`for update` : sql``}`),

    /**
     * Writes the settings; the first save of a database without them inserts the row, once (a second first save
     * finds it there and answers false).
     */
    async save(values: SettingsValues, exists: boolean): Promise<boolean> {
      const columns = sql`${values.minOrderUsd}, ${values.minOrderKrw}, ${values.contactPhone}, ${values.contactEmail},
        ${values.hqAddress}, ${values.fulfilmentAddress}, ${values.sellerName}, ${values.sellerNameKo},
        ${values.sellerRegistrationNo}, ${values.sellerCustomsCode}, ${values.sellerRepresentative}, ${values.bankName},
        ${values.bankAccountName}, ${values.bankAccountNumber}, ${values.bankSwift}, ${values.bankAddress},
        ${values.orderPaymentDays}, ${values.insuranceRateBp}, ${values.staffApprovalGrade},
        ${values.claimWindowDays}, date_trunc('milliseconds', now())`;
      const names = sql`min_order_usd, min_order_krw, contact_phone, contact_email, hq_address, fulfilment_address,
        seller_name, seller_name_ko, seller_registration_no, seller_customs_code, seller_representative, bank_name,
        bank_account_name, bank_account_number, bank_swift, bank_address, order_payment_days,
        insurance_rate_bp, staff_approval_grade, claim_window_days, updated_at`;
      const written = exists
        ? await rows(sql`update settings set (${names}) = (${columns}) where id = 1 returning id`)
        : await rows(sql`insert into settings (id, ${names}) values (1, ${columns}) on conflict (id) do nothing
            returning id`);
      return written.length === 1;
    },

    async saveGrade(grade: GradeRow) {
      await db.execute(sql`insert into grades (id, name, discount_bp) values (${grade.id}, ${grade.name},
          ${grade.discountBp})
        on conflict (id) do update set name = excluded.name, discount_bp = excluded.discount_bp`);
    },
  };
}
