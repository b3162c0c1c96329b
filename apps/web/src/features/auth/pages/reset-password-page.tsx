import { formatSeconds } from '@hive/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { errorCode } from '../../../components/form/form-errors';
import { FormSuccess } from '../../../components/form/form-success';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useCountdown } from '../../../hooks/use-countdown';
import { useForm } from '../../../hooks/use-form';
import { useTranslation } from '../../../i18n/react';
import { certificationQuery, updatePassword } from '../api/auth-queries';
import { AuthCard } from '../components/auth-card';

/** The page the reset e-mail links to: `?id=` names the one-time link, `?key=` proves the mail was read. */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const key = params.get('key') ?? '';
  const { data: status, isPending, isError, dataUpdatedAt } = useQuery({ ...certificationQuery(id), enabled: !!id });
  const secondsLeft = useCountdown(status ? dataUpdatedAt + status.expiresIn * 1000 : undefined);
  const [deadLink, setDeadLink] = useState(false);
  const [done, setDone] = useState(false);
  const form = useForm({
    t,
    initial: { newPassword: '', passwordAgain: '' },
    schema: (s) => s.passwordByLinkBody,
    body: ({ newPassword }) => ({ certificationId: id, key, newPassword }),
    refine: ({ newPassword, passwordAgain }, found) => {
      if (passwordAgain !== newPassword) found.passwordAgain = t('validation.passwordsDiffer');
      // A broken link (its id or key) is nothing the person can fix in a field.
      if (found.certificationId || found.key) setDeadLink(true);
      return found;
    },
    errorTexts: 'reset',
    submit: async (data) => {
      try {
        await updatePassword(data);
      } catch (error) {
        const code = errorCode(error);
        if (code === 'CODE_INVALID' || code === 'CODE_EXPIRED') return setDeadLink(true);
        throw error;
      }
      setDone(true);
    },
  });
  const { values, set, errors, busy } = form;

  const linkUsable = !!id && !!key && !isError && !deadLink && !(status && (status.expired || secondsLeft === 0));

  if (done)
    return (
      <AuthCard title={t('reset.title')}>
        <FormSuccess>
          <p>{t('reset.done')}</p>
          <Link to="/sign-in/" className="button button--block">
            {t('signIn.submit')}
          </Link>
        </FormSuccess>
      </AuthCard>
    );

  if (!linkUsable)
    return (
      <AuthCard title={t('reset.title')}>
        <div role="alert" className="form-alert">
          {t('reset.deadLink')}
        </div>
        <Link to="/find/password/" className="button button--block">
          {t('reset.again')}
        </Link>
      </AuthCard>
    );

  return (
    <AuthCard title={t('reset.title')} lead={t('reset.lead')}>
      {isPending ? (
        <p aria-busy="true">{t('common.checkingLink')}</p>
      ) : (
        <form ref={form.formRef} className="form" noValidate onSubmit={form.handleSubmit}>
          <p className="field__hint">
            {t('reset.timeLeft')} <span role="timer">{formatSeconds(secondsLeft)}</span>
          </p>
          <FormAlert message={form.failure} />
          <PasswordField
            label={t('fields.newPassword')}
            value={values.newPassword}
            onChange={set('newPassword')}
            error={errors.newPassword}
          />
          <PasswordField
            label={t('fields.passwordAgain')}
            value={values.passwordAgain}
            onChange={set('passwordAgain')}
            error={errors.passwordAgain}
            policy={false}
          />
          <SubmitButton busy={busy} working={t('common.working')}>
            {t('reset.submit')}
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
