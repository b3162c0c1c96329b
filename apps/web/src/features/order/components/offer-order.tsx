import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { isNotFound } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { acceptedOfferQuery } from '../../quotation/accepted-offer';
import { incotermOf } from '../order-rules';
import { OrderForm } from './order-form';

/**
 * The order form for an accepted offer: its suppliable lines at the offered prices, its incoterm and named place
 * (fixed), and the costs it priced in (the summary shows them). A quotation that
 * is not (or no longer) accepted says so, with the way to it or to the orders.
 */
export function OfferOrder({ quotationId }: { quotationId: number }) {
  const { t } = useTranslation('order');
  const language = useSession((s) => s.language);
  const quotation = useQuery({ ...acceptedOfferQuery(quotationId, language), meta: { silent: true } });
  if (quotation.isPending) return <p className="rec-muted">{t('form.offerLoading')}</p>;
  if (quotation.isError)
    return (
      <div className="rec-empty">
        <p>{isNotFound(quotation.error) ? t('form.offerMissing') : t('form.offerFailed')}</p>
        <Link to="/my-page/quotations/" className="button button--secondary">
          {t('form.toQuotations')}
        </Link>
      </div>
    );
  const { number, state, offer } = quotation.data;
  if (!offer)
    return (
      <div className="rec-empty">
        <p>{t(state === 'ORDERED' ? 'form.offerOrdered' : 'form.offerNotAccepted', { number })}</p>
        <Link
          to={state === 'ORDERED' ? '/order/' : `/my-page/quotations/${quotationId}/`}
          className="button button--secondary"
        >
          {state === 'ORDERED' ? t('form.toOrders') : t('form.toQuotation', { number })}
        </Link>
      </div>
    );
  return (
    <OrderForm
      key={quotationId}
      initialLines={offer.products}
      offer={{ quotationId, incoterm: incotermOf(offer.incoterm), namedPlace: offer.namedPlace }}
      pickerOpen={false}
    />
  );
}
