import { Link } from 'react-router';
import './record-list.css';

export type StateFilterItem = { key: string; to: string; label: string; current: boolean; count?: number };

/** A list's state tabs as links in the address (reloadable, shareable, Back returns), each with its count if known. */
export function StateFilter({ label, items }: { label: string; items: readonly StateFilterItem[] }) {
  return (
    <nav className="rec-filter" aria-label={label}>
      {items.map((item) => (
        <Link key={item.key} to={item.to} aria-current={item.current ? 'page' : undefined} className="rec-filter__chip">
          {item.label}
          {item.count !== undefined && (
            <>
              {' '}
              <span className="rec-filter__count">{item.count}</span>
            </>
          )}
        </Link>
      ))}
    </nav>
  );
}
