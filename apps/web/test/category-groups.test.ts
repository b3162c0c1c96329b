import { describe, expect, it } from 'vitest';
import { categoryGroups, groupOf } from '../src/features/catalog/category-groups';

const skincare = { id: 1, name: 'Skincare' };
const makeup = { id: 2, name: 'Makeup' };
const facets = [
  { id: 101, name: 'Cleansers', count: 3, parent: skincare },
  { id: 102, name: 'Toners', count: 4, parent: skincare },
  { id: 201, name: 'Base', count: 22, parent: makeup },
  // A product filed under a top category itself.
  { id: 9, name: 'Pet Supplies', count: 5, parent: null },
];

describe("a brand page's categories", () => {
  it('groups sub-categories under their category, counting the products of the group', () => {
    expect(categoryGroups(facets)).toEqual([
      { id: 1, name: 'Skincare', count: 7, children: [facets[0], facets[1]] },
      { id: 2, name: 'Makeup', count: 22, children: [facets[2]] },
      { id: 9, name: 'Pet Supplies', count: 5, children: [] },
    ]);
  });

  it('finds the group a chosen category is, or is in', () => {
    const groups = categoryGroups(facets);
    expect(groupOf(groups, 102)?.id).toBe(1);
    expect(groupOf(groups, 2)?.id).toBe(2);
    expect(groupOf(groups, undefined)).toBeUndefined();
    expect(groupOf(groups, 777)).toBeUndefined();
  });
});
