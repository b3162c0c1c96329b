import type { CartItem, NoMemberQuotationResult } from '@hive/domain';
import { formatMoney, isChoosable, lineSubtotal, minor } from '@hive/domain/rules';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { byBrand } from '../../../components/line-list/by-brand';
import { LineGroups } from '../../../components/line-list/line-groups';
import { LineItem } from '../../../components/line-list/line-item';
import { LineToolbar } from '../../../components/line-list/line-toolbar';
import { PageMeta } from '../../../components/page-meta';
import { PricePrompt } from '../../../components/price-prompt';
import { RequireMemberMay } from '../../../components/require-member-may';
import { useDelayedSaves } from '../../../hooks/use-delayed-saves';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast-client';
import { cartQuery, deleteCartItems, editCart, patchCachedCart, refreshCart } from '../api/cart-queries';
import { useMoveToQuotation } from '../api/use-cart-actions';
import { checkedSummary } from '../cart-rules';
import { NoMemberQuotationForm } from '../components/no-member-quotation-form';
import '../../../components/summary/summary-card.css';
import '../cart.css';
import { FormSuccess } from '../../../components/form/form-success';

/** A quantity is saved this long after the last step, so a run of clicks is one request. */
const SAVE_QUANTITY_AFTER_MS = 400;

export function CartPage() {
  return (
    <RequireMemberMay action="buy">
      <Cart />
    </RequireMemberMay>
  );
}

function Cart() {
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
        <FormSuccess className="cart-sent">
          <p>
            <strong>{t('noMember.sent', { number: sent.result.number })}</strong>
          </p>
          <p>{t('noMember.sentDetail', { count: sent.result.lines, email: sent.email })}</p>
        </FormSuccess>
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
  const checked = items.filter((item) => item.checked);
  const quotation = useMoveToQuotation();
  const navigate = useNavigate();

  // Failures show the usual error toast (the shared mutation cache); the list is then read again from the server.
  const edit = useMutation({ mutationFn: editCart, onError: () => void refreshCart() });
  const remove = useMutation({ mutationFn: deleteCartItems, onSettled: () => void refreshCart() });
  // Quantities wait for the last click; whatever still waits is saved when the page goes.
  const quantities = useDelayedSaves(
    (id: number, packs: number) => edit.mutate({ items: [{ id, quantity: packs }] }),
    SAVE_QUANTITY_AFTER_MS,
  );

  const patch = (change: (item: CartItem) => CartItem) => patchCachedCart(locale, (list) => list.map(change));

  const handleQuantity = (id: number, packs: number) => {
    patch((item) => (item.id === id ? { ...item, quantity: packs } : item));
    quantities.schedule(id, packs);
  };
  const handleCheck = (id: number, value: boolean) => {
    patch((item) => (item.id === id ? { ...item, checked: value } : item));
    edit.mutate({ items: [{ id, checked: value }] });
  };
  // A withdrawn product's line stays unchecked, as the server keeps it.
  const handleCheckAll = (value: boolean) => {
    patch((item) => ({ ...item, checked: value && isChoosable(item.product) }));
    edit.mutate({ checkAll: value });
  };
  const handleDelete = async (ids: number[], message: string) => {
    for (const id of ids) quantities.cancel(id);
    patchCachedCart(locale, (list) => list.filter((item) => !ids.includes(item.id)));
    await remove.mutateAsync(ids).then(
      () => toast.info(message),
      () => undefined,
    );
  };
  // The checked items' quantities still waiting to be saved are saved first: the server moves what it holds.
  const handleMove = async () => {
    if (checked.length === 0) return toast.info(t('summary.noneChecked'));
    const ids = new Set(checked.map((item) => item.id));
    const waiting = quantities.waitingIds().filter((id) => ids.has(id));
    for (const id of waiting) quantities.cancel(id);
    if (waiting.length > 0) {
      const saved = await editCart({
        items: checked.filter((item) => waiting.includes(item.id)).map(({ id, quantity }) => ({ id, quantity })),
      }).then(
        () => true,
        () => false,
      );
      if (!saved) return void refreshCart();
    }
    await quotation.move([...ids]);
  };
  // The order form takes the checked items with the quantities shown, as the basket hands them over.
  const handleOrder = () => {
    if (checked.length === 0) return toast.info(t('summary.noneChecked'));
    const products = checked.map((item) => ({ productId: item.product.id, qty: item.quantity }));
    navigate('/order-now', { state: { products } });
  };
  // Deleting the selected items does nothing unless one is checked (docs/product.md §5).
  const handleDeleteChecked = () => {
    if (checked.length > 0)
      void handleDelete(
        checked.map((item) => item.id),
        t('delete.1'),
      );
  };

  return (
    <div className="summary-layout">
      <section className="cart-list" aria-labelledby="cart-list-title">
        <h2 id="cart-list-title" className="visually-hidden">
          {t('listTitle')}
        </h2>
        <LineToolbar
          namespace="cart"
          checked={checked.length}
          total={items.filter((item) => isChoosable(item.product)).length}
          onCheckAll={handleCheckAll}
          onDeleteChecked={handleDeleteChecked}
        />
        <LineGroups namespace="cart" groups={byBrand(items)}>
          {(item) => (
            <LineItem
              key={item.id}
              namespace="cart"
              product={item.product}
              className={`cart-item${item.product.price ? ' cart-item--priced' : ''}`}
              imageSize={72}
              checked={item.checked}
              onCheck={(value) => handleCheck(item.id, value)}
              unchoosable={!isChoosable(item.product)}
              quantity={item.quantity}
              onQuantity={(packs) => handleQuantity(item.id, packs)}
              stepperUnits
              onRemove={() => void handleDelete([item.id], t('delete.0'))}
              note={
                <>
                  {!item.product.exist && (
                    <span className="badge badge--dark">
                      {t(item.product.withdrawn ? 'item.withdrawn' : 'item.soldOut')}
                    </span>
                  )}
                  {item.inBasket && (
                    <Link to="/quotation/" className="line-also">
                      {t('item.alsoInBasket')}
                    </Link>
                  )}
                </>
              }
              money={<LineMoney item={item} />}
            />
          )}
        </LineGroups>
      </section>
      <aside className="summary-layout__aside cart-aside">
        <CartSummary items={items} isBuyer={isBuyer} />
        {isBuyer ? (
          <div className="cart-actions">
            <button
              type="button"
              className="button button--block"
              disabled={quotation.pending}
              aria-busy={quotation.pending}
              onClick={() => void handleMove()}
            >
              {t('summary.moveToQuotation')}
            </button>
            <button type="button" className="button button--secondary button--block" onClick={handleOrder}>
              {t('summary.orderNow')}
            </button>
            <p className="summary-card__hint">{t('summary.moveHint')}</p>
          </div>
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

/** A buyer's prices of one line: the unit price at their grade and the line's subtotal. A visitor sees none. */
function LineMoney({ item }: { item: CartItem }) {
  const { t } = useTranslation('cart');
  const { price, moq } = item.product;
  if (!price) return null;
  const money = (amount: number) => formatMoney(minor(amount), price.currency);
  return (
    <dl className="cart-item__money">
      <div>
        <dt>{t('item.unitPrice')}</dt>
        <dd>{money(price.unitPrice)}</dd>
      </div>
      <div className="cart-item__subtotal">
        <dt>{t('item.subtotal')}</dt>
        <dd>{money(lineSubtotal(minor(price.unitPrice), moq, item.quantity))}</dd>
      </div>
    </dl>
  );
}

/** What is checked: products and units, and for a buyer the total at their prices. */
function CartSummary({ items, isBuyer }: { items: CartItem[]; isBuyer: boolean }) {
  const { t } = useTranslation('cart');
  const currency = useSession((s) => s.currency);
  const summary = checkedSummary(items);
  return (
    <section className="summary-card cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{t('summary.title')}</h2>
      <dl className="summary-card__figures">
        <div>
          <dt>{t('summary.products')}</dt>
          <dd>{summary.products}</dd>
        </div>
        <div>
          <dt>{t('summary.units')}</dt>
          <dd>{summary.units.toLocaleString('en-US')}</dd>
        </div>
        {isBuyer && (
          <div className="summary-card__total">
            <dt>{t('summary.total')}</dt>
            <dd>{formatMoney(summary.total?.amount ?? minor(0), summary.total?.currency ?? currency)}</dd>
          </div>
        )}
      </dl>
      {!isBuyer && <PricePrompt />}
    </section>
  );
}
