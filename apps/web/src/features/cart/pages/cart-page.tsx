import type { CartItem, NoMemberQuotationResult } from '@hive/domain';
import { formatMoney, minor } from '@hive/domain/rules';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { PricePrompt } from '../../../components/price-prompt';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast-client';
import { cartQuery, deleteCartItems, editCart, patchCachedCart, refreshCart } from '../api/cart-queries';
import { useAddToQuotation } from '../api/use-cart-actions';
import { byBrand, checkedSummary } from '../cart-rules';
import { CartItemRow } from '../components/cart-item-row';
import { NoMemberQuotationForm } from '../components/no-member-quotation-form';
import '../cart.css';

/** A quantity is saved this long after the last step, so a run of clicks is one request. */
const SAVE_QUANTITY_AFTER_MS = 400;

export function CartPage() {
  const { t } = useTranslation('cart');
  const locale = useSession((s) => s.language);
  const isBuyer = useSession((s) => s.login.isLogged && Boolean(s.token));
  const { data: items, isPending } = useQuery(cartQuery(locale));
  const [sent, setSent] = useState<{ result: NoMemberQuotationResult; email: string }>();

  return (
    <main id="main" className="container page cart-page">
      <PageMeta title={t('title')} description={t('meta')} />
      <h1>{t('title')}</h1>
      {sent && (
        <div className="form-success cart-sent" role="status">
          <p>
            <strong>{t('noMember.sent', { number: sent.result.number })}</strong>
          </p>
          <p>{t('noMember.sentDetail', { count: sent.result.lines, email: sent.email })}</p>
        </div>
      )}
      {isPending || !items ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : items.length === 0 ? (
        <div className="cart-empty">
          <h2>{t('empty.title')}</h2>
          <p>{t('empty.text')}</p>
          <Link to="/brand/" className="button">
            {t('empty.browse')}
          </Link>
        </div>
      ) : (
        <CartContents items={items} isBuyer={isBuyer} onSent={(result, email) => setSent({ result, email })} />
      )}
    </main>
  );
}

type ContentsProps = {
  items: CartItem[];
  isBuyer: boolean;
  onSent: (result: NoMemberQuotationResult, email: string) => void;
};

function CartContents({ items, isBuyer, onSent }: ContentsProps) {
  const { t } = useTranslation('cart');
  const locale = useSession((s) => s.language);
  const selectAllId = useId();
  const checked = items.filter((item) => item.checked);
  const allChecked = checked.length === items.length;
  const quotation = useAddToQuotation();

  // Failures show the usual error toast (the shared mutation cache); the list is then read again from the server.
  const edit = useMutation({ mutationFn: editCart, onError: () => void refreshCart() });
  const remove = useMutation({ mutationFn: deleteCartItems, onSettled: () => void refreshCart() });

  // Quantities wait for the last click; whatever still waits is saved when the page goes.
  const pending = useRef(new Map<number, { packs: number; timer: ReturnType<typeof setTimeout> }>());
  const saveQuantity = (id: number) => {
    const entry = pending.current.get(id);
    if (!entry) return;
    pending.current.delete(id);
    clearTimeout(entry.timer);
    edit.mutate({ items: [{ id, quantity: entry.packs }] });
  };
  const saveRef = useRef(saveQuantity);
  saveRef.current = saveQuantity;
  useEffect(() => {
    const waiting = pending.current;
    return () => {
      for (const id of [...waiting.keys()]) saveRef.current(id);
    };
  }, []);

  const patch = (change: (item: CartItem) => CartItem) => patchCachedCart(locale, (list) => list.map(change));

  const handleQuantity = (id: number, packs: number) => {
    patch((item) => (item.id === id ? { ...item, quantity: packs } : item));
    clearTimeout(pending.current.get(id)?.timer);
    pending.current.set(id, { packs, timer: setTimeout(() => saveRef.current(id), SAVE_QUANTITY_AFTER_MS) });
  };
  const handleCheck = (id: number, value: boolean) => {
    patch((item) => (item.id === id ? { ...item, checked: value } : item));
    edit.mutate({ items: [{ id, checked: value }] });
  };
  const handleCheckAll = (value: boolean) => {
    patch((item) => ({ ...item, checked: value }));
    edit.mutate({ checkAll: value });
  };
  const handleDelete = async (ids: number[], message: string) => {
    for (const id of ids) clearTimeout(pending.current.get(id)?.timer);
    for (const id of ids) pending.current.delete(id);
    patchCachedCart(locale, (list) => list.filter((item) => !ids.includes(item.id)));
    await remove.mutateAsync(ids).then(
      () => toast.info(message),
      () => undefined,
    );
  };
  // Spec §5: deleting the selected items does nothing unless one is checked.
  const handleDeleteChecked = () => {
    if (checked.length > 0)
      void handleDelete(
        checked.map((item) => item.id),
        t('delete.1'),
      );
  };

  return (
    <div className="cart-layout">
      <section className="cart-list" aria-labelledby="cart-list-title">
        <h2 id="cart-list-title" className="visually-hidden">
          {t('listTitle')}
        </h2>
        <div className="cart-toolbar">
          <div className="cart-toolbar__all">
            <input
              id={selectAllId}
              type="checkbox"
              checked={allChecked}
              ref={(box) => {
                if (box) box.indeterminate = checked.length > 0 && !allChecked;
              }}
              onChange={(event) => handleCheckAll(event.target.checked)}
            />
            <label htmlFor={selectAllId}>{t('selectAll')}</label>
            <span className="cart-toolbar__count">
              {t('selectedCount', { checked: checked.length, total: items.length })}
            </span>
          </div>
          <button
            type="button"
            className="button button--secondary button--small"
            aria-disabled={checked.length === 0 || undefined}
            onClick={handleDeleteChecked}
          >
            {t('deleteSelected')}
          </button>
        </div>
        {byBrand(items).map((group) => (
          <section key={group.id} className="cart-brand" aria-labelledby={`cart-brand-${group.id}`}>
            <h3 id={`cart-brand-${group.id}`} className="cart-brand__name">
              <Link to={`/brand/${group.id}/`}>{group.name}</Link>
            </h3>
            <ul className="cart-brand__items">
              {group.items.map((item) => (
                <CartItemRow
                  key={item.id}
                  item={item}
                  onCheck={(value) => handleCheck(item.id, value)}
                  onQuantity={(packs) => handleQuantity(item.id, packs)}
                  onDelete={() => void handleDelete([item.id], t('delete.0'))}
                />
              ))}
            </ul>
          </section>
        ))}
      </section>
      <aside className="cart-aside">
        <CartSummary items={items} isBuyer={isBuyer} />
        {isBuyer ? (
          <button
            type="button"
            className="button button--block"
            disabled={quotation.pending}
            aria-busy={quotation.pending}
            onClick={() => {
              if (checked.length === 0) toast.info(t('summary.noneChecked'));
              else void quotation.add({ productIds: checked.map((item) => item.product.id) });
            }}
          >
            {t('summary.addToQuotation')}
          </button>
        ) : (
          <NoMemberQuotationForm
            lines={checked.map((item) => ({ productId: item.product.id, quantity: item.quantity }))}
            hasSoldOut={checked.some((item) => !item.product.exist)}
            onSent={onSent}
          />
        )}
      </aside>
    </div>
  );
}

/** What is checked: products and units, and for a buyer the total at their prices. */
function CartSummary({ items, isBuyer }: { items: CartItem[]; isBuyer: boolean }) {
  const { t } = useTranslation('cart');
  const currency = useSession((s) => s.currency);
  const summary = checkedSummary(items);
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{t('summary.title')}</h2>
      <dl className="cart-summary__figures">
        <div>
          <dt>{t('summary.products')}</dt>
          <dd>{summary.products}</dd>
        </div>
        <div>
          <dt>{t('summary.units')}</dt>
          <dd>{summary.units.toLocaleString('en-US')}</dd>
        </div>
        {isBuyer && (
          <div className="cart-summary__total">
            <dt>{t('summary.total')}</dt>
            <dd>{formatMoney(summary.total?.amount ?? minor(0), summary.total?.currency ?? currency)}</dd>
          </div>
        )}
      </dl>
      {!isBuyer && <PricePrompt />}
    </section>
  );
}
