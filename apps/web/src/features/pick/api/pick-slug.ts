import type { PickGroup } from '@hive/domain';

type GroupType = PickGroup['type'];

/**
 * `/pick/{code}-pick/` and `/pick/{code}-choice/`: the last dash-separated word is the list's type, everything before it
 * the group's code (which may hold dashes of its own, as `k-beauty` does). Anything else names no list.
 */
export function parsePickSlug(slug: string | undefined): { code: string; type: GroupType } | undefined {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(pick|choice)$/.exec(slug ?? '');
  if (!match) return undefined;
  return { code: match[1] as string, type: match[2] === 'pick' ? 'PICK' : 'CHOICE' };
}

export const pickPath = (group: { code: string; type: GroupType }) =>
  `/pick/${group.code}-${group.type.toLowerCase()}/`;
