import { type AccountView, type AddressView, type Locale, localName } from '@hive/domain';
import type { AccountRow, AddressRow } from './account.repository.js';

export function presentAccount(row: AccountRow, locale: Locale): AccountView {
  return {
    id: row.id,
    loginId: row.loginId,
    country: row.country,
    companyName: row.companyName,
    repContactName: row.repContactName,
    repContactEmail: row.repContactEmail,
    repContactNumber: {
      countryId: row.phoneCountry.id,
      countryCallingCode: row.phoneCountry.callingCode,
      number: row.phoneNumber,
    },
    interestedBrands: row.interestedBrands.map((brand) => ({ id: brand.id, name: localName(brand.names, locale) })),
    agreedTermsOfService: true,
    grade: { id: row.gradeId, name: row.gradeName },
    currency: row.currency,
    language: row.language,
    joinedAt: new Date(row.createdAt).toISOString(),
  };
}

export function presentAddress(row: AddressRow): AddressView {
  return {
    id: row.id,
    consignee: row.consignee,
    phone: {
      countryId: row.phoneCountry.id,
      countryCallingCode: row.phoneCountry.callingCode,
      number: row.phoneNumber,
    },
    country: row.country,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    region: row.region,
    postalCode: row.postalCode,
    isDefault: row.isDefault,
  };
}
