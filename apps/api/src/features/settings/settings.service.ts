import {
  type ConsoleSettings,
  type ConsoleSettingsBody,
  DEFAULT_CLAIM_WINDOW_DAYS,
  DEFAULT_MINIMUM_ORDER,
  DEFAULT_STAFF_APPROVAL_GRADE,
  DomainError,
  GRADES,
} from '@hive/domain';
import { auditRepository } from '../../audit/audit.repository.js';
import type { CatalogChanges, Changes } from '../../db/changes.js';
import type { Db } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import type { Operator } from '../../plugins/operator-session.js';
import { type GradeRow, type SettingsRow, type SettingsValues, settingsRepository } from './settings.repository.js';

/** What a database without the demo data starts from: the spec's minimums and the usual terms, nothing else. */
const EMPTY: SettingsValues = {
  minOrderUsd: DEFAULT_MINIMUM_ORDER.USD,
  minOrderKrw: DEFAULT_MINIMUM_ORDER.KRW,
  contactPhone: '',
  contactEmail: '',
  hqAddress: '',
  fulfilmentAddress: '',
  sellerName: '',
  sellerNameKo: '',
  sellerRegistrationNo: '',
  sellerCustomsCode: '',
  sellerRepresentative: '',
  bankName: '',
  bankAccountName: '',
  bankAccountNumber: '',
  bankSwift: '',
  bankAddress: '',
  orderPaymentDays: 14,
  insuranceRateBp: 30,
  staffApprovalGrade: DEFAULT_STAFF_APPROVAL_GRADE,
  claimWindowDays: DEFAULT_CLAIM_WINDOW_DAYS,
};
const FIELDS = Object.keys(EMPTY) as (keyof SettingsValues)[];

const present = (row: SettingsRow | undefined, grades: GradeRow[]): ConsoleSettings => {
  const { updatedAt, ...values } = row ?? { ...EMPTY, updatedAt: null };
  return {
    ...values,
    grades: GRADES.map((id) => grades.find((grade) => grade.id === id) ?? { id, name: id, discountBp: 0 }),
    updatedAt: updatedAt ? new Date(updatedAt).toISOString() : null,
  };
};

/** The fields of `next` that differ from `previous`, as the audit log keeps them: before and after. */
function changes<T extends object>(previous: T, next: T, fields: (keyof T)[]) {
  const changed = fields.filter((field) => previous[field] !== next[field]);
  if (changed.length === 0) return undefined;
  const pick = (values: T) => Object.fromEntries(changed.map((field) => [field, values[field]]));
  return { before: pick(previous), after: pick(next) };
}

const savedMeanwhile = () =>
  new DomainError('CONFLICT', 'Another operator saved the settings meanwhile: load them again and redo your change.');

/**
 * The operators' settings and grades. A save is one transaction with the audit entries of what it changed, and
 * announces a change to every API process, whose kept storefront answers (the footer's contacts among them) are
 * dropped at its commit. Quotations and orders keep the prices and terms they were made with: a new discount, minimum
 * or payment limit applies from the next one.
 */
/** `sessions`: told after a save, for this process's next request of a buyer of a changed grade to see it. */
export function settingsService({
  db,
  changes: catalog,
  sessions,
}: {
  db: Db;
  changes: CatalogChanges;
  sessions: Pick<Changes, 'committedHere'>;
}) {
  return {
    async read(): Promise<ConsoleSettings> {
      const repository = settingsRepository(db);
      const [row, grades] = await Promise.all([repository.settings(), repository.grades()]);
      return present(row, grades);
    },

    async save(operator: Operator, body: ConsoleSettingsBody): Promise<ConsoleSettings> {
      const saved = await transaction(db, async (tx) => {
        const repository = settingsRepository(tx);
        const audit = auditRepository(tx);
        const current = await repository.settings(true);
        const read = body.updatedAt === null ? null : new Date(body.updatedAt).getTime();
        if ((current ? new Date(current.updatedAt).getTime() : null) !== read) throw savedMeanwhile();
        const grades = await repository.grades(true);

        const { grades: nextGrades, updatedAt: _read, ...values } = body;
        const settingsChange = changes(current ?? EMPTY, values, FIELDS);
        const gradeChanges = nextGrades.flatMap((grade) => {
          const previous = grades.find((row) => row.id === grade.id);
          const change = previous ? changes(previous, grade, ['name', 'discountBp']) : { before: null, after: grade };
          return change ? [{ grade, ...change }] : [];
        });
        if (!settingsChange && gradeChanges.length === 0) return present(current, grades);

        // The version moves with any change, the grades' too: a form read before it is refused.
        if (!(await repository.save(values, current !== undefined))) throw savedMeanwhile();
        if (settingsChange)
          await audit.record({
            operatorId: operator.id,
            action: 'settings.update',
            targetType: 'settings',
            targetId: 1,
            ...settingsChange,
          });
        for (const { grade, before, after } of gradeChanges) {
          await repository.saveGrade(grade);
          await audit.record({
            operatorId: operator.id,
            action: 'grade.update',
            targetType: 'grade',
            targetId: grade.id,
            before,
            after,
          });
        }
        await catalog.announce(tx);
        return present(await repository.settings(), await repository.grades());
      });
      sessions.committedHere();
      return saved;
    },
  };
}

export type SettingsService = ReturnType<typeof settingsService>;
