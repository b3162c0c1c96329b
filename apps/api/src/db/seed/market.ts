import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import * as schema from '../schema.js';

type Company = {
  loginId: string;
  country: string;
  currency: 'USD' | 'KRW';
  gradeId: '01' | '02' | '03' | '04';
  language: 'en' | 'vi' | 'es' | 'ru' | 'id';
  companyName: string;
  contact: string;
  email: string;
  phone: string;
  address: { line1: string; city: string; region?: string; postalCode: string };
};

/**
 * The approved companies that placed the demo's past orders, beside the two demo buyers: what the tracking page's top
 * brands by sales and the trend page's ordered units are drawn from. They sign in with the demo password too.
 */
const COMPANIES: Company[] = `
trade-hanoi   | VN | USD | 02 | vi | Hanoi Beauty House JSC           | Phạm Minh Anh     | anh.pham@hanoibeauty.example  | 912000111  | 18 Tràng Tiền, Hoàn Kiếm    | Hà Nội           |              | 100000
trade-bangkok | TH | USD | 03 | en | Siam Glow Co., Ltd.              | Somchai Prasert   | somchai@siamglow.example      | 812345678  | 99 Sukhumvit Soi 21         | Bangkok          |              | 10110
trade-jakarta | ID | USD | 01 | id | PT Cantik Sentosa                | Dewi Lestari      | dewi@cantiksentosa.example    | 8121234567 | Jl. Sudirman Kav. 52        | Jakarta Selatan  | DKI Jakarta  | 12190
trade-manila  | PH | USD | 01 | en | Luzon K-Beauty Corp.             | Maria Santos      | maria@luzonkbeauty.example    | 9171234567 | 8751 Paseo de Roxas         | Makati           | Metro Manila | 1226
trade-kl      | MY | USD | 02 | en | Seri Kecantikan Sdn Bhd          | Nur Aisyah        | aisyah@serikecantikan.example | 123456789  | 12 Jalan Bukit Bintang      | Kuala Lumpur     |              | 55100
trade-moscow  | RU | USD | 02 | ru | Seoul Cosmetics LLC              | Анна Смирнова     | anna@seoulcosmetics.example   | 9161234567 | ул. Тверская, 12            | Москва           |              | 125009
trade-madrid  | ES | USD | 01 | es | Belleza Coreana S.L.             | Lucía García      | lucia@bellezacoreana.example  | 612345678  | Calle de Serrano 45         | Madrid           |              | 28001
trade-mexico  | MX | USD | 01 | es | K-Glow México S.A. de C.V.       | Carlos Hernández  | carlos@kglow.example          | 5512345678 | Av. Paseo de la Reforma 250 | Ciudad de México | CDMX         | 06600
trade-dubai   | AE | USD | 03 | en | Gulf Skin Trading LLC            | Omar Al Nuaimi    | omar@gulfskin.example         | 501234567  | Al Fahidi Street, Bur Dubai | Dubai            |              | 00000
trade-sydney  | AU | USD | 02 | en | Southern Cross Cosmetics Pty Ltd | Olivia Brown      | olivia@southerncross.example  | 412345678  | 200 George Street           | Sydney           | NSW          | 2000
trade-hcmc    | VN | KRW | 01 | vi | Mỹ Phẩm Phương Nam Co., Ltd.     | Lê Thị Hồng       | hong.le@phuongnam.example     | 903456789  | 45 Lê Lợi, Quận 1           | Hồ Chí Minh      |              | 700000
trade-almaty  | KZ | KRW | 02 | ru | Alma Beauty LLP                  | Айгерим Нурланова | aigerim@almabeauty.example    | 7011234567 | пр. Абая, 150               | Алматы           |              | 050000
`
  .trim()
  .split('\n')
  .map((row) => {
    const cells = row.split('|').map((cell) => cell.trim());
    const [loginId, country, currency, gradeId, language, companyName, contact, email, phone] = cells;
    const [line1, city, region, postalCode] = cells.slice(9);
    return {
      ...{ loginId, country, currency, gradeId, language, companyName, contact, email, phone },
      address: { line1, city, region, postalCode },
    } as Company;
  });

/** The demo buyers' own delivery addresses, so that an order can be placed from the start. */
const DEMO_ADDRESSES: Record<string, Company['address'] & { consignee: string; phone: string }> = {
  'demo-usd': {
    consignee: 'Pacific Beauty Trading LLC — Receiving',
    phone: '2125550147',
    line1: '1200 E 7th Street, Unit 4',
    city: 'Los Angeles',
    region: 'CA',
    postalCode: '90021',
  },
  'demo-krw': {
    consignee: 'Saigon K-Mart — Kho Tân Bình',
    phone: '912345678',
    line1: '120 Cộng Hòa, Phường 4, Tân Bình',
    city: 'Hồ Chí Minh',
    postalCode: '700000',
  },
};

/** The companies, approved, each with its delivery address (and one for each demo buyer). */
export async function seedMarketBuyers(db: Db, passwordHash: string, approvedAt: Date): Promise<void> {
  await db.insert(schema.buyers).values(
    COMPANIES.map((company) => ({
      loginId: company.loginId,
      passwordHash,
      joinStatusCode: '01',
      status: 'active' as const,
      approvedAt,
      agreedTermsAt: approvedAt,
      gradeId: company.gradeId,
      currency: company.currency,
      language: company.language,
      companyName: company.companyName,
      countryId: sql`(select id from countries where code = ${company.country})`,
      repContactName: company.contact,
      repContactEmail: company.email,
      phoneCountryId: sql`(select id from countries where code = ${company.country})`,
      phoneNumber: company.phone,
    })),
  );
  const addresses = [
    ...COMPANIES.map((company) => ({
      loginId: company.loginId,
      consignee: company.companyName,
      phone: company.phone,
      ...company.address,
    })),
    ...Object.entries(DEMO_ADDRESSES).map(([loginId, address]) => ({ loginId, ...address })),
  ];
  await db.execute(sql`insert into buyer_addresses (buyer_id, consignee, phone_country_id, phone_number, country_id,
      line1, city, region, postal_code, is_default)
    select b.id, a.consignee, b.country_id, a.phone, b.country_id, a.line1, a.city, coalesce(a.region, ''),
      a."postalCode", true
    from json_to_recordset(${JSON.stringify(addresses)}::json)
      as a("loginId" text, consignee text, phone text, line1 text, city text, region text, "postalCode" text)
    join buyers b on b.login_id = a."loginId"`);
}
