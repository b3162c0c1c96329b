/**
 * The seller: one company, named the same on the storefront, in the terms, in every e-mail and on every trade
 * document. Its record is part of the operators' settings.
 */

/** The seller as the storefront and the documents print it. */
export type Seller = {
  /** The legal name in English, e.g. "Hive Korea Co., Ltd.". */
  name: string;
  /** The legal name in Korean, e.g. "하이브코리아 주식회사". */
  nameKo: string;
  /** The business registration number (사업자등록번호), `123-45-67890`. */
  registrationNo: string;
  /** The exporter's customs code (통관고유부호), printed where a customs broker looks for the exporter. */
  customsCode: string;
  /** The representative director (대표자). */
  representative: string;
  /** The registered address. */
  address: string;
};

/** Weights of the Korean business registration number's check digit (National Tax Service). */
const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5];

/**
 * Whether a text is a Korean business registration number written `123-45-67890` whose last digit checks: the first
 * nine digits times 1, 3, 7, 1, 3, 7, 1, 3, 5, plus the tens of the ninth times 5, and the check digit makes the sum a
 * multiple of ten.
 */
export function isBusinessRegistrationNo(text: string): boolean {
  if (!/^\d{3}-\d{2}-\d{5}$/.test(text)) return false;
  const digits = text.replaceAll('-', '').split('').map(Number);
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * digits[index]!, 0);
  const withNinth = sum + Math.floor((digits[8]! * 5) / 10);
  return (10 - (withNinth % 10)) % 10 === digits[9];
}

/** The name a bank account must be held in to be the seller's: its English or Korean legal name. */
export function isSellersAccount(seller: Pick<Seller, 'name' | 'nameKo'>, accountName: string): boolean {
  const fold = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return fold(accountName) === fold(seller.name) || fold(accountName) === fold(seller.nameKo);
}
