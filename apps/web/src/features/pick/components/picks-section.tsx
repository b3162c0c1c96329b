import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../lib/session-store';
import { picksQuery } from '../api/pick-queries';
import { pickPath } from '../api/pick-slug';

/**
 * The home page's way into the picks: one card per list with its first product's picture. Only its small query runs
 * with the home page; the pick page's code and texts load when a card is opened. Styled with the shared card classes.
 */
export function PicksSection() {
  const { t } = useTranslation();
  const locale = useSession((s) => s.language);
  const { data: groups } = useQuery(picksQuery(locale));
  const lists = groups?.filter((group) => group.productCount > 0) ?? [];
  if (groups && lists.length === 0) return null;
  return (
    <section className="container section lazy-render" aria-labelledby="home-picks">
      <div className="section__head">
        <h2 id="home-picks">{t('home.picks')}</h2>
      </div>
      <p className="section__lead">{t('home.picksLead')}</p>
      <div className="grid grid--brands grid--scroll-on-mobile">
        {lists.map((group) => (
          <Link key={`${group.code}-${group.type}`} to={pickPath(group)} className="brand-card">
            {group.image && <img src={group.image} alt="" width="96" height="96" loading="lazy" />}
            <span className="brand-card__name">{group.name}</span>
            <span className="brand-card__detail">{t('brands.products', { count: group.productCount })}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}
