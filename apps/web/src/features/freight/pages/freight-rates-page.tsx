import type { FreightRateView } from '@hive/domain';
import {
  CURRENCIES,
  type Currency,
  FREIGHT_METHODS,
  type FreightMethod,
  formatMoney,
  minor,
  parseMoneyInput,
  toDecimalString,
} from '@hive/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Cell, TableHead } from '../../../components/console/cell';
import { ConsoleDialog, DialogActions } from '../../../components/console/console-dialog';
import { ConsoleMain } from '../../../components/console/console-main';
import { EditorActions, useEditorInView, useRecordEditor } from '../../../components/console/record-editor';
import { FormAlert } from '../../../components/form/form-alert';
import { useConsoleFormat } from '../../../hooks/use-console-format';
import { useForm } from '../../../hooks/use-form';
import { useOperator } from '../../../hooks/use-operator';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/query-client';
import { countriesQuery } from '../../../lib/reference-queries';
import { toast } from '../../../lib/toast-client';
import { freightRatesQuery, useRemoveFreightRate, useSaveFreightRate } from '../api/freight-queries';
import '../freight.css';

/**
 * The freight rates: one per destination country, method and currency, each a price per kilogram of chargeable
 * weight, per cubic metre and a minimum. Every operator reads them; admins add, change and remove them.
 */
export function FreightRatesPage() {
  const { t } = useTranslation('console-freight');
  const admin = useOperator().role === 'admin';
  const rates = useQuery(freightRatesQuery());
  const editor = useRecordEditor<FreightRateView>();
  const [removing, setRemoving] = useState<FreightRateView>();
  const rows = rates.data ?? [];
  return (
    <ConsoleMain title={t('title')} lead={t('lead')} actions={admin && editor.newButton(t('add'))}>
      {editor.form((rate, onDone) => (
        <RateForm rate={rate} onDone={onDone} />
      ))}
      {removing && <RemoveDialog rate={removing} onClose={() => setRemoving(undefined)} />}
      <FormAlert className="console-alert" message={rates.isError ? errorMessage(rates.error) : ''} />
      <section className="console-card console-card--flush" aria-label={t('title')} aria-busy={rates.isFetching}>
        {rates.isPending && <p className="console-empty">{t('loading')}</p>}
        {rates.isSuccess && rows.length === 0 && <p className="console-empty">{t('empty')}</p>}
        {rows.length > 0 && <RatesTable rates={rows} admin={admin} onEdit={editor.editButton} onRemove={setRemoving} />}
      </section>
    </ConsoleMain>
  );
}

/** The rates, a row each; an admin's rows carry their edit and remove buttons. */
function RatesTable({
  rates,
  admin,
  onEdit,
  onRemove,
}: {
  rates: FreightRateView[];
  admin: boolean;
  onEdit: ReturnType<typeof useRecordEditor<FreightRateView>>['editButton'];
  onRemove: (rate: FreightRateView) => void;
}) {
  const { t } = useTranslation('console-freight');
  const format = useConsoleFormat();
  const money = (rate: FreightRateView, amount: number) => formatMoney(minor(amount), rate.currency);
  const columns = ['country', 'method', 'perKg', 'perCbm', 'minimum', 'updated', ...(admin ? ['actions'] : [])].map(
    (key) => t(`columns.${key}`),
  );
  return (
    <div className="console-table-wrap">
      <table className="console-table console-table--cards">
        <TableHead
          columns={columns.map((label, index) => ({
            label,
            className: index >= 2 && index <= 4 ? 'console-num' : undefined,
          }))}
        />
        <tbody>
          {rates.map((rate) => (
            <tr key={rate.id}>
              <Cell label={columns[0]!}>
                <span className="console-strong">{rate.countryName}</span>
                <span className="console-sub">{rate.country}</span>
              </Cell>
              <Cell label={columns[1]!}>
                {t(`methods.${rate.method}`)} · {rate.currency}
              </Cell>
              <Cell label={columns[2]!} className="console-num">
                {money(rate, rate.perKg)}
              </Cell>
              <Cell label={columns[3]!} className="console-num">
                {money(rate, rate.perCbm)}
              </Cell>
              <Cell label={columns[4]!} className="console-num">
                {money(rate, rate.minimum)}
              </Cell>
              <Cell label={columns[5]!}>
                <time dateTime={rate.updatedAt}>{format.dateTime(rate.updatedAt)}</time>
              </Cell>
              {admin && (
                <Cell label={columns[6]!}>
                  <span className="fr-actions">
                    {onEdit(
                      rate,
                      t('edit'),
                      t('editOne', { country: rate.countryName, method: t(`methods.${rate.method}`) }),
                    )}
                    <button
                      type="button"
                      className="console-button console-button--ghost"
                      aria-label={t('removeOne', {
                        country: rate.countryName,
                        method: t(`methods.${rate.method}`),
                      })}
                      onClick={() => onRemove(rate)}
                    >
                      {t('remove')}
                    </button>
                  </span>
                </Cell>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Values = {
  country: string;
  method: FreightMethod;
  currency: Currency;
  perKg: string;
  perCbm: string;
  minimum: string;
};
const AMOUNTS = ['perKg', 'perCbm', 'minimum'] as const;

/** Adds a rate or changes one; amounts are typed in the currency's units, as the console shows them. */
function RateForm({ rate, onDone }: { rate?: FreightRateView; onDone: () => void }) {
  const { t } = useTranslation('console-freight');
  const { data: countries = [] } = useQuery(countriesQuery());
  const save = useSaveFreightRate(rate?.id);
  const amount = (value: number | undefined, currency: Currency) =>
    value === undefined ? '' : toDecimalString(minor(value), currency);
  const form = useForm({
    t,
    initial: (): Values => ({
      country: rate?.country ?? '',
      method: rate?.method ?? 'SEA',
      currency: rate?.currency ?? 'USD',
      perKg: amount(rate?.perKg, rate?.currency ?? 'USD'),
      perCbm: amount(rate?.perCbm, rate?.currency ?? 'USD'),
      minimum: amount(rate?.minimum, rate?.currency ?? 'USD'),
    }),
    schema: (schemas) => schemas.freightRateBody,
    // An amount that cannot be read goes as -1: the contract refuses it, and the form says why in its words.
    body: (values) => ({
      ...values,
      ...Object.fromEntries(AMOUNTS.map((key) => [key, parseMoneyInput(values[key], values.currency) ?? -1])),
    }),
    refine: (values, found) => {
      for (const key of AMOUNTS)
        if (found[key] || parseMoneyInput(values[key], values.currency) === null)
          found[key] = t(`problems.amount.${values.currency}`);
      if (found.country) found.country = t('problems.country');
      return found;
    },
    errorTexts: 'form',
    submit: async (body, { key }) => {
      await save.mutateAsync({ body, key });
      toast.info(rate ? t('saved') : t('added'));
      onDone();
    },
  });
  useEditorInView(form.formRef);
  const { errors } = form;
  const field = (name: keyof Values, control: (id: string, invalid: boolean) => React.ReactNode) => {
    const id = `fr-${name}`;
    return (
      <div className="console-field">
        <label htmlFor={id}>{t(`fields.${name}`)}</label>
        {control(id, Boolean(errors[name]))}
        {errors[name] && (
          <p id={`${id}-error`} className="fr-error">
            {errors[name]}
          </p>
        )}
      </div>
    );
  };
  const described = (id: string, invalid: boolean) =>
    invalid ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
  return (
    <form ref={form.formRef} className="console-card fr-form" onSubmit={form.handleSubmit} noValidate>
      <h2>{rate ? t('editTitle', { country: rate.countryName }) : t('add')}</h2>
      <div className="fr-grid">
        {field('country', (id, invalid) => (
          <select id={id} {...described(id, invalid)} {...form.bind('country')}>
            <option value="">{t('chooseCountry')}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        ))}
        {field('method', (id, invalid) => (
          <select id={id} {...described(id, invalid)} {...form.bind('method')}>
            {FREIGHT_METHODS.map((method) => (
              <option key={method} value={method}>
                {t(`methods.${method}`)}
              </option>
            ))}
          </select>
        ))}
        {field('currency', (id, invalid) => (
          <select id={id} {...described(id, invalid)} {...form.bind('currency')}>
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        ))}
        {AMOUNTS.map((key) =>
          field(key, (id, invalid) => (
            <input
              id={id}
              inputMode="decimal"
              autoComplete="off"
              maxLength={16}
              {...described(id, invalid)}
              {...form.bind(key)}
            />
          )),
        )}
      </div>
      <p className="console-muted">{t('hint')}</p>
      <FormAlert className="console-alert" message={form.failure} />
      <EditorActions busy={form.busy} save={t('save')} saving={t('saving')} cancel={t('cancel')} onDone={onDone} />
    </form>
  );
}

function RemoveDialog({ rate, onClose }: { rate: FreightRateView; onClose: () => void }) {
  const { t } = useTranslation('console-freight');
  const remove = useRemoveFreightRate();
  const [problem, setProblem] = useState<string>();
  const method = t(`methods.${rate.method}`);
  return (
    <ConsoleDialog title={t('removeTitle', { country: rate.countryName, method })} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          remove.mutate(rate.id, {
            onSuccess: () => {
              toast.info(t('removed'));
              onClose();
            },
            onError: (error) => setProblem(errorMessage(error)),
          });
        }}
      >
        <p>{t('removeLead', { country: rate.countryName, method, currency: rate.currency })}</p>
        <FormAlert className="console-alert" message={problem} />
        <DialogActions
          busy={remove.isPending}
          submit={t('remove')}
          working={t('removing')}
          cancel={t('cancel')}
          danger
          onClose={onClose}
        />
      </form>
    </ConsoleDialog>
  );
}
