import type { LocalizedText } from '../schema.js';
import type { Attribute, ProductType, Words } from './vocabulary.types.js';

/**
 * An attribute's words in each language, agreeing in Spanish and Russian with the type's noun when one is given (the
 * masculine, the dictionary form, when not): what a product's name holds, and what a buyer types to find it.
 */
export function attributeWords(attribute: Attribute, type?: ProductType): Words {
  const { es, ru } = attribute;
  return {
    ...attribute,
    es: typeof es === 'string' ? es : es[type?.es[1] ?? 'm'],
    ru: typeof ru === 'string' ? ru : ru[type?.ru[1] ?? 'm'],
  };
}

/** A product type's words in each language. */
export function typeWords(type: ProductType): Words {
  return { ...type, es: type.es[0], ru: type.ru[0] };
}

/**
 * A product's name in the six data languages, from its attribute, its type and its pack size, in each language's own
 * order: "Matte Lipstick 4 g", "매트 립스틱 4g", "Son thỏi lì 4 g", "Barra de labios mate 4 g", "Матовая помада 4 г",
 * "Lipstik dof 4 g". A Russian adjective comes before its noun in the noun's gender and number; a Russian phrase and
 * every Spanish word after the noun.
 */
export function productName(attribute: Attribute, type: ProductType, size: Words): Words {
  const quality = attributeWords(attribute, type);
  const kind = typeWords(type);
  const ru = typeof attribute.ru === 'string' ? `${kind.ru} ${quality.ru}` : `${quality.ru} ${kind.ru}`;
  // A Spanish quality stays beside its noun, before a "para" complement («Premios dentales para perros», «Toallitas
  // de avena para bebé»); what comes "con" or "sin" it follows the complement («Premios para gatos con pollo»).
  const purpose = /^(con|sin) /.test(quality.es) ? -1 : kind.es.indexOf(' para ');
  const es =
    purpose < 0 ? `${kind.es} ${quality.es}` : `${kind.es.slice(0, purpose)} ${quality.es}${kind.es.slice(purpose)}`;
  return {
    en: `${quality.en} ${kind.en} ${size.en}`,
    ko: `${quality.ko} ${kind.ko} ${size.ko}`,
    vi: `${kind.vi} ${quality.vi} ${size.vi}`,
    es: `${es} ${size.es}`,
    ru: `${ru.charAt(0).toUpperCase()}${ru.slice(1)} ${size.ru}`,
    id: `${kind.id} ${quality.id} ${size.id}`,
  };
}

type Facts = { name: Words; brand: LocalizedText; hsCode: string };
type Template = (facts: Facts) => string;

/**
 * Two descriptions a language; neither declines the name nor makes a word agree with it (Russian and Spanish say
 * "made in Korea" as a label does, or of «товар»/«producto»), so that they read right for every product.
 */
const descriptions: Record<keyof Words, [Template, Template]> = {
  en: [
    ({ name, brand, hsCode }) =>
      `${name.en} by ${brand.en}, made in Korea. Sold in packs of the minimum order quantity; the export documents (CI, PL) give HS code ${hsCode}.`,
    ({ brand, hsCode }) =>
      `Made in Korea by ${brand.en} for export. Shipped in packs of the minimum order quantity, with HS code ${hsCode} on the commercial invoice and the packing list.`,
  ],
  ko: [
    ({ name, brand, hsCode }) =>
      `${brand.ko ?? brand.en}의 ${name.ko}. 한국에서 제조되었으며 최소 주문 수량 단위로 판매됩니다. 수출 서류(CI, PL)에 기재되는 HS 코드: ${hsCode}.`,
    ({ brand, hsCode }) =>
      `${brand.ko ?? brand.en}에서 수출용으로 한국에서 제조한 제품입니다. 최소 주문 수량 단위로 출고되며, 상업송장과 포장명세서에 기재되는 HS 코드는 ${hsCode}입니다.`,
  ],
  vi: [
    ({ name, brand, hsCode }) =>
      `${name.vi} của ${brand.vi ?? brand.en}, sản xuất tại Hàn Quốc. Bán theo lô bằng số lượng đặt hàng tối thiểu; chứng từ xuất khẩu (CI, PL) ghi mã HS ${hsCode}.`,
    ({ brand, hsCode }) =>
      `Sản phẩm do ${brand.vi ?? brand.en} sản xuất tại Hàn Quốc để xuất khẩu. Giao theo lô bằng số lượng đặt hàng tối thiểu, mã HS ${hsCode} được ghi trên hóa đơn thương mại và phiếu đóng gói.`,
  ],
  es: [
    ({ name, brand, hsCode }) =>
      `${name.es} de ${brand.es ?? brand.en}. Hecho en Corea. Se vende en lotes de la cantidad mínima de pedido; los documentos de exportación (CI, PL) indican el código HS ${hsCode}.`,
    ({ brand, hsCode }) =>
      `Producto de ${brand.es ?? brand.en} fabricado en Corea para la exportación. Se envía en lotes de la cantidad mínima de pedido, con el código HS ${hsCode} en la factura comercial y la lista de embalaje.`,
  ],
  ru: [
    ({ name, brand, hsCode }) =>
      `${name.ru} от ${brand.ru ?? brand.en}. Страна производства — Республика Корея. Отгрузка упаковками по минимальному объёму заказа; в экспортных документах (CI, PL) указан код HS ${hsCode}.`,
    ({ brand, hsCode }) =>
      `Товар бренда ${brand.ru ?? brand.en}, произведён в Корее для экспорта. Отгружается упаковками по минимальному объёму заказа; код HS ${hsCode} указан в инвойсе и упаковочном листе.`,
  ],
  id: [
    ({ name, brand, hsCode }) =>
      `${name.id} dari ${brand.id ?? brand.en}, buatan Korea. Dijual per kemasan sesuai jumlah pesanan minimum; dokumen ekspor (CI, PL) mencantumkan kode HS ${hsCode}.`,
    ({ brand, hsCode }) =>
      `Produk ${brand.id ?? brand.en} yang dibuat di Korea untuk ekspor. Dikirim per kemasan sesuai jumlah pesanan minimum, dengan kode HS ${hsCode} pada faktur komersial dan daftar kemasan.`,
  ],
};

/** A product's description in the six languages; `variant` in [0, 1) chooses the wording. */
export function productDescription(facts: Facts, variant: number): Words {
  const index = variant < 0.5 ? 0 : 1;
  const { en, ko, vi, es, ru, id } = descriptions;
  return {
    en: en[index](facts),
    ko: ko[index](facts),
    vi: vi[index](facts),
    es: es[index](facts),
    ru: ru[index](facts),
    id: id[index](facts),
  };
}
