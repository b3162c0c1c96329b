import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HomeCard, HomeEmpty, HomeLoading } from './home-card';

export type RecordRow = { id: number; href: string; number: string; badge: ReactNode; amount: string; note: ReactNode };

type Props = {
  title: string;
  /** The first few records as rows, and how many there are in all; undefined while loading. */
  rows: RecordRow[] | undefined;
  total: number | undefined;
  /** Where all of them are. */
  all: { to: string; label: string };
  empty: Parameters<typeof HomeEmpty>[0];
};

/** A card of records (offers, orders): each row's number links to the record, with its state, amount and one fact. */
export function RecordsCard({ title, rows, total, all, empty }: Props) {
  return (
    <HomeCard title={title} count={total} more={total ? all : undefined}>
      {!rows ? (
        <HomeLoading />
      ) : rows.length === 0 ? (
        <HomeEmpty {...empty} />
      ) : (
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
      )}
    </HomeCard>
  );
}
