import { PAYMENT_METHODS } from '@hive/domain/schemas';
import { TextField } from '../../../components/form/text-field';
import { useTranslation } from '../../../i18n/react';
import type { OrderFormState } from './form-state';

/** How the buyer pays (bank transfer, terms set at confirmation), their own PO number and a memo to the team. */
export function PaymentFieldset({ values, errors, update }: OrderFormState) {
  const { t } = useTranslation('order');
  return (
    <fieldset className="form-section">
      <legend>{t('form.payment')}</legend>
      <div className="payment-methods" role="radiogroup" aria-label={t('fields.paymentMethod')}>
        {PAYMENT_METHODS.map((method) => (
          <label key={method} className="ship-to__option ship-to__option--chosen">
            <input
              type="radio"
              name="paymentMethod"
              checked={values.paymentMethod === method}
              onChange={() => update('paymentMethod', method)}
            />
            <span>
              <strong>{t(`payment.${method}`)}</strong>
              <span className="rec-sub">{t('form.paymentHint')}</span>
            </span>
          </label>
        ))}
      </div>
      <div className="form-grid">
        <TextField
          label={t('fields.poNumber')}
          error={errors.poNumber}
          hint={t('form.poNumberHint')}
          maxLength={50}
          value={values.poNumber}
          onChange={(value) => update('poNumber', value)}
        />
        <TextField
          label={t('fields.memo')}
          error={errors.memo}
          className="form-grid__wide"
          rows={3}
          maxLength={2000}
          value={values.memo}
          onChange={(value) => update('memo', value)}
        />
      </div>
    </fieldset>
  );
}
