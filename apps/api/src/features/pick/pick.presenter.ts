import { type Locale, localName, type PickGroup } from '@hive/domain';
import type { PickGroupRow } from './pick.repository.js';

/** A group as the picks menu and the pick page show it; its products go through the catalogue's presenter. */
export const presentPickGroup = (row: PickGroupRow, locale: Locale): PickGroup => ({
  code: row.code,
  type: row.type,
  name: localName(row.names, locale),
  productCount: row.productCount,
  image: row.image,
});
