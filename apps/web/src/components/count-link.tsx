import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import './count-link.css';

type Props = {
  to: string;
  /** The link's own class; its count's is `<className>__count`. */
  className: string;
  icon: ReactNode;
  /** The short name shown under the icon. */
  label: string;
  /** The full name, with the count, that a screen reader reads. */
  name: string;
  count: number;
};

/** A header icon that links to a list and shows how many it holds (the cart, the quotation basket). */
export function CountLink({ to, className, icon, label, name, count }: Props) {
  return (
    // Named by its content, not an aria-label: the full name is read, the short one shown, and one contains the other.
    <NavLink to={to} className={`icon-button labelled-icon count-link ${className}`}>
      {icon}
      <span className="labelled-icon__label" aria-hidden="true">
        {label}
      </span>
      <span className="visually-hidden">{name}</span>
      {count > 0 && (
        <span className={`count-link__count ${className}__count`} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </NavLink>
  );
}
