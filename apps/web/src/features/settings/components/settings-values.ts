import {
  type ConsoleSettings,
  type ConsoleSettingsBody,
  type Currency,
  minor,
  parseMoneyInput,
  toDecimalString,
} from '@hive/domain';

/** The settings form as typed: every box is text, amounts in currency units, discounts in percent. */
export type SettingsValues = Omit<
  ConsoleSettingsBody,
  'minOrderUsd' | 'minOrderKrw' | 'grades' | 'orderPaymentDays' | 'insuranceRateBp' | 'claimWindowDays' | 'updatedAt'
> & {
  minOrderUsd: string;
  minOrderKrw: string;
  grades: { id: ConsoleSettings['grades'][number]['id']; name: string; discount: string }[];
  orderPaymentDays: string;
  claimWindowDays: string;
  /** In percent, as the grades' discounts. */
  insuranceRateBp: string;
};

/** "12.5" (percent, two decimals at most, 0–100) → 1250 basis points; null when it is not such a number. */
export function parsePercentInput(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s*%$/, ''));
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** Whole days, as typed; null when not a whole number. */
export const parseDays = (text: string): number | null => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null);

const amount = (value: number, currency: Currency) => toDecimalString(minor(value), currency);

export function valuesOf(settings: ConsoleSettings): SettingsValues {
  const {
    updatedAt: _version,
    grades,
    minOrderUsd,
    minOrderKrw,
    orderPaymentDays,
    insuranceRateBp,
    claimWindowDays,
    ...text
  } = settings;
  return {
    ...text,
    minOrderUsd: amount(minOrderUsd, 'USD'),
    minOrderKrw: amount(minOrderKrw, 'KRW'),
    grades: grades.map((grade) => ({ id: grade.id, name: grade.name, discount: String(grade.discountBp / 100) })),
    orderPaymentDays: String(orderPaymentDays),
    claimWindowDays: String(claimWindowDays),
    insuranceRateBp: String(insuranceRateBp / 100),
  };
}

/** A value that cannot be read goes as -1: the contract refuses it, and the form says why in its own words. */
export function bodyOf(values: SettingsValues, updatedAt: string | null): ConsoleSettingsBody {
  return {
    ...values,
    minOrderUsd: parseMoneyInput(values.minOrderUsd, 'USD') ?? -1,
    minOrderKrw: parseMoneyInput(values.minOrderKrw, 'KRW') ?? -1,
    grades: values.grades.map((grade) => ({
      id: grade.id,
      name: grade.name,
      discountBp: parsePercentInput(grade.discount) ?? -1,
    })),
    orderPaymentDays: parseDays(values.orderPaymentDays) ?? -1,
    claimWindowDays: parseDays(values.claimWindowDays) ?? -1,
    insuranceRateBp: parsePercentInput(values.insuranceRateBp) ?? -1,
    updatedAt,
  };
}
