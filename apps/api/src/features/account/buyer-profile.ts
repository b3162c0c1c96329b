import type { ConsoleQuotationDetail } from '@hive/domain';
import type { Db } from '../../db/client.js';
import { accountConsoleRepository } from './console/account-console.repository.js';

/** The account's published face: a buyer's profile as the console shows it beside the buyer's quotation. */
export async function buyerProfile(db: Db, buyerId: number): Promise<ConsoleQuotationDetail['buyer']> {
  const buyer = await accountConsoleRepository(db).detail(buyerId);
  if (!buyer) return null;
  return {
    id: buyer.id,
    loginId: buyer.loginId,
    companyName: buyer.companyName,
    country: buyer.country,
    repContactName: buyer.repContactName,
    repContactEmail: buyer.repContactEmail,
    phone: `${buyer.phone.callingCode} ${buyer.phone.number}`,
    status: buyer.status,
    grade: buyer.grade,
    currency: buyer.currency,
    language: buyer.language,
  };
}
