import type { QuotationRequestDetailsInput, QuotationRequestInput } from '@hive/domain';
import {
  DEFAULT_INCOTERM,
  INCOTERMS,
  isTargetDateAllowed,
  marketplaceDate,
  REQUEST_NOTE_MAX,
  REQUEST_PORT_MAX,
  TARGET_DATE_MAX_DAYS,
} from '@hive/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { CountryField } from '../../../components/form/country-field';
import { Field } from '../../../components/form/field';
import { TextField } from '../../../components/form/text-field';
import { FormDialog } from '../../../components/form-dialog';
import { useForm } from '../../../hooks/use-form';
import { useTranslation } from '../../../i18n/react';
import { countriesQuery } from '../../../lib/reference-queries';

type Values = {
  destinationCountryId: number | undefined;
  destinationPort: string;
  incoterm: string;
  targetDate: string;
  note: string;
};

type Props = {
  /** The checked lines, as the request sends them. */
  requestProducts: QuotationRequestInput['requestProducts'];
  /** The details the buyer gave last (kept by the page while it lives), to start from. */
  initial: Values | undefined;
  /** Sends the request with its submission key; a refusal is shown in the dialog, which stays open. */
  onSend: (body: QuotationRequestInput, key: string, values: Values) => Promise<unknown>;
  onClose: () => void;
};

export type RequestDetailsValues = Values;

const blank: Values = {
  destinationCountryId: undefined,
  destinationPort: '',
  incoterm: DEFAULT_INCOTERM,
  targetDate: '',
  note: '',
};

const detailsOf = (values: Values): QuotationRequestDetailsInput => ({
  destinationCountryId: values.destinationCountryId as number,
  destinationPort: values.destinationPort,
  incoterm: values.incoterm as QuotationRequestDetailsInput['incoterm'],
  ...(values.targetDate ? { targetDate: values.targetDate } : {}),
  note: values.note,
});

/**
 * The one step before a member's request goes (PRODUCT.md): where the goods go (country, port or place), the preferred
 * incoterm, a target date and a note. Checked with the request's own schema, the date against the marketplace's
 * calendar as the server checks it; a double click sends one request (the form's submission key).
 */
export function RequestDetailsDialog({ requestProducts, initial, onSend, onClose }: Props) {
  const { t } = useTranslation(['basket', 'order', 'account'], { nsMode: 'fallback' });
  const { data: countries = [] } = useQuery(countriesQuery());
  const now = new Date();
  const today = marketplaceDate(now);
  const latest = marketplaceDate(new Date(now.getTime() + TARGET_DATE_MAX_DAYS * 86_400_000));

  const form = useForm({
    t,
    initial: initial ?? blank,
    schema: (s) => s.quotationRequestBody,
    body: (values) => ({ requestProducts, details: detailsOf(values) }),
    refine: (values, found) =>
      values.targetDate && !isTargetDateAllowed(values.targetDate, new Date())
        ? { ...found, 'details.targetDate': t('details.datePast') }
        : found,
    errorTexts: 'request',
    submit: (data, { key, values }) => onSend(data, key, values),
  });
  const { values, set, errors } = form;

  return (
    <FormDialog
      title={t('details.title')}
      className="request-details"
      form={form}
      submit={t('details.send')}
      working={t('request.sending')}
      back={t('details.back')}
      onClose={onClose}
    >
      <p className="field__hint">{t('details.lead', { count: requestProducts.length })}</p>
      <CountryField
        label={t('details.country')}
        error={errors['details.destinationCountryId']}
        countries={countries}
        value={values.destinationCountryId}
        onChange={(id) => set('destinationCountryId')(id)}
      />
      <TextField
        label={t('details.port')}
        error={errors['details.destinationPort']}
        hint={t('details.portHint')}
        maxLength={REQUEST_PORT_MAX}
        value={values.destinationPort}
        onChange={set('destinationPort')}
      />
      <div className="request-details__row">
        <Field label={t('details.incoterm')} error={errors['details.incoterm']}>
          {(control) => (
            <select {...control} value={values.incoterm} onChange={(event) => set('incoterm')(event.target.value)}>
              {INCOTERMS.map((code) => (
                <option key={code} value={code}>
                  {code} · {t(`order:incoterms.${code}.name`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label={t('details.date')}
          error={errors['details.targetDate']}
          type="date"
          min={today}
          max={latest}
          value={values.targetDate}
          onChange={set('targetDate')}
        />
      </div>
      <TextField
        label={t('details.note')}
        error={errors['details.note']}
        hint={t('details.noteHint')}
        rows={3}
        maxLength={REQUEST_NOTE_MAX}
        value={values.note}
        onChange={set('note')}
      />
    </FormDialog>
  );
}
