import {
  type Currency,
  type DocumentType,
  installments,
  minor,
  orderTotals,
  type PaymentTerms,
  packingTotals,
  packLine,
} from '@hive/domain';
import type { OrderSnapshot } from './order-snapshot.js';

/**
 * A made-up order snapshot for the documents' tests and the bench: a Vietnamese buyer, a Russian consignee, a Korean
 * notify party, Korean product names, some names long enough to wrap or be cut, and figures computed by the domain's
 * own rules (totals, installments, packing), so that they agree as a real order's would.
 */
export function orderSnapshotFixture(
  type: DocumentType,
  options: { lines?: number; version?: number; currency?: Currency } = {},
): OrderSnapshot {
  const { lines: count = 3, version = 1, currency = 'USD' } = options;
  const shipped = type === 'ci' || type === 'pl';
  const lines = Array.from({ length: count }, (_, i) => {
    const moq = [6, 12, 24, 48][i % 4]!;
    const quantity = (i % 7) + 1;
    const units = moq * quantity;
    const unitPrice = minor(currency === 'USD' ? 1_250 + i * 7 : 16_500 + i * 10);
    const unitWeightG = 80 + (i % 9) * 15;
    return {
      position: i + 1,
      sku: `HV${String(100 + (i % 900)).padStart(3, '0')}-0201-${String(i).padStart(4, '0')}`,
      name:
        i % 5 === 2
          ? `Water Sleeping Mask Intensive Overnight Repair with Hyaluronic Acid and Ceramides, Travel Kit ${i}`
          : `First Care Activating Serum ${i} 90 ml`,
      nameKo: i % 4 === 3 ? null : `설화수 윤조에센스 ${i} 90ml`,
      brand: ['Sulwhasoo', 'Laneige', 'Innisfree', 'Amorepacific Cosmetics Corporation'][i % 4]!,
      hsCode: ['3304.99', '3304.10', '3305.10', '3401.30'][i % 4]!,
      origin: i % 10 === 9 ? 'CN' : 'KR',
      moq,
      quantity,
      units,
      unitPrice,
      amount: minor(unitPrice * units),
      ...(shipped
        ? {
            packing: packLine(units, {
              unitWeightG,
              unitsPerCarton: 48,
              cartonWeightG: 48 * unitWeightG + 900,
              cartonVolumeCm3: 42_240,
            }),
          }
        : {}),
    };
  });
  const totals = orderTotals(lines);
  const terms: PaymentTerms = { kind: 'DEPOSIT', depositPercent: 30 };
  const number = 'HV-2026-000123';
  return {
    type,
    version,
    issuedOn: { po: '2026-05-14', pi: '2026-05-15', ci: '2026-06-02', pl: '2026-06-02', cn: '2026-06-20' }[type],
    order: {
      number,
      poNumber: 'PO-MP-2026-0457',
      placedOn: '2026-05-14',
      quotationNumber: 'Q-2026-000098',
      currency,
      incoterm: 'FOB',
      namedPlace: 'Busan port',
      shippingMethod: 'SEA',
      requestedDate: '2026-06-10',
      paymentMethod: 'BANK_TRANSFER',
      memo: 'Please mark every carton with our PO number. Giao hàng trong giờ hành chính.',
    },
    seller: {
      name: 'Hive Korea Co., Ltd.',
      nameKo: '하이브코리아 주식회사',
      registrationNo: '220-81-65722',
      customsCode: 'HIVEKR1A23456',
      representative: 'Kim Minjun',
      address: '311 Teheran-ro, Gangnam-gu, Seoul 06151, Republic of Korea',
      phone: '+82 2 6952 0420',
      email: 'trade@hive.example',
    },
    buyer: {
      company: 'Công ty TNHH Thương mại Minh Phát',
      contact: 'Trần Thị Minh Anh',
      email: 'minhanh@minhphat.example',
      phone: '+84 912 345 678',
      country: 'Vietnam',
    },
    shipTo: {
      name: 'Kho Minh Phát — Cảng Cát Lái',
      address: 'Số 1295B Đường Nguyễn Thị Định, Phường Cát Lái, Thành phố Thủ Đức, Thành phố Hồ Chí Minh, Việt Nam',
      phone: '+84 28 3742 1234',
    },
    consignee: {
      name: 'ООО «Северный Ветер Трейд»',
      address: 'ул. Тверская, д. 7, стр. 2, офис 15, Москва, 125009, Российская Федерация',
      phone: '+7 495 123-45-67',
      email: 'import@sever-veter.example',
    },
    notifyParty: {
      name: '부산해운 주식회사',
      address: '부산광역시 중구 중앙대로 63, 7층 (우 48943)',
      phone: '+82 51 463 1234',
      email: 'notify@busan-shipping.example',
    },
    lines,
    totals: shipped ? { ...totals, packing: packingTotals(lines.map((line) => line.packing!)) } : totals,
    ...(type === 'pi'
      ? {
          payment: {
            terms,
            installments: installments(totals.amount, terms, currency),
            payBy: '2026-05-22',
            bank: {
              bankName: 'Shinhan Bank',
              accountName: 'Hive Korea Co., Ltd.',
              accountNumber: '140-013-456789',
              swift: 'SHBKKRSE',
              bankAddress: '20 Sejong-daero 9-gil, Jung-gu, Seoul 04513, Republic of Korea',
            },
            reference: number,
          },
        }
      : {}),
    ...(shipped
      ? {
          shipment: {
            carrier: 'HMM Co., Ltd.',
            trackingNumber: 'HDMU4512873',
            shippedOn: '2026-06-02',
            portOfLoading: 'Busan, Korea (KRPUS)',
            portOfDischarge: 'Cat Lai, Ho Chi Minh City (VNCLI)',
            vessel: 'HMM Ruby',
            voyage: '012E',
          },
        }
      : {}),
  };
}
