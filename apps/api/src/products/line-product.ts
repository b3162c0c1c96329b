import { localName } from '@hive/domain';
import type { LocalizedText } from '../db/schema.js';
import { productImage } from './image-address.js';

/** A product on a line of a quotation or an order, as the line's query reads it. */
export type LineProduct = {
  productId: number;
  sku: string;
  names: LocalizedText;
  brand: { id: number; names: LocalizedText };
  image: string | null;
  moq: number;
  quantity: number;
};

/** The product part of a quotation's or an order's line, in `locale`. */
export const presentLineProduct = (line: LineProduct, locale: string) => ({
  productId: line.productId,
  sku: line.sku,
  name: localName(line.names, locale),
  nameKo: line.names.ko ?? null,
  brand: { id: line.brand.id, name: localName(line.brand.names, locale) },
  image: productImage(line.productId, line.image),
  moq: line.moq,
  quantity: line.quantity,
});
