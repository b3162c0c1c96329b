import { describe, expect, it } from 'vitest';
import { consoleSettingsBody } from '../src/schemas/console-settings.js';
import { isBusinessRegistrationNo, isSellersAccount } from '../src/seller.js';

describe('isBusinessRegistrationNo', () => {
  it('accepts numbers whose check digit is right', () => {
    expect(isBusinessRegistrationNo('124-81-00998')).toBe(true);
    expect(isBusinessRegistrationNo('220-81-65722')).toBe(true);
  });
  it('refuses a wrong check digit, another layout or other characters', () => {
    expect(isBusinessRegistrationNo('124-81-00997')).toBe(false);
    expect(isBusinessRegistrationNo('220-81-65723')).toBe(false);
    expect(isBusinessRegistrationNo('2208165722')).toBe(false);
    expect(isBusinessRegistrationNo('22-081-65722')).toBe(false);
    expect(isBusinessRegistrationNo('220-81-6572a')).toBe(false);
  });
});

describe('isSellersAccount', () => {
  const seller = { name: 'Hive Korea Co., Ltd.', nameKo: '하이브코리아 주식회사' };
  it('is the seller’s account under either legal name, whatever the case and spacing', () => {
    expect(isSellersAccount(seller, 'HIVE KOREA CO.,  LTD.')).toBe(true);
    expect(isSellersAccount(seller, ' 하이브코리아 주식회사 ')).toBe(true);
  });
  it('is not under another company’s name', () => {
    expect(isSellersAccount(seller, 'Hive Trading Co., Ltd.')).toBe(false);
  });
});

describe('consoleSettingsBody', () => {
  const body = {
    minOrderUsd: 50_000,
    minOrderKrw: 600_000,
    grades: [
      { id: '01', name: 'Silver', discountBp: 500 },
      { id: '02', name: 'Gold', discountBp: 1_000 },
      { id: '03', name: 'Platinum', discountBp: 1_500 },
      { id: '04', name: 'Diamond', discountBp: 2_000 },
    ],
    contactPhone: '+82 2-6952-0420',
    contactEmail: 'support@hive-market.example',
    hqAddress: '12F, 311 Teheran-ro, Gangnam-gu, Seoul 06151, Republic of Korea',
    fulfilmentAddress: 'Hive Center, 55 Gimpo-daero, Gimpo-si, Gyeonggi-do 10048, Republic of Korea',
    sellerName: 'Hive Korea Co., Ltd.',
    sellerNameKo: '하이브코리아 주식회사',
    sellerRegistrationNo: '220-81-65722',
    sellerCustomsCode: 'hivekr1a23456',
    sellerRepresentative: 'Kim Minjun',
    bankName: 'Shinhan Bank',
    bankAccountName: 'Hive Korea Co., Ltd.',
    bankAccountNumber: '140-013-552901',
    bankSwift: 'SHBKKRSE',
    bankAddress: '20 Sejong-daero 9-gil, Jung-gu, Seoul 04513, Republic of Korea',
    orderPaymentDays: 14,
    claimWindowDays: 7,
    insuranceRateBp: 30,
    staffApprovalGrade: '01',
    updatedAt: null,
  };
  it('takes a seller with a registration number, a customs code and an account in its name', () => {
    const parsed = consoleSettingsBody.parse(body);
    expect(parsed.sellerCustomsCode).toBe('HIVEKR1A23456');
  });
  it('refuses an account held by another company, naming the field', () => {
    const result = consoleSettingsBody.safeParse({ ...body, bankAccountName: 'Hive Trading Co., Ltd.' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['bankAccountName']);
  });
  it('refuses a registration number whose check digit is wrong', () => {
    const result = consoleSettingsBody.safeParse({ ...body, sellerRegistrationNo: '220-81-65723' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['sellerRegistrationNo']);
  });
});
