import type { BrandSummary } from '@hive/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { Highlight } from './highlight';

/** The brands group: up to a dozen brands, their names marked, and a way to the rest. */
export function SearchBrands({
  brands,
  total,
  terms,
  moreHref,
}: {
  brands: BrandSummary[];
  total: number;
  terms: readonly string[];
  moreHref?: string;
}) {
  const { t } = useTranslation('search');
  return (
    <section className="search-group" aria-labelledby="search-brands-heading">
      <h2 id="search-brands-heading" className="search-group__heading">
        {t('brands.heading')} <span className="search-group__count">{t('brands.count', { count: total })}</span>
      </h2>
      <ul className="search-brands">
        {brands.map((brand) => (
          <li key={brand.id}>
            <Link to={`/brand/${brand.id}/`} className="brand-card search-brand">
              <img src={brand.logo} alt="" width="56" height="56" loading="lazy" />
              <span className="search-brand__text">
                <span className="brand-card__name">
                  <Highlight text={brand.name} terms={terms} />
                </span>
                {brand.nameKo && brand.nameKo !== brand.name && (
                  <span className="search-brand__ko" lang="ko">
                    <Highlight text={brand.nameKo} terms={terms} />
                  </span>
                )}
                <span className="brand-card__detail">
                  {brand.category?.name ? `${brand.category.name} · ` : ''}
                  {t('brands.products', { count: brand.productCount })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {moreHref && total > brands.length && (
        <p className="search-group__more">
          <Link to={moreHref}>{t('brands.seeAll', { count: total })}</Link>
        </p>
      )}
    </section>
  );
}
