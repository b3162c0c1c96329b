import { useLocation, useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { useTranslation } from '../../../i18n/react';
import { orderSourceOf } from '../order-rules';
import { OfferOrder } from './offer-order';
import { OrderForm } from './order-form';

/**
 * Order now: the basket's checked items, an accepted offer's lines, or — with nothing chosen — the fulfilment
 * centre's stock to pick from; then the order form.
 */
export function OrderNow() {
  const { t } = useTranslation('order');
  const [params] = useSearchParams();
  const { state, key } = useLocation();
  const source = orderSourceOf(params, state);
  return (
    <main id="main" className="container page order-now">
      <PageMeta title={t('form.title')} description={t('form.meta')} />
      <h1>{t('form.title')}</h1>
      <p className="rec-lead">{t(`form.lead.${source.kind}`)}</p>
      {source.kind === 'offer' ? (
        <OfferOrder quotationId={source.quotationId} />
      ) : (
        <OrderForm
          // Each visit (from the basket, or the bottom bar's "Order now" again) starts a form of its own.
          key={key}
          initialLines={source.kind === 'basket' ? source.lines : []}
          pickerOpen={source.kind === 'stock'}
        />
      )}
    </main>
  );
}
