import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';

type Props = {
  title: string;
  /** How many there are in all (the card lists the first few). */
  count?: number;
  /** Where the whole list is, and what the link says. */
  more?: { to: string; label: string };
  children: ReactNode;
};

/** One card of the buyer's home: a titled region with a link to where its records are kept. */
export function HomeCard({ title, count, more, children }: Props) {
  const titleId = useId();
  return (
    <section className="home-card" aria-labelledby={titleId}>
      <div className="home-card__head">
        <h2 id={titleId}>
          {title}
          {count ? <span className="home-card__count"> {count}</span> : null}
        </h2>
        {more && <Link to={more.to}>{more.label}</Link>}
      </div>
      {children}
    </section>
  );
}

/** What an empty card says, and the way on. */
export function HomeEmpty({ text, action }: { text: string; action: { to: string; label: string } }) {
  return (
    <div className="home-card__empty">
      <p>{text}</p>
      <Link to={action.to}>{action.label}</Link>
    </div>
  );
}

/** A card's body while the home is on its way. */
export function HomeLoading() {
  const { t } = useTranslation();
  return <p className="home-card__loading">{t('common.loading')}</p>;
}
