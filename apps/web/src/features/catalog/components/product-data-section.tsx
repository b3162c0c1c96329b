import type { ProductDetail } from '@hive/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { failureText } from '../../../lib/query-client';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast-client';
import { downloadCertificate } from '../api/catalog-queries';
import './product-data.css';

/** The countries' names in each language, made once: making them is slow (they load the language's list). */
const regionNames = new Map<string, Intl.DisplayNames>();

const countryName = (code: string, locale: string) => {
  try {
    let names = regionNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: 'region' });
      regionNames.set(locale, names);
    }
    return names.of(code) ?? code;
  } catch {
    return code;
  }
};

/**
 * What importers ask before they buy: the ingredient list (INCI for cosmetics), allergens, shelf life and the country
 * of manufacture, for everyone; the certificates as downloads for approved buyers (the API lists them to them only).
 */
export function ProductDataSection({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const locale = useSession((s) => s.language);
  const token = useSession((s) => s.token);
  const [busy, setBusy] = useState<number>();
  const data = product.productData;
  const certificates = product.certificates ?? [];
  const hasFacts = data.shelfLifeMonths !== null || data.manufactureCountry !== null;
  if (!data.ingredients && !data.allergens && !hasFacts && certificates.length === 0) return null;

  const download = async (certificate: (typeof certificates)[number]) => {
    setBusy(certificate.id);
    try {
      await downloadCertificate(product.id, certificate, product.sku, token);
    } catch (error) {
      toast.error(failureText(t('productData.downloadFailed', { title: certificate.title }), error));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section className="section product-data" aria-labelledby="product-data">
      <h2 id="product-data">{t('productData.title')}</h2>
      {hasFacts && (
        <dl className="facts">
          {data.shelfLifeMonths !== null && (
            <>
              <dt>{t('productData.shelfLife')}</dt>
              <dd>{t('productData.months', { count: data.shelfLifeMonths })}</dd>
            </>
          )}
          {data.manufactureCountry !== null && (
            <>
              <dt>{t('productData.madeIn')}</dt>
              <dd>{countryName(data.manufactureCountry, locale)}</dd>
            </>
          )}
        </dl>
      )}
      {data.ingredients && (
        <>
          <h3>{t('productData.ingredients')}</h3>
          {/* Ingredient lists are written in English by the trade's custom, whatever the page's language. */}
          <p className="product-data__text" lang="en">
            {data.ingredients}
          </p>
        </>
      )}
      {data.allergens && (
        <>
          <h3>{t('productData.allergens')}</h3>
          <p className="product-data__text" lang="en">
            {data.allergens}
          </p>
        </>
      )}
      {certificates.length > 0 && (
        <>
          <h3>{t('productData.certificates')}</h3>
          <ul className="product-data__certificates">
            {certificates.map((certificate) => (
              <li key={certificate.id}>
                <span>
                  <strong>{certificate.kind}</strong> {certificate.title}
                </span>
                <button
                  type="button"
                  className="button button--small button--secondary"
                  disabled={busy === certificate.id}
                  aria-busy={busy === certificate.id}
                  onClick={() => void download(certificate)}
                >
                  {t('productData.download', { title: certificate.title })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
