import type { PickGroup } from '@hive/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { pickPath } from '../api/pick-slug';

type Current = { code: string; type: PickGroup['type'] };

/** The group's pick and choice lists side by side, the open one marked: shown when the group has both. */
export function PickSwitch({ groups, current }: { groups: PickGroup[]; current: Current }) {
  const { t } = useTranslation('pick');
  const lists = groups.filter((group) => group.code === current.code);
  if (lists.length < 2) return null;
  return (
    <nav className="pick-switch" aria-label={t('switchLabel')}>
      {lists.map((list) => (
        <Link
          key={list.type}
          to={pickPath(list)}
          className="pick-switch__option"
          aria-current={list.type === current.type ? 'page' : undefined}
        >
          <span className="pick-switch__type">{t(`type.${list.type}`)}</span>
          <span className="pick-switch__name">{list.name}</span>
          <span className="pick-switch__count">{t('count', { count: list.productCount })}</span>
        </Link>
      ))}
    </nav>
  );
}

/**
 * The other groups, one chip each, in the menu's order: each opens the list of the same type as the open one where the
 * group has it, else the list it has.
 */
export function PickChips({ groups, current }: { groups: PickGroup[]; current: Current }) {
  const { t } = useTranslation('pick');
  const others = new Map<string, PickGroup>();
  for (const group of groups) {
    if (group.code === current.code || group.productCount === 0) continue;
    const chosen = others.get(group.code);
    if (!chosen || (chosen.type !== current.type && group.type === current.type)) others.set(group.code, group);
  }
  if (others.size === 0) return null;
  return (
    <nav className="pick-chips" aria-labelledby="pick-others">
      <h2 id="pick-others" className="pick-chips__title">
        {t('others')}
      </h2>
      <ul className="chip-list">
        {[...others.values()].map((group) => (
          <li key={group.code}>
            <Link to={pickPath(group)}>{group.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
