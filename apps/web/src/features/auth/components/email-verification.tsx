import type { Locale } from '@hive/domain';
import { formatSeconds, VERIFICATION_CODE_LENGTH } from '@hive/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Field } from '../../../components/form/field';
import { errorCode, serverErrorText, validate } from '../../../components/form/form-errors';
import { useCountdown } from '../../../hooks/use-countdown';
import { useTranslation } from '../../../i18n/react';
import { certificationQuery, sendCode, verifyCode } from '../api/auth-queries';

/** A verified address: the code's id goes with the form, and only for this address. */
export type Verification = { id: string; email: string };

type Props = {
  label: string;
  email: string;
  onEmailChange: (email: string) => void;
  emailError?: string | undefined;
  language: Locale;
  verification: Verification | null;
  onVerified: (verification: Verification) => void;
  /** False while the address is the account's current one, which needs no new code. */
  required?: boolean;
};

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
export const isVerified = (verification: Verification | null, email: string) =>
  verification !== null && verification.email === normaliseEmail(email);

/**
 * The e-mail row: "Send code" mails six digits; the code, the time left (mm:ss, counted down here from the server's
 * answer), "Resend" and "Verify" follow. Changing the address afterwards asks for a new code.
 */
export function EmailVerification({
  label,
  email,
  onEmailChange,
  emailError,
  language,
  verification,
  onVerified,
  required = true,
}: Props) {
  const { t } = useTranslation('account');
  const [sent, setSent] = useState<Verification | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ field: 'email' | 'code'; text: string } | null>(null);
  const verified = isVerified(verification, email);
  const pending = sent && sent.email === normaliseEmail(email) && !verified ? sent : null;
  // The server says how long the code lives; the page counts down from its answer.
  const { data: status, dataUpdatedAt } = useQuery({ ...certificationQuery(pending?.id ?? ''), enabled: !!pending });
  const secondsLeft = useCountdown(status ? dataUpdatedAt + status.expiresIn * 1000 : undefined);
  const expired = !!status && (status.expired || secondsLeft === 0);

  const handleSend = async () => {
    setProblem(null);
    const checked = await validate((s) => s.certificationSendBody, { email, language }, t);
    if (!checked.ok) return setProblem({ field: 'email', text: checked.errors.email ?? t('validation.required') });
    setBusy(true);
    try {
      const result = await sendCode(checked.data.email, language);
      setSent({ id: result.id, email: checked.data.email });
      setCode('');
    } catch (error) {
      setProblem({ field: 'email', text: serverErrorText(error, t, 'email') });
    } finally {
      setBusy(false);
    }
  };

  const handleVerify = async () => {
    if (!pending) return;
    setProblem(null);
    const checked = await validate((s) => s.certificationVerifyBody, { id: pending.id, code }, t);
    if (!checked.ok)
      return setProblem({ field: 'code', text: t('email.codeFormat', { count: VERIFICATION_CODE_LENGTH }) });
    setBusy(true);
    try {
      const result = await verifyCode(pending.id, checked.data.code);
      if (result.verified) onVerified(pending);
      else setProblem({ field: 'code', text: t('errors.CODE_INVALID') });
    } catch (error) {
      setProblem({ field: 'code', text: serverErrorText(error, t, 'email') });
      if (errorCode(error) === 'CODE_EXPIRED') setSent(null);
    } finally {
      setBusy(false);
    }
  };

  const shownEmailError = (problem?.field === 'email' ? problem.text : undefined) ?? emailError;
  return (
    <div className="email-verification">
      <Field
        label={label}
        error={shownEmailError}
        hint={
          verified ? (
            <span className="status status--ok">✓ {t('email.verified')}</span>
          ) : required ? (
            t('email.why')
          ) : undefined
        }
      >
        {(control) => (
          <div className="inline-row">
            <input
              {...control}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              value={email}
              onChange={(event) => onEmailChange(event.target.value)}
            />
            {required && !verified && (
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={busy || !email.trim()}
                onClick={() => void handleSend()}
              >
                {pending ? t('email.resend') : t('email.send')}
              </button>
            )}
          </div>
        )}
      </Field>
      {required && pending && (
        <div className="code-row">
          <p className="field__hint">{t('email.sentTo', { email: pending.email })}</p>
          <Field label={t('email.code')} error={problem?.field === 'code' ? problem.text : undefined}>
            {(control) => (
              <div className="inline-row">
                <input
                  {...control}
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="\d*"
                  maxLength={VERIFICATION_CODE_LENGTH}
                  className="code-input"
                  value={code}
                  onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
                  onKeyDown={(event) => {
                    // Enter checks the code rather than sending the whole form.
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      void handleVerify();
                    }
                  }}
                />
                <button
                  type="button"
                  className="button button--small"
                  disabled={busy || expired || code.length !== VERIFICATION_CODE_LENGTH}
                  onClick={() => void handleVerify()}
                >
                  {t('email.verify')}
                </button>
              </div>
            )}
          </Field>
          {status && (
            <p className={expired ? 'field__error' : 'field__hint'}>
              {expired ? (
                t('email.expired')
              ) : (
                <>
                  {t('email.timeLeft')} <span role="timer">{formatSeconds(secondsLeft)}</span>
                </>
              )}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
