import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { QuantityStepper } from '../quantity-stepper';
import './line-list.css';

type Product = { id: number; name: string; image: string; sku: string; moq: number };

type Props = {
  /** The page's namespace, which holds the `item.*` texts (select, remove, sku, moq, units). */
  namespace: string;
  product: Product;
  /** The row's own class (its columns), with its state modifiers. */
  className: string;
  /** The picture's size in pixels. */
  imageSize: number;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  /** The line cannot be chosen (its product was withdrawn): its box is unchecked and disabled, its name no link. */
  unchoosable?: boolean;
  /** The quantity in MOQ packs. */
  quantity: number;
  onQuantity: (packs: number) => void;
  /** Shows the units the packs make beside the stepper. */
  stepperUnits?: boolean;
  onRemove: () => void;
  /** Right under the name (the Korean name). */
  nameNote?: ReactNode;
  /** Under the facts (a sold-out mark). */
  note?: ReactNode;
  /** More facts after the SKU and the MOQ (a unit price). */
  facts?: ReactNode;
  /** Under the stepper (the units of the line). */
  quantityNote?: ReactNode;
  /** The prices of the line, beside the quantity. */
  money?: ReactNode;
  /** Focus entering or leaving the row. */
  onFocusChange?: (focused: boolean) => void;
};

/**
 * One product of a list of lines (the cart, the quotation basket): its check box, picture, name, SKU and MOQ, the
 * quantity in packs, its prices and a button to remove it.
 */
export function LineItem(props: Props) {
  const { namespace, product, imageSize, onFocusChange } = props;
  const { t } = useTranslation(namespace);
  return (
    <li
      className={`line-item ${props.className}`}
      onFocus={onFocusChange && (() => onFocusChange(true))}
      onBlur={
        onFocusChange &&
        ((event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onFocusChange(false);
        })
      }
    >
      <input
        type="checkbox"
        className="line-item__check"
        checked={props.checked && !props.unchoosable}
        disabled={props.unchoosable}
        aria-label={t('item.select', { name: product.name })}
        onChange={(event) => props.onCheck(event.target.checked)}
      />
      <img
        className="line-item__image"
        src={product.image}
        alt=""
        width={imageSize}
        height={imageSize}
        loading="lazy"
      />
      <div className="line-item__info">
        {props.unchoosable ? (
          // A withdrawn product has no page any more.
          <span className="line-item__name">{product.name}</span>
        ) : (
          <Link to={`/product/${product.id}/`} className="line-item__name">
            {product.name}
          </Link>
        )}
        {props.nameNote}
        <dl className="line-item__facts fact-pairs">
          <div>
            <dt>{t('item.sku')}</dt>
            <dd>{product.sku}</dd>
          </div>
          <div>
            <dt>{t('item.moq')}</dt>
            <dd>{t('item.units', { count: product.moq })}</dd>
          </div>
          {props.facts}
        </dl>
        {props.note}
      </div>
      <div className="line-item__quantity">
        <QuantityStepper
          value={props.quantity}
          onChange={props.onQuantity}
          moq={props.stepperUnits ? product.moq : undefined}
          name={product.name}
        />
        {props.quantityNote}
      </div>
      {props.money}
      <button
        type="button"
        className="icon-button line-item__remove"
        aria-label={t('item.remove', { name: product.name })}
        onClick={props.onRemove}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}
