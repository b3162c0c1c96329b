import type { OrderPreview } from '@hive/domain';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../lib/session-store';
import type { OrderLine } from '../order-rules';
import { OrderLineRow } from './order-line-row';

type Props = {
  lines: readonly OrderLine[];
  preview: OrderPreview | undefined;
  fixed: boolean;
  onQuantity: (productId: number, packs: number) => void;
  onRemove: (productId: number) => void;
};

/** The products the order holds, as the server prices them. */
export function OrderLines({ lines, preview, fixed, onQuantity, onRemove }: Props) {
  const { t } = useTranslation('order');
  const currency = useSession((s) => s.currency);
  const priced = new Map(preview?.lines.map((line) => [line.productId, line]));
  return (
    <section className="form-section order-lines" aria-labelledby="order-lines-title">
      <h2 id="order-lines-title" className="order-form__title">
        {t('form.lines', { count: lines.length })}
      </h2>
      {lines.length === 0 ? (
        <p className="order-hint">{t('form.noLines')}</p>
      ) : (
        <ul className="order-lines__list">
          {lines.map((line) => (
            <OrderLineRow
              key={line.productId}
              line={line}
              priced={priced.get(line.productId)}
              currency={preview?.currency ?? currency}
              fixed={fixed}
              onQuantity={(packs) => onQuantity(line.productId, packs)}
              onRemove={() => onRemove(line.productId)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
