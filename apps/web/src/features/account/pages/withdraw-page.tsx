import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AccountNav } from '../../../components/account-nav';
import { Field } from '../../../components/form/field';
import { FormAlert } from '../../../components/form/form-alert';
import {
  errorCode,
  type FieldErrors,
  focusFirstInvalid,
  serverErrorText,
  validate,
} from '../../../components/form/form-errors';
import { PasswordField } from '../../../components/form/password-field';
import { PageMeta } from '../../../components/page-meta';
import { RequireSession } from '../../../components/require-session';
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
  const { t } = useTranslation(['account', 'quotation']);
  const navigate = useNavigate();
  const clearSession = useSession((s) => s.clearSession);
  const loginId = useSession((s) => s.login.loginId);
  const { data: check, isPending, refetch } = useQuery(withdrawCheckQuery());
  const form = useRef<HTMLFormElement>(null);
  const understoodId = useId();
  const blockedHintId = useId();
  const [reason, setReason] = useState('');
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const consequences = t('withdraw.consequences', { returnObjects: true, loginId }) as string[];
  // While anything is open the account cannot be closed: the button stays disabled (and the server refuses too).
  const blocked = check !== undefined && !check.allowed;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blocked) return;
    setFailure(undefined);
    const checked = await validate((s) => s.withdrawConfirmBody, { password, reason }, t);
    const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (!understood) found.understood = t('withdraw.mustUnderstand');
    if (!checked.ok || Object.keys(found).length > 0) {
      setErrors(found);
      return focusFirstInvalid(form.current);
    }
    setErrors({});
    setBusy(true);
    try {
      await withdraw(checked.data);
      clearSession();
      forgetSignedInData();
      toast.info(t('withdraw.done'));
      navigate('/');
    } catch (error) {
      const code = errorCode(error);
      if (code === 'WRONG_PASSWORD') {
        setErrors({ password: t('errors.WRONG_PASSWORD') });
        focusFirstInvalid(form.current);
      } else {
        if (code === 'WITHDRAW_BLOCKED') void refetch();
        setFailure(serverErrorText(error, t, 'withdraw'));
      }
    } finally {
      setBusy(false);
    }
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
                  {blocker === 'OPEN_QUOTATIONS' && check.quotations.length > 0 && (
                    <ul aria-label={t('withdraw.openQuotations')}>
                      {check.quotations.map((quotation) => (
                        <li key={quotation.id}>
                          <Link to={`/my-page/quotations/${quotation.id}/`}>
                            {t('withdraw.quotation', {
                              number: quotation.number,
                              state: t(`quotation:states.${quotation.state}`),
                            })}
                          </Link>
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
        <form ref={form} className="form account-panel" noValidate onSubmit={handleSubmit}>
          <FormAlert message={failure} />
          <Field label={t('withdraw.reason')} error={errors.reason} hint={t('withdraw.reasonHint')}>
            {(control) => (
              <textarea
                {...control}
                rows={4}
                maxLength={500}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
          <PasswordField
            label={t('fields.password')}
            value={password}
            onChange={setPassword}
            error={errors.password}
            policy={false}
            autoComplete="current-password"
          />
          <div className={`checkbox-field${errors.understood ? ' field--invalid' : ''}`}>
            <input
              id={understoodId}
              type="checkbox"
              checked={understood}
              aria-invalid={errors.understood ? true : undefined}
              aria-describedby={errors.understood ? `${understoodId}-error` : undefined}
              onChange={(event) => setUnderstood(event.target.checked)}
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
