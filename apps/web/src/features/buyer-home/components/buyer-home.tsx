import type { BuyerHomeOrder, BuyerHome as Home, OrderState, QuotationState } from '@hive/domain';
import { IN_STOCK_BRAND_ID, minor, progressPercent } from '@hive/domain/rules';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ProductCard } from '../../../components/product-card';
import { MinimumProgress } from '../../../components/summary/minimum-progress';
import { useQuotationFormat } from '../../../hooks/use-quotation-format';
import { Trans, useTranslation } from '../../../i18n/react';
import { useMemberMay, useSession } from '../../../lib/session-store';
import { buyerHomeQuery } from '../api/buyer-home-queries';
import { HomeCard, HomeEmpty, HomeLoading } from './home-card';
import { RecordsCard } from './records-card';
import '../buyer-home.css';

type Props = {
  /** A quotation's and an order's state as their own features draw it. */
  offerState: (state: QuotationState) => ReactNode;
  orderState: (state: OrderState) => ReactNode;
  /**
   * An owner's or an admin's card of the company's orders waiting for their approval (the order feature's list):
   * undefined for the others, `null` while it loads.
   */
  approvals?: Approvals | null;
};

/** The first orders waiting for approval, and how many wait in all. */
export type Approvals = { list: BuyerHomeOrder[]; total: number };

/**
 * What a signed-in buyer finds first on the home page: offers waiting for an answer, open orders, the basket's way to
 * the minimum order and the products they opened last (on any device) — one call, above the catalogue rows.
 */
export function BuyerHome({ offerState, orderState, approvals }: Props) {
  const { t } = useTranslation('buyer-home');
  const locale = useSession((s) => s.language);
  const loginId = useSession((s) => s.member?.name || s.login.loginId);
  // A viewer keeps no basket.
  const buys = useMemberMay('buy');
  const { data, isError, refetch } = useQuery(buyerHomeQuery(locale));

  return (
    <div className="container buyer-home">
      <h1>
        <Trans
          t={t}
          i18nKey="title"
          values={{ name: loginId }}
          components={{ name: <span className="buyer-home__name" /> }}
        />
      </h1>
      {isError ? (
        <div className="home-card home-card__empty" role="alert">
          <p>{t('failed')}</p>
          <button type="button" className="button button--secondary button--small" onClick={() => void refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <>
          <div className="buyer-home__cards">
            {approvals !== undefined && <WaitingForApproval approvals={approvals} state={orderState} />}
            <Offers home={data} state={offerState} buys={buys} />
            <Orders home={data} state={orderState} buys={buys} />
            {buys && <Basket home={data} />}
          </div>
          <Recent home={data} />
        </>
      )}
    </div>
  );
}

/** A viewer's empty cards lead to the company's records, not to buying. */
function Offers({ home, state, buys }: { home?: Home; state: Props['offerState']; buys: boolean }) {
  const { t } = useTranslation('buyer-home');
  const format = useQuotationFormat();
  return (
    <RecordsCard
      title={t('offers.title')}
      total={home?.offers.total}
      all={{ to: '/my-page/quotations/', label: t('offers.all') }}
      empty={{
        text: t('offers.empty'),
        action: buys
          ? { to: '/quotation/', label: t('offers.emptyAction') }
          : { to: '/my-page/quotations/', label: t('offers.all') },
      }}
      rows={home?.offers.list.map((offer) => ({
        id: offer.id,
        href: `/my-page/quotations/${offer.id}/`,
        number: offer.number,
        badge: state(offer.state),
        amount: format.money(offer.amount, offer.currency),
        note: (
          <time dateTime={offer.validUntil}>
            {t('offers.validUntil', { date: format.validUntil(offer.validUntil) })}
          </time>
        ),
      }))}
    />
  );
}

function Orders({ home, state, buys }: { home?: Home; state: Props['orderState']; buys: boolean }) {
  const { t } = useTranslation('buyer-home');
  const format = useQuotationFormat();
  return (
    <RecordsCard
      title={t('orders.title')}
      total={home?.orders.total}
      all={{ to: '/order/', label: t('orders.all') }}
      empty={{
        text: t('orders.empty'),
        action: buys
          ? { to: `/brand/${IN_STOCK_BRAND_ID}`, label: t('orders.emptyAction') }
          : { to: '/order/', label: t('orders.all') },
      }}
      rows={home?.orders.list.map((order) => ({
        id: order.id,
        href: `/order/${order.id}/`,
        number: order.number,
        badge: state(order.state),
        amount: format.money(order.total, order.currency),
        note: <time dateTime={order.placedAt}>{t('orders.placedOn', { date: format.date(order.placedAt) })}</time>,
      }))}
    />
  );
}

function WaitingForApproval({ approvals, state }: { approvals: Approvals | null; state: Props['orderState'] }) {
  const { t } = useTranslation('buyer-home');
  const format = useQuotationFormat();
  return (
    <RecordsCard
      title={t('approvals.title')}
      total={approvals?.total}
      all={{ to: '/order/?state=PENDING_APPROVAL', label: t('approvals.all') }}
      empty={{ text: t('approvals.empty'), action: { to: '/order/', label: t('approvals.emptyAction') } }}
      rows={approvals?.list.map((order) => ({
        id: order.id,
        href: `/order/${order.id}/`,
        number: order.number,
        badge: state(order.state),
        amount: format.money(order.total, order.currency),
        note: <time dateTime={order.placedAt}>{t('orders.placedOn', { date: format.date(order.placedAt) })}</time>,
      }))}
    />
  );
}

function Basket({ home }: { home?: Home }) {
  const { t } = useTranslation('buyer-home');
  const format = useQuotationFormat();
  const basket = home?.basket;
  const minimum = basket && format.money(basket.minimum, basket.currency);
  return (
    <HomeCard
      title={t('basket.title')}
      more={basket?.products ? { to: '/quotation/', label: t('basket.open') } : undefined}
    >
      {!basket ? (
        <HomeLoading />
      ) : basket.products === 0 ? (
        <HomeEmpty text={t('basket.empty', { minimum })} action={{ to: '/brand/', label: t('basket.emptyAction') }} />
      ) : (
        <>
          <p className="home-card__figure">
            {t('basket.contents', { count: basket.products, subtotal: format.money(basket.subtotal, basket.currency) })}
          </p>
          <MinimumProgress
            percent={progressPercent(minor(basket.subtotal), minor(basket.minimum))}
            minimum={minimum as string}
            missing={
              basket.subtotal >= basket.minimum ? null : format.money(basket.minimum - basket.subtotal, basket.currency)
            }
          />
        </>
      )}
    </HomeCard>
  );
}

function Recent({ home }: { home?: Home }) {
  const { t } = useTranslation('buyer-home');
  const products = home?.recentlyViewed;
  return (
    <section className="section buyer-home__recent" aria-labelledby="home-recent">
      <h2 id="home-recent">{t('recent.title')}</h2>
      {!products ? (
        <HomeLoading />
      ) : products.length === 0 ? (
        <HomeEmpty text={t('recent.empty')} action={{ to: '/brand/', label: t('recent.emptyAction') }} />
      ) : (
        <div className="scroller buyer-home__products">
          {products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      )}
    </section>
  );
}
