import { type BuyerView, type Locale, localName } from '@hive/domain';
import type { BuyerRow } from './auth.repository.js';

export function presentBuyer(row: BuyerRow, locale: Locale): BuyerView {
  return {
    id: row.id,
    country: { code: row.countryCode, name: row.countryName },
    companyName: row.companyName,
    repContactName: row.repContactName,
    repContactEmail: row.repContactEmail,
    repContactNumber: { countryCallingCode: row.callingCode, number: row.phoneNumber },
    grade: { id: row.gradeId, name: row.gradeName },
    currency: row.currency,
    interestedBrands: row.interestedBrands.map((brand) => ({ id: brand.id, name: localName(brand.names, locale) })),
    agreedTermsOfService: row.agreedTermsAt !== null,
  };
}
