import type { BrandRef } from '@hive/domain';
import { Link } from 'react-router';
import { BrandCard } from '../../../components/brand-card';
import { useTranslation } from '../../../i18n/react';

/** Nothing found: known words close to the text, what to try, and popular brands to start from. */
export function SearchEmpty({ text, terms, brands }: { text: string; terms: string[]; brands: BrandRef[] }) {
  const { t } = useTranslation('search');
  return (
    <section className="search-empty" aria-labelledby="search-empty-heading">
      <h2 id="search-empty-heading">{t('empty.title', { text })}</h2>
      {terms.length > 0 && (
        <div className="search-empty__terms">
          <p>{t('empty.didYouMean')}</p>
          <ul className="chips">
            {terms.map((term) => (
              <li key={term}>
                <Link to={`/search/?search=${encodeURIComponent(term)}`} className="search-chip">
                  {term}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ul className="search-empty__tips">
        <li>{t('empty.tipSpelling')}</li>
        <li>{t('empty.tipFewer')}</li>
        <li>{t('empty.tipCodes')}</li>
      </ul>
      {brands.length > 0 && (
        <>
          <h3 className="search-empty__brands">{t('empty.popularBrands')}</h3>
          <div className="grid grid--brands">
            {brands.map((brand) => (
              <BrandCard key={brand.id} brand={brand} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
