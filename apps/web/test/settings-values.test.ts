import { describe, expect, it } from 'vitest';
import { bodyOf, parseDays, parsePercentInput, valuesOf } from '../src/features/settings/components/settings-values';

const settings = {
  minOrderUsd: 500_00,
  minOrderKrw: 600_000,
  grades: [
    { id: '01', name: 'Silver', discountBp: 500 },
    { id: '02', name: 'Gold', discountBp: 1250 },
    { id: '03', name: 'Platinum', discountBp: 1500 },
    { id: '04', name: 'Diamond', discountBp: 2000 },
  ],
  contactPhone: '+82 2-6952-0420',
  contactEmail: 'support@hive-market.example',
  hqAddress: 'Seoul',
  fulfilmentAddress: 'Gimpo',
  sellerName: 'Hive Korea Co., Ltd.',
  sellerNameKo: '하이브코리아 주식회사',
  sellerRegistrationNo: '220-81-65722',
  sellerCustomsCode: 'HIVEKR1A23456',
  sellerRepresentative: 'Kim Minjun',
  bankName: 'Shinhan Bank',
  bankAccountName: 'Hive Korea Co., Ltd.',
  bankAccountNumber: '140-013-552901',
  bankSwift: 'SHBKKRSE',
  bankAddress: 'Seoul',
  orderPaymentDays: 14,
  claimWindowDays: 7,
  insuranceRateBp: 30,
  updatedAt: '2026-11-26T03:04:00.123Z',
} as const;

describe('the settings form', () => {
  it('reads percentages to basis points, two decimals at most, 0 to 100', () => {
    expect(parsePercentInput('12.5')).toBe(1250);
    expect(parsePercentInput('12,25 %')).toBe(1225);
    expect(parsePercentInput('0')).toBe(0);
    expect(parsePercentInput('100')).toBe(10_000);
    for (const bad of ['100.01', '12.345', '-5', 'ten', '']) expect(parsePercentInput(bad), bad).toBeNull();
  });

  it('reads whole days only', () => {
    expect(parseDays(' 14 ')).toBe(14);
    expect(parseDays('1.5')).toBeNull();
    expect(parseDays('')).toBeNull();
  });

  it('shows amounts in currency units and sends them back in minor units, unchanged', () => {
    const values = valuesOf(settings);
    expect(values).toMatchObject({ minOrderUsd: '500.00', minOrderKrw: '600000', orderPaymentDays: '14' });
    expect(values.grades[1]).toEqual({ id: '02', name: 'Gold', discount: '12.5' });
    expect(bodyOf(values, settings.updatedAt)).toEqual(settings);
  });

  it('sends what cannot be read as -1, which the contract refuses', () => {
    const values = { ...valuesOf(settings), minOrderUsd: '5 hundred', orderPaymentDays: 'two weeks' };
    values.grades = values.grades.map((grade) => ({ ...grade, discount: 'lots' }));
    const body = bodyOf(values, null);
    expect([body.minOrderUsd, body.orderPaymentDays, body.grades[0]?.discountBp]).toEqual([-1, -1, -1]);
  });
});
