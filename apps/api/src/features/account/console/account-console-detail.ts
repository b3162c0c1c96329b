import { localName, notFound } from '@hive/domain';
import { auditRepository, presentAudit } from '../../../audit/audit.repository.js';
import type { Db } from '../../../db/client.js';
import { buyerAddresses } from '../buyer-addresses.js';
import { accountConsoleRepository } from './account-console.repository.js';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** A buyer as the console's detail shows it, read with `db` (the changing transaction's, for an event). */
export async function consoleBuyerDetail(db: Db, id: number) {
  const row = await accountConsoleRepository(db).detail(id);
  if (!row) throw notFound('Buyer');
  const [addresses, history] = await Promise.all([
    buyerAddresses(db, id),
    auditRepository(db).page({ targetType: 'buyer', targetId: String(id) }, 1, 50),
  ]);
  return {
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    approvedAt: iso(row.approvedAt),
    joinStatusCode: row.joinStatusCode,
    companyRegistrationNo: row.companyRegistrationNo,
    website: row.website,
    phone: row.phone,
    interestedBrands: row.interestedBrands.map((brand) => ({ id: brand.id, name: localName(brand.names, 'en') })),
    language: row.language,
    statusReason: row.statusReason,
    addresses,
    sessions: { active: row.sessions.active, lastSeenAt: iso(row.sessions.lastSeenAt) },
    history: history.list.map(presentAudit),
  };
}
