import type { BrandWithProducts } from '@hive/domain';

export type Facet = BrandWithProducts['categories'][number];
/** A category with the sub-categories the brand's products are in, and their products together. */
export type FacetGroup = { id: number; name: string; count: number; children: Facet[] };

/**
 * A brand's categories grouped by the category each belongs to, in the server's order (it sends each group's run in
 * one piece). A product filed under a top category itself counts in that group with no sub-category of its own.
 */
export function categoryGroups(facets: readonly Facet[]): FacetGroup[] {
  const groups = new Map<number, FacetGroup>();
  for (const facet of facets) {
    const parent = facet.parent ?? facet;
    const group = groups.get(parent.id) ?? { id: parent.id, name: parent.name, count: 0, children: [] };
    group.count += facet.count;
    if (facet.parent) group.children.push(facet);
    groups.set(parent.id, group);
  }
  return [...groups.values()];
}

/** The group a chosen category id is, or is in. */
export const groupOf = (groups: readonly FacetGroup[], categoryId: number | undefined) =>
  categoryId === undefined
    ? undefined
    : groups.find((group) => group.id === categoryId || group.children.some((child) => child.id === categoryId));
