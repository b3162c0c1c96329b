import type { BrandTerms } from '@hive/domain';
import { formatMoney, minor } from '@hive/domain/rules';
import { useTranslation } from '../../../i18n/react';

/**
 * A brand's lead time and minimum order, for approved buyers: the API sends `terms` to them only (the minimum is money,
 * like a price), so for anyone else there is nothing to draw.
 */
export function BrandTermsFacts({ terms }: { terms: BrandTerms | undefined }) {
  const { t } = useTranslation();
  if (!terms || (terms.leadTimeDays === null && terms.minOrder === null)) return null;
  return (
    <dl className="facts brand-terms" aria-label={t('productData.brandTerms')}>
      {terms.leadTimeDays !== null && (
        <>
          <dt>{t('productData.leadTime')}</dt>
          <dd>{t('productData.days', { count: terms.leadTimeDays })}</dd>
        </>
      )}
      {terms.minOrder !== null && (
        <>
          <dt>{t('productData.brandMinimum')}</dt>
          <dd>{formatMoney(minor(terms.minOrder.amount), terms.minOrder.currency)}</dd>
        </>
      )}
    </dl>
  );
}
