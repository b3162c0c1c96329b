import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/react';
import { brandsQuery } from '../lib/reference-queries';
import { useSession } from '../lib/session-store';
import { PageMeta } from './page-meta';
import { SearchForm } from './search-form';
import './error-page.css';

/** The brands named on the page; the rest are a click away on the brand list. */
const BRANDS_SHOWN = 40;

/**
 * Any address the storefront has no page for, and a brand, product or pick that does not exist (the server answers
 * these 404 too): what to do next — search, or start from a brand.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const locale = useSession((s) => s.language);
  const { data: brands } = useQuery(brandsQuery(locale));
  const shown = [...(brands ?? [])].sort((a, b) => a.name.localeCompare(b.name, locale)).slice(0, BRANDS_SHOWN);
  return (
    <main id="main" className="container page not-found not-found-page">
      <PageMeta title={t('notFound.title')} />
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <SearchForm id="not-found-search" className="not-found-page__search" />
      {shown.length > 0 && (
        <section className="not-found-page__brands" aria-labelledby="not-found-brands">
          <h2 id="not-found-brands">{t('notFound.brands')}</h2>
          <ul className="chip-list">
            {shown.map((brand) => (
              <li key={brand.id}>
                <Link to={`/brand/${brand.id}/`}>{brand.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="error-page__actions">
        <Link to="/brand/" className="button button--ghost">
          {t('notFound.allBrands', { count: brands?.length ?? 0 })}
        </Link>
        <Link to="/" className="button">
          {t('errorPage.goHome')}
        </Link>
      </div>
    </main>
  );
}
