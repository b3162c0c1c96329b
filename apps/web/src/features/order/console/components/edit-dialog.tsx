import { COST_FIELDS, INCOTERM_RULES } from '@hive/domain/rules';
import type { FieldErrors } from '../../../../components/form/form-errors';
import { useForm } from '../../../../hooks/use-form';
import { useQuotationFormat } from '../../../../hooks/use-quotation-format';
import { useTranslation } from '../../../../i18n/react';
import { type EditValues, editRequest, editStart } from '../order-edit';
import { ActionDialog, DialogField, type DialogProps } from './action-dialog';

/** The fields whose problem names them. */
const AMOUNT_FIELDS: readonly string[] = [...COST_FIELDS, 'discount'];

/**
 * Editing a placed order before confirming it: each line's packs (down to one, or removed), the costs its incoterm puts
 * on the seller (the freight quoted where no rate applied), a discount off the goods, and the reason the buyer reads
 * in the e-mail. The new total follows every keystroke; saving issues the PO again.
 */
export function EditDialog({ order, onSubmit, onClose }: DialogProps) {
  const { t } = useTranslation('console-orders');
  const { t: consoleT } = useTranslation('console');
  const format = useQuotationFormat();
  const rule = INCOTERM_RULES[order.incoterm];
  const money = (amount: number) => format.money(amount, order.currency);
  const form = useForm({
    t: consoleT,
    initial: () => editStart(order),
    schema: (s) => s.editOrderBody,
    body: (values: EditValues) => editRequest(order, values).body,
    // The dialog's own rules first, each worded for its field; the contract's findings only once they hold.
    refine: (values, found) => {
      const { problems } = editRequest(order, values);
      const texts: FieldErrors = {};
      for (const [field, problem] of Object.entries(problems))
        texts[field] = t(`actions.edit.problems.${problem}`, {
          field: AMOUNT_FIELDS.includes(field) ? t(`amounts.${field}`) : '',
          max: order.lines.find((line) => `qty-${line.productId}` === field)?.quantity ?? 1,
          currency: order.currency,
          incoterm: order.incoterm,
        });
      return Object.keys(texts).length > 0 ? texts : found;
    },
    submit: (body) => onSubmit({ kind: 'edit', body }),
  });
  const { values, errors } = form;
  const { goods, total } = editRequest(order, values);
  const setLine = (productId: number, patch: Partial<EditValues['lines'][number]>) =>
    form.setValues((current) => ({
      ...current,
      lines: current.lines.map((line) => (line.productId === productId ? { ...line, ...patch } : line)),
    }));

  return (
    <ActionDialog kind="edit" order={order} form={form} onClose={onClose} wide>
      <fieldset className="co-edit-lines">
        <legend>{t('actions.edit.lines')}</legend>
        <ul>
          {order.lines.map((line) => {
            const value = values.lines.find((item) => item.productId === line.productId)!;
            return (
              <li
                key={line.productId}
                className={value.removed ? 'co-edit-line co-edit-line--removed' : 'co-edit-line'}
              >
                <span className="co-edit-line__product">
                  <span className="console-mono">{line.sku}</span>
                  <span className="console-sub">{line.name}</span>
                </span>
                <label className="co-edit-line__packs">
                  <span className="console-sub">{t('actions.edit.packsOf', { max: line.quantity })}</span>
                  <input
                    className="co-input--short console-num"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={line.quantity}
                    step={1}
                    disabled={value.removed}
                    aria-label={t('actions.edit.quantityOf', { sku: line.sku })}
                    aria-invalid={errors[`qty-${line.productId}`] ? true : undefined}
                    value={value.quantity}
                    onChange={(event) => setLine(line.productId, { quantity: event.target.value })}
                  />
                </label>
                <label className="co-edit-line__remove">
                  <input
                    type="checkbox"
                    checked={value.removed}
                    onChange={(event) => setLine(line.productId, { removed: event.target.checked })}
                  />
                  <span>{t('actions.edit.remove')}</span>
                  <span className="visually-hidden"> {line.sku}</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="co-grid">
        {COST_FIELDS.filter((field) => rule[field]).map((field) => (
          <DialogField
            key={field}
            label={t(`actions.edit.${field}`, { currency: order.currency })}
            hint={field === 'freight' && order.freight === null ? t('actions.edit.freightHint') : undefined}
          >
            {(id) => (
              <input
                id={id}
                inputMode={order.currency === 'USD' ? 'decimal' : 'numeric'}
                autoComplete="off"
                {...form.bind(field)}
              />
            )}
          </DialogField>
        ))}
        <DialogField label={t('actions.edit.discount', { currency: order.currency })}>
          {(id) => (
            <input
              id={id}
              inputMode={order.currency === 'USD' ? 'decimal' : 'numeric'}
              autoComplete="off"
              {...form.bind('discount')}
            />
          )}
        </DialogField>
      </div>
      <dl className="co-installments" aria-live="polite">
        <div className="co-installments__row">
          <dt>{t('amounts.goods')}</dt>
          <dd>{money(goods)}</dd>
        </div>
        <div className="co-installments__row">
          <dt>{t('actions.edit.newTotal')}</dt>
          <dd>{money(total)}</dd>
        </div>
      </dl>
      <DialogField label={t('actions.edit.reason')} hint={t('actions.edit.reasonHint')}>
        {(id) => <textarea id={id} rows={3} maxLength={1000} required {...form.bind('reason')} />}
      </DialogField>
    </ActionDialog>
  );
}
