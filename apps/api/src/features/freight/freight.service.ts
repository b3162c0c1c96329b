import { DomainError, type FreightRateBody, notFound } from '@hive/domain';
import { auditRepository } from '../../audit/audit.repository.js';
import type { Db } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import type { Operator } from '../../plugins/operator-session.js';
import { type FreightRateRow, freightRepository } from './freight.repository.js';

const present = (row: FreightRateRow) => ({ ...row, updatedAt: new Date(row.updatedAt).toISOString() });
/** What the audit log keeps of a rate. */
const snapshot = ({ country, method, currency, perKg, perCbm, minimum }: FreightRateBody) => ({
  country,
  method,
  currency,
  perKg,
  perCbm,
  minimum,
});
const taken = (body: FreightRateBody) =>
  new DomainError(
    'CONFLICT',
    `country: ${body.country} already has a ${body.method} rate in ${body.currency}; change that one instead.`,
  );

/** The operators' freight rates: every operator reads them, admins change them; each change is audited. */
export function freightService({ db }: { db: Db }) {
  async function requireCountry(tx: Db, body: FreightRateBody) {
    if (!(await freightRepository(tx).countryExists(body.country)))
      throw new DomainError('BAD_REQUEST', 'country: no such country.');
  }

  return {
    list: async () => (await freightRepository(db).list()).map(present),

    create: (operator: Operator, body: FreightRateBody) =>
      transaction(db, async (tx) => {
        await requireCountry(tx, body);
        const repository = freightRepository(tx);
        const id = await repository.insert(body);
        if (id === undefined) throw taken(body);
        await auditRepository(tx).record({
          operatorId: operator.id,
          action: 'freightRate.create',
          targetType: 'freightRate',
          targetId: id,
          before: null,
          after: snapshot(body),
        });
        return present((await repository.detail(id))!);
      }),

    update: (operator: Operator, id: number, body: FreightRateBody) =>
      transaction(db, async (tx) => {
        const repository = freightRepository(tx);
        const before = await repository.detail(id, true);
        if (!before) throw notFound('Freight rate');
        await requireCountry(tx, body);
        if (!(await repository.update(id, body))) throw taken(body);
        await auditRepository(tx).record({
          operatorId: operator.id,
          action: 'freightRate.update',
          targetType: 'freightRate',
          targetId: id,
          before: snapshot(before),
          after: snapshot(body),
        });
        return present((await repository.detail(id))!);
      }),

    remove: (operator: Operator, id: number) =>
      transaction(db, async (tx) => {
        const repository = freightRepository(tx);
        const before = await repository.detail(id, true);
        if (!before) throw notFound('Freight rate');
        await repository.remove(id);
        await auditRepository(tx).record({
          operatorId: operator.id,
          action: 'freightRate.delete',
          targetType: 'freightRate',
          targetId: id,
          before: snapshot(before),
          after: null,
        });
      }),
  };
}

export type FreightService = ReturnType<typeof freightService>;
