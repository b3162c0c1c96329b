import type { Currency, OrderPreview } from '@hive/domain';
import { lineSubtotal, minor } from '@hive/domain/rules';
import { Link } from 'react-router';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { useQuotationFormat } from '../../../hooks/use-quotation-format';
import { useTranslation } from '../../../i18n/react';
import type { OrderLine } from '../order-rules';

type Props = {
  line: OrderLine;
  /** The line as the server priced it; not yet there for a line just added. */
  priced: OrderPreview['lines'][number] | undefined;
  currency: Currency;
  /** An accepted offer's line: its quantity is the offer's. */
  fixed: boolean;
  onQuantity: (packs: number) => void;
  onRemove: () => void;
};

/** A line of the order form: the product, its price, its stock, packs × MOQ, its subtotal; changed or taken out. */
export function OrderLineRow({ line, priced, currency, fixed, onQuantity, onRemove }: Props) {
  const { t } = useTranslation('order');
  const format = useQuotationFormat();
  const name = priced?.name ?? t('form.lineLoading');
  const units = priced ? priced.moq * line.qty : undefined;
  const short = priced?.stock !== null && priced?.stock !== undefined && units !== undefined && priced.stock < units;
  return (
    <li className={`order-line${priced && !priced.exist ? ' order-line--out' : ''}`} aria-busy={!priced || undefined}>
      {priced ? (
        <img src={priced.image} alt="" width="64" height="64" loading="lazy" />
      ) : (
        <span className="order-line__image" />
      )}
      <div className="order-line__info">
        {priced ? (
          <Link to={`/product/${line.productId}/`} className="order-line__name">
            {name}
          </Link>
        ) : (
          <span className="order-line__name">{name}</span>
        )}
        {priced && (
          <span className="rec-sub">
            {priced.brand.name} ·{' '}
            {t('form.lineFacts', { sku: priced.sku, moq: priced.moq, price: format.money(priced.unitPrice, currency) })}
          </span>
        )}
        {priced && !priced.exist && (
          <span className="order-line__flag">{t(priced.withdrawn ? 'form.withdrawn' : 'form.soldOut')}</span>
        )}
        {priced?.stock !== null && priced?.stock !== undefined && (
          <span className={short ? 'order-line__flag' : 'order-line__stock'}>
            {short ? t('form.stockShort', { count: priced.stock }) : t('form.stock', { count: priced.stock })}
          </span>
        )}
      </div>
      <div className="order-line__quantity">
        {fixed ? (
          <span>{t('form.packs', { count: line.qty, units: format.number(units ?? 0) })}</span>
        ) : (
          <QuantityStepper value={line.qty} onChange={onQuantity} moq={priced?.moq} name={name} />
        )}
      </div>
      <strong className="order-line__subtotal">
        {/* Drawn from this line's own quantity at once, before the server's summary catches up. */}
        {priced ? format.money(lineSubtotal(minor(priced.unitPrice), priced.moq, line.qty), currency) : '—'}
      </strong>
      {!fixed && (
        <button
          type="button"
          className="icon-button order-line__remove"
          aria-label={t('form.remove', { name })}
          onClick={onRemove}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </li>
  );
}
