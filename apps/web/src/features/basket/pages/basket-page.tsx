import type { BasketView, QuotationRequestInput, QuotationRequestResult } from '@hive/domain';
import { formatMoney, minor } from '@hive/domain/rules';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorCode } from '../../../components/form/form-errors';
import { byBrand } from '../../../components/line-list/by-brand';
import { LineGroups } from '../../../components/line-list/line-groups';
import { LineToolbar } from '../../../components/line-list/line-toolbar';
import { PageMeta } from '../../../components/page-meta';
import { RequireMemberMay } from '../../../components/require-member-may';
import { RequireSession } from '../../../components/require-session';
import { useDelayedSaves } from '../../../hooks/use-delayed-saves';
import { useTranslation } from '../../../i18n/react';
import { errorMessage, queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast-client';
import {
  basketQuery,
  downloadSheet,
  patchCachedBasket,
  refreshBasket,
  removeFromBasket,
  requestQuotation,
  type SheetFormat,
  setBasketQuantity,
} from '../api/basket-queries';
import { type Checked, checkedSummary, choosable, keepChecked, refreshChecked } from '../basket-rules';
import { BasketLine } from '../components/basket-line';
import { BasketSummary } from '../components/basket-summary';
import { RequestDetailsDialog, type RequestDetailsValues } from '../components/request-details-dialog';
// The basket's own styles load with the page, not with the storefront's first page.
import '../basket.css';
import { cartKeys } from '../../cart/api/cart-keys';
import { myQuotationKeys } from '../../quotation/api/quotation-keys';

/** A quantity is saved this long after the last step, so a run of clicks is one request. */
const SAVE_QUANTITY_AFTER_MS = 400;

export function BasketPage() {
  return (
    <RequireSession>
      <RequireMemberMay action="buy">
        <Basket />
      </RequireMemberMay>
    </RequireSession>
  );
}

function Basket() {
  const { t } = useTranslation('basket');
  const locale = useSession((s) => s.language);
  const { data: view, isPending } = useQuery(basketQuery(locale));
  const [sent, setSent] = useState<QuotationRequestResult>();

  return (
    <main id="main" className="container page basket-page">
      <PageMeta title={t('title')} description={t('meta')} />
      <h1>{t('title')}</h1>
      <p className="basket-lead">{t('lead')}</p>
      {sent && <RequestSent result={sent} />}
      {isPending || !view ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : view.items.length === 0 ? (
        <div className="basket-empty">
          <h2>{t('empty.title')}</h2>
          <p>{t('empty.text')}</p>
          <Link to="/brand/" className="button">
            {t('empty.browse')}
          </Link>
        </div>
      ) : (
        <BasketContents view={view} onSent={setSent} />
      )}
    </main>
  );
}

/** The request went: its number, what it holds, and where to follow it. */
function RequestSent({ result }: { result: QuotationRequestResult }) {
  const { t } = useTranslation('basket');
  const { quotation, quotationDetail: detail } = result;
  const heading = useRef<HTMLHeadingElement>(null);
  // Announced and brought into view: the list the buyer was looking at just changed under them.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className="form-success basket-sent" aria-labelledby="basket-sent-title">
      <h2 id="basket-sent-title" ref={heading} tabIndex={-1}>
        {t('sent.title', { number: quotation.number })}
      </h2>
      <p>
        {t('sent.text', {
          count: detail.totalSku,
          units: detail.totalQty.toLocaleString('en-US'),
          total: formatMoney(minor(detail.totalAmount), detail.currency),
        })}
      </p>
      <p className="basket-sent__links">
        <Link to={`/my-page/quotations/${quotation.id}/`} className="button button--small">
          {t('sent.view', { number: quotation.number })}
        </Link>
        <Link to="/my-page/quotations/">{t('sent.list')}</Link>
      </p>
    </section>
  );
}

type ContentsProps = { view: BasketView; onSent: (result: QuotationRequestResult) => void };

function BasketContents({ view, onSent }: ContentsProps) {
  const { t } = useTranslation('basket');
  const locale = useSession((s) => s.language);
  const [focusedId, setFocusedId] = useState<number | null>(null);

  // Checked flags live here. A view read from the server is a refresh (the refresh rule of docs/product.md §4 applies);
  // a view this page patched itself (a quantity, a removal) is not, and leaves the flags as they are.
  const local = useRef(new WeakSet<BasketView>());
  const [flags, setFlags] = useState<{ view?: BasketView; checked: Checked }>({ checked: {} });
  let checked = flags.checked;
  if (flags.view !== view) {
    checked = local.current.has(view)
      ? keepChecked(view.items, flags.checked)
      : refreshChecked(view.items, flags.checked, focusedId);
    setFlags({ view, checked });
  }
  const patch = (change: Parameters<typeof patchCachedBasket>[1]) => {
    const next = patchCachedBasket(locale, change);
    if (next) local.current.add(next);
  };

  const summary = checkedSummary(view.items, checked, view.minimum);

  // Quantities wait for the last click; whatever still waits is saved when the page goes.
  const quantity = useMutation({
    mutationFn: ({ productId, packs }: { productId: number; packs: number }) =>
      setBasketQuantity(productId, packs, locale),
    onSuccess: (item) => patch((items) => items.map((each) => (each.id === item.id ? item : each))),
    onError: () => void refreshBasket(),
  });
  const quantities = useDelayedSaves(
    (_id: number, line: { productId: number; packs: number }) => quantity.mutate(line),
    SAVE_QUANTITY_AFTER_MS,
  );

  const handleQuantity = (id: number, productId: number, packs: number) => {
    patch((items) => items.map((item) => (item.id === id ? { ...item, quantity: packs } : item)));
    quantities.schedule(id, { productId, packs });
  };
  const handleCheck = (id: number, value: boolean) =>
    setFlags((current) => ({ ...current, checked: { ...current.checked, [id]: value } }));
  const handleCheckAll = (value: boolean) =>
    setFlags((current) => ({
      ...current,
      checked: Object.fromEntries(view.items.map((item) => [item.id, value])),
    }));

  const remove = useMutation({ mutationFn: removeFromBasket, onSettled: () => void refreshBasket() });
  const handleRemove = async (ids: number[], message: string) => {
    for (const id of ids) quantities.cancel(id);
    const productIds = view.items.filter((item) => ids.includes(item.id)).map((item) => item.product.id);
    patch((items) => items.filter((item) => !ids.includes(item.id)));
    await remove.mutateAsync(productIds).then(
      () => toast.info(message),
      () => undefined,
    );
  };
  const handleRemoveChecked = () => {
    if (summary.items.length > 0)
      void handleRemove(
        summary.items.map((item) => item.id),
        t('delete.1'),
      );
  };

  const [downloading, setDownloading] = useState<SheetFormat | null>(null);
  const handleDownload = async (format: SheetFormat) => {
    setDownloading(format);
    try {
      await downloadSheet(
        summary.items.map((item) => ({ productId: item.product.id, qty: item.quantity })),
        format,
        locale,
      );
    } catch (error) {
      toast.error(`${t('download.failed')} ${errorMessage(error)}`);
    } finally {
      setDownloading(null);
    }
  };

  // "Request quotation" opens the request step (destination, incoterm, date, note); it sends the request with its own
  // submission key, so a double click or a retried answer makes one quotation.
  const [asking, setAsking] = useState(false);
  const [lastDetails, setLastDetails] = useState<RequestDetailsValues>();
  const request = useMutation({
    mutationFn: ({ body, key }: { body: QuotationRequestInput; key: string }) => requestQuotation(body, locale, key),
    // The refusals a buyer can meet here are said in the step, in the buyer's language; the basket is read again.
    meta: { silent: true },
    onError: (error) => {
      if (errorCode(error) === 'CONFLICT') void refreshBasket();
    },
    onSuccess: (result) => {
      toast.info(t('sent.toast', { number: result.quotation.number }));
      setAsking(false);
      onSent(result);
      // The requested products left the basket and the cart on the server; the buyer's quotations gained one.
      void refreshBasket();
      for (const queryKey of [cartKeys.all, myQuotationKeys.all]) void queryClient.invalidateQueries({ queryKey });
    },
  });
  // The order form takes the checked items with the quantities shown, in the navigation state (features/order's
  // orderSourceOf reads it); the quantities still waiting to be saved are saved as the page goes.
  const navigate = useNavigate();
  const handleOrder = () => {
    const products = summary.items.map((item) => ({ productId: item.product.id, qty: item.quantity }));
    navigate('/order-now', { state: { products } });
  };
  const handleRequest = () => {
    // The request sends the quantities shown; the waiting saves are made now, while the buyer fills in the step (the
    // basket keeps them if the step is closed).
    for (const id of quantities.waitingIds()) quantities.flush(id);
    setAsking(true);
  };

  return (
    <div className="summary-layout">
      <section className="basket-list" aria-labelledby="basket-list-title">
        <h2 id="basket-list-title" className="visually-hidden">
          {t('listTitle')}
        </h2>
        <LineToolbar
          namespace="basket"
          checked={summary.items.length}
          total={choosable(view.items).length}
          onCheckAll={handleCheckAll}
          onDeleteChecked={handleRemoveChecked}
        />
        <LineGroups namespace="basket" groups={byBrand(view.items)}>
          {(item) => (
            <BasketLine
              key={item.id}
              item={item}
              checked={checked[item.id] ?? true}
              onCheck={(value) => handleCheck(item.id, value)}
              onQuantity={(packs) => handleQuantity(item.id, item.product.id, packs)}
              onRemove={() => void handleRemove([item.id], t('delete.0'))}
              onFocusChange={(focused) =>
                setFocusedId((current) => (focused ? item.id : current === item.id ? null : current))
              }
            />
          )}
        </LineGroups>
      </section>
      <aside className="summary-layout__aside">
        <BasketSummary
          summary={summary}
          downloading={downloading}
          requesting={request.isPending}
          onDownload={(format) => void handleDownload(format)}
          onRequest={handleRequest}
          onOrder={handleOrder}
        />
      </aside>
      {asking && (
        <RequestDetailsDialog
          requestProducts={summary.items.map((item) => ({ product: { id: item.product.id }, quantity: item.quantity }))}
          initial={lastDetails}
          onSend={(body, key, values) => {
            setLastDetails(values);
            return request.mutateAsync({ body, key });
          }}
          onClose={() => setAsking(false)}
        />
      )}
    </div>
  );
}
