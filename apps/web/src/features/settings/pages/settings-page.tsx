import type { ConsoleSettings } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { ConsoleMain } from '../../../components/console/console-main';
import { FormAlert } from '../../../components/form/form-alert';
import type { FieldErrors } from '../../../components/form/form-errors';
import { useConsoleFormat } from '../../../hooks/use-console-format';
import { useForm } from '../../../hooks/use-form';
import { useOperator } from '../../../hooks/use-operator';
import { useTranslation } from '../../../i18n/react';
import { isForbidden } from '../../../lib/console-client';
import { errorMessage } from '../../../lib/query-client';
import { toast } from '../../../lib/toast-client';
import { settingsQuery, useSaveSettings } from '../api/settings-queries';
import { SettingsField } from '../components/settings-field';
import { bodyOf, parseDays, parsePercentInput, type SettingsValues, valuesOf } from '../components/settings-values';
import '../settings.css';

/** The operators' settings: admins change them; staff are told the page is not theirs, nothing is read. */
export function SettingsPage() {
  const { t } = useTranslation('console-settings');
  const operator = useOperator();
  const isAdmin = operator.role === 'admin';
  const settings = useQuery({ ...settingsQuery(), enabled: isAdmin });

  let body: ReactNode;
  if (!isAdmin || (settings.isError && isForbidden(settings.error)))
    body = (
      <div className="console-callout console-callout--suspended" role="alert">
        {t('adminsOnly')}
      </div>
    );
  else if (settings.isError) body = <FormAlert className="console-alert" message={errorMessage(settings.error)} />;
  else if (!settings.data) body = <p className="console-muted">{t('loading')}</p>;
  // A save gives a new version: the form starts again from what was saved.
  else body = <SettingsForm key={settings.data.updatedAt} settings={settings.data} />;

  return (
    <ConsoleMain title={t('title')} lead={t('lead')}>
      {body}
    </ConsoleMain>
  );
}

type TextField = Exclude<keyof SettingsValues, 'grades' | 'staffApprovalGrade'>;

function SettingsForm({ settings }: { settings: ConsoleSettings }) {
  const { t } = useTranslation('console-settings');
  const format = useConsoleFormat();
  const save = useSaveSettings();
  const form = useForm({
    t,
    initial: () => valuesOf(settings),
    schema: (schemas) => schemas.consoleSettingsBody,
    body: (values) => bodyOf(values, settings.updatedAt),
    // What the contract cannot say in the form's words: an amount, a rate or a count that is not a number.
    refine: (values, errors) => {
      const found: FieldErrors = { ...errors };
      if (errors.minOrderUsd) found.minOrderUsd = t('problems.amount.USD');
      if (errors.minOrderKrw) found.minOrderKrw = t('problems.amount.KRW');
      if (errors.sellerRegistrationNo) found.sellerRegistrationNo = t('problems.registrationNo');
      if (errors.bankAccountName && values.bankAccountName.trim() !== '')
        found.bankAccountName = t('problems.accountHolder');
      if (errors.insuranceRateBp || parsePercentInput(values.insuranceRateBp) === null)
        found.insuranceRateBp = t('problems.discount');
      if (errors.orderPaymentDays || parseDays(values.orderPaymentDays) === null)
        found.orderPaymentDays = t('problems.days');
      if (errors.claimWindowDays || parseDays(values.claimWindowDays) === null)
        found.claimWindowDays = t('problems.claimDays');
      values.grades.forEach((grade, index) => {
        if (parsePercentInput(grade.discount) === null) found[`grades.${index}.discountBp`] = t('problems.discount');
      });
      return found;
    },
    errorTexts: 'save',
    submit: async (body) => {
      await save.mutateAsync(body);
      toast.info(t('save.done'));
    },
  });
  const { errors } = form;
  const field = (name: TextField, extra: Partial<ComponentProps<typeof SettingsField>> = {}) => (
    <SettingsField label={t(`fields.${name}`)} error={errors[name]} {...extra} {...form.bind(name)} />
  );
  const setGrade = (index: number, change: Partial<SettingsValues['grades'][number]>) =>
    form.set('grades')(form.values.grades.map((grade, at) => (at === index ? { ...grade, ...change } : grade)));

  return (
    <form ref={form.formRef} className="settings-form" onSubmit={form.handleSubmit} noValidate>
      <Section id="settings-minimum" title={t('sections.minimum')} lead={t('leads.minimum')}>
        <div className="settings-form__row">
          {field('minOrderUsd', { prefix: '$', inputMode: 'decimal', autoComplete: 'off', maxLength: 16 })}
          {field('minOrderKrw', { prefix: '₩', inputMode: 'numeric', autoComplete: 'off', maxLength: 16 })}
        </div>
      </Section>

      <Section id="settings-grades" title={t('sections.grades')} lead={t('leads.grades')}>
        <ul className="settings-grades">
          {form.values.grades.map((grade, index) => (
            <li key={grade.id} className="settings-grades__row">
              <span className="settings-grades__id">{t('gradeId', { id: grade.id })}</span>
              <SettingsField
                label={t('gradeName', { id: grade.id })}
                error={errors[`grades.${index}.name`]}
                value={grade.name}
                maxLength={40}
                autoComplete="off"
                onChange={(event) => setGrade(index, { name: event.target.value })}
              />
              <SettingsField
                label={t('gradeDiscount', { id: grade.id })}
                error={errors[`grades.${index}.discountBp`]}
                value={grade.discount}
                suffix="%"
                inputMode="decimal"
                autoComplete="off"
                maxLength={6}
                className="settings-field--short"
                onChange={(event) => setGrade(index, { discount: event.target.value })}
              />
            </li>
          ))}
        </ul>
        <div className="console-field settings-field">
          <label htmlFor="settings-staff-grade">{t('fields.staffApprovalGrade')}</label>
          <div className="settings-field__box">
            <select id="settings-staff-grade" {...form.bind('staffApprovalGrade')}>
              {form.values.grades.map((grade) => (
                <option key={grade.id} value={grade.id}>
                  {t('staffGradeOption', { id: grade.id })} · {grade.name}
                </option>
              ))}
            </select>
          </div>
        </div>
      </Section>

      <Section id="settings-contact" title={t('sections.contact')} lead={t('leads.contact')}>
        <div className="settings-form__row">
          {field('contactPhone', { inputMode: 'tel', autoComplete: 'off', maxLength: 30 })}
          {field('contactEmail', { inputMode: 'email', autoComplete: 'off', maxLength: 254 })}
        </div>
        {field('hqAddress', { maxLength: 300, autoComplete: 'off' })}
        {field('fulfilmentAddress', { maxLength: 300, autoComplete: 'off' })}
      </Section>

      <Section id="settings-documents" title={t('sections.documents')} lead={t('leads.documents')}>
        <div className="settings-form__row">
          {field('sellerName', { maxLength: 200, autoComplete: 'off' })}
          {field('sellerNameKo', { maxLength: 200, autoComplete: 'off', lang: 'ko' })}
        </div>
        <div className="settings-form__row">
          {field('sellerRegistrationNo', { maxLength: 12, autoComplete: 'off', hint: t('hints.sellerRegistrationNo') })}
          {field('sellerCustomsCode', { maxLength: 20, autoComplete: 'off' })}
        </div>
        {field('sellerRepresentative', { maxLength: 100, autoComplete: 'off' })}
        <div className="settings-form__row">
          {field('bankName', { maxLength: 200, autoComplete: 'off' })}
          {field('bankAccountName', { maxLength: 200, autoComplete: 'off' })}
        </div>
        <div className="settings-form__row">
          {field('bankAccountNumber', { maxLength: 40, autoComplete: 'off' })}
          {field('bankSwift', { maxLength: 11, autoComplete: 'off', hint: t('hints.bankSwift') })}
        </div>
        {field('bankAddress', { maxLength: 300, autoComplete: 'off' })}
      </Section>

      <Section id="settings-insurance" title={t('sections.insurance')} lead={t('leads.insurance')}>
        {field('insuranceRateBp', {
          suffix: '%',
          inputMode: 'decimal',
          autoComplete: 'off',
          maxLength: 6,
          className: 'settings-field--short',
        })}
      </Section>

      <Section id="settings-orders" title={t('sections.orders')} lead={t('leads.orders')}>
        {field('orderPaymentDays', {
          suffix: t('days'),
          inputMode: 'numeric',
          autoComplete: 'off',
          maxLength: 3,
          className: 'settings-field--short',
        })}
      </Section>

      <Section id="settings-claims" title={t('sections.claims')} lead={t('leads.claims')}>
        {field('claimWindowDays', {
          suffix: t('days'),
          inputMode: 'numeric',
          autoComplete: 'off',
          maxLength: 2,
          className: 'settings-field--short',
        })}
      </Section>

      <div className="settings-form__foot">
        <FormAlert className="console-alert" message={form.failure} />
        <button type="submit" className="console-button console-button--primary" disabled={form.busy}>
          {form.busy ? t('save.working') : t('save.button')}
        </button>
        {settings.updatedAt && (
          <p className="console-muted">{t('save.last', { when: format.dateTime(settings.updatedAt) })}</p>
        )}
      </div>
    </form>
  );
}

function Section({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <section className="console-card settings-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="console-muted settings-section__lead">{lead}</p>
      {children}
    </section>
  );
}
