import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BrandGroup } from './by-brand';
import './line-list.css';

/** Lines by brand, each brand's name a link to its page; `namespace` names the headings' ids (`<namespace>-brand-<id>`). */
export function LineGroups<T>({
  namespace,
  groups,
  children,
}: {
  namespace: string;
  groups: BrandGroup<T>[];
  /** One line, as a list item. */
  children: (item: T) => ReactNode;
}) {
  return groups.map((group) => (
    <section key={group.id} className="line-group" aria-labelledby={`${namespace}-brand-${group.id}`}>
      <h3 id={`${namespace}-brand-${group.id}`} className="line-group__name">
        <Link to={`/brand/${group.id}/`}>{group.name}</Link>
      </h3>
      <ul className="line-group__items">{group.items.map(children)}</ul>
    </section>
  ));
}
