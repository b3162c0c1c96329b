import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type RecordRow = { id: number; href: string; number: string; badge: ReactNode; amount: string; note: ReactNode };

/** A few records (offers, orders) as rows: the number links to the record, its state, its amount and one fact. */
export function RecordRows({ rows }: { rows: RecordRow[] }) {
  return (
    <ul className="home-rows">
      {rows.map((row) => (
        <li key={row.id} className="home-rows__row">
          <Link to={row.href} className="home-rows__number">
            {row.number}
          </Link>
          {row.badge}
          <strong className="home-rows__amount">{row.amount}</strong>
          <span className="home-rows__note">{row.note}</span>
        </li>
      ))}
    </ul>
  );
}
