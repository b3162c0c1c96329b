/** A brand's lines, as the cart and the quotation basket list them. */
export type BrandGroup<T> = { id: number; name: string; items: T[] };

/** Lines by brand, brands in the order of their newest line (the lists come newest first). */
export function byBrand<T extends { product: { brand: { id: number; name: string } } }>(items: readonly T[]) {
  const groups = new Map<number, BrandGroup<T>>();
  for (const item of items) {
    const { id, name } = item.product.brand;
    const group = groups.get(id) ?? { id, name, items: [] };
    group.items.push(item);
    groups.set(id, group);
  }
  return [...groups.values()];
}
