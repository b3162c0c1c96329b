import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { AccountNav } from '../../../components/account-nav';
import { FormAlert } from '../../../components/form/form-alert';
import { errorCode } from '../../../components/form/form-errors';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { PageMeta } from '../../../components/page-meta';
import { RequireSession } from '../../../components/require-session';
import { useForm } from '../../../hooks/use-form';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast-client';
import { forgetSignedInData, withdraw, withdrawCheckQuery } from '../../auth/account-access';

const BLOCKER_LINKS = { OPEN_ORDERS: '/order/', OPEN_QUOTATIONS: '/my-page/quotations/' } as const;

export function WithdrawPage() {
  return (
    <RequireSession>
      <Withdraw />
    </RequireSession>
  );
}

function Withdraw() {
  const { t } = useTranslation(['account', 'quotation', 'order']);
  const navigate = useNavigate();
  const clearSession = useSession((s) => s.clearSession);
  const loginId = useSession((s) => s.login.loginId);
  const { data: check, isPending, refetch } = useQuery(withdrawCheckQuery());
  // What keeps the account open, each a link to itself: the open quotations, the orders still under way.
  const openOnes = (blocker: keyof typeof BLOCKER_LINKS) =>
    blocker === 'OPEN_ORDERS'
      ? (check?.orders ?? []).map((order) => ({
          to: `/order/${order.id}/`,
          text: t('withdraw.order', { number: order.number, state: t(`order:states.${order.state}`) }),
        }))
      : (check?.quotations ?? []).map((quotation) => ({
          to: `/my-page/quotations/${quotation.id}/`,
          text: t('withdraw.quotation', { number: quotation.number, state: t(`quotation:states.${quotation.state}`) }),
        }));
  const understoodId = useId();
  const blockedHintId = useId();
  const consequences = t('withdraw.consequences', { returnObjects: true, loginId }) as string[];
  // While anything is open the account cannot be closed: the button stays disabled (and the server refuses too).
  const blocked = check !== undefined && !check.allowed;
  const form = useForm({
    t,
    initial: { reason: '', password: '', understood: false },
    schema: (s) => s.withdrawConfirmBody,
    body: ({ password, reason }) => ({ password, reason }),
    refine: ({ understood }, found) => {
      if (!understood) found.understood = t('withdraw.mustUnderstand');
      return found;
    },
    errorTexts: 'withdraw',
    fieldError: (error) =>
      errorCode(error) === 'WRONG_PASSWORD' ? { password: t('errors.WRONG_PASSWORD') } : undefined,
    submit: async (data) => {
      try {
        await withdraw(data);
      } catch (error) {
        if (errorCode(error) === 'WITHDRAW_BLOCKED') void refetch();
        throw error;
      }
      // Home first, at once: a page that needs a session, still shown when it ends, would send the reader to sign in.
      navigate('/', { flushSync: true });
      clearSession();
      forgetSignedInData();
      toast.info(t('withdraw.done'));
    },
  });
  const { values, set, errors, busy } = form;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (blocked) event.preventDefault();
    else void form.handleSubmit(event);
  };

  return (
    <main id="main" className="container page account-page">
      <PageMeta title={t('withdraw.title')} description={t('withdraw.lead')} />
      <h1>{t('withdraw.title')}</h1>
      <AccountNav />
      <section className="account-panel account-panel--warning" aria-labelledby="withdraw-what">
        <h2 id="withdraw-what">{t('withdraw.whatHappens')}</h2>
        {Array.isArray(consequences) && (
          <ul>
            {consequences.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </section>
      {isPending ? (
        <p aria-busy="true">{t('common.loading')}</p>
      ) : (
        check &&
        !check.allowed && (
          <section className="account-panel" aria-labelledby="withdraw-blocked">
            <h2 id="withdraw-blocked">{t('withdraw.blockedTitle')}</h2>
            <ul>
              {check.reasons.map((blocker) => (
                <li key={blocker}>
                  {t(`withdraw.blockers.${blocker}`)} <Link to={BLOCKER_LINKS[blocker]}>{t('withdraw.open')}</Link>
                  {openOnes(blocker).length > 0 && (
                    <ul aria-label={t(blocker === 'OPEN_ORDERS' ? 'withdraw.openOrders' : 'withdraw.openQuotations')}>
                      {openOnes(blocker).map((one) => (
                        <li key={one.to}>
                          <Link to={one.to}>{one.text}</Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
            <p id={blockedHintId}>{t('withdraw.blockedHint')}</p>
          </section>
        )
      )}
      {!isPending && (
        <form ref={form.formRef} className="form account-panel" noValidate onSubmit={handleSubmit}>
          <FormAlert message={form.failure} />
          <TextField
            {...form.text('reason', t('withdraw.reason'))}
            hint={t('withdraw.reasonHint')}
            rows={4}
            maxLength={500}
          />
          <PasswordField
            label={t('fields.password')}
            value={values.password}
            onChange={set('password')}
            error={errors.password}
            policy={false}
            autoComplete="current-password"
          />
          <div className={`checkbox-field${errors.understood ? ' field--invalid' : ''}`}>
            <input
              id={understoodId}
              type="checkbox"
              checked={values.understood}
              aria-invalid={errors.understood ? true : undefined}
              aria-describedby={errors.understood ? `${understoodId}-error` : undefined}
              onChange={(event) => set('understood')(event.target.checked)}
            />
            <label htmlFor={understoodId} className="checkbox-field__label">
              {t('withdraw.understand', { loginId })}
            </label>
            {errors.understood && (
              <p id={`${understoodId}-error`} className="field__error">
                {errors.understood}
              </p>
            )}
          </div>
          <div className="form-actions">
            <button
              type="submit"
              className="button button--danger"
              disabled={busy || blocked}
              aria-busy={busy}
              aria-describedby={blocked ? blockedHintId : undefined}
            >
              {busy ? t('common.working') : t('withdraw.submit')}
            </button>
            <Link to="/my-page/general-settings/" className="button button--secondary">
              {t('withdraw.keep')}
            </Link>
          </div>
        </form>
      )}
    </main>
  );
}
