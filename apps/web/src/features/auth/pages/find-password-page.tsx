import { PASSWORD_RESET_TTL_SECONDS } from '@hive/domain/rules';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { FormSuccess } from '../../../components/form/form-success';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../hooks/use-form';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../lib/session-store';
import { requestPasswordReset } from '../api/auth-queries';
import { AuthCard } from '../components/auth-card';
import { AuthLinks } from '../components/auth-links';

export function FindPasswordPage() {
  const { t } = useTranslation('account');
  const language = useSession((s) => s.language);
  const [sent, setSent] = useState(false);
  const form = useForm({
    t,
    initial: { loginId: '' },
    schema: (s) => s.changePasswordQuery,
    body: ({ loginId }) => ({ loginId, language }),
    submit: async (data) => {
      await requestPasswordReset(data.loginId, data.language);
      setSent(true);
    },
  });
  const { busy } = form;

  return (
    <AuthCard title={t('findPassword.title')} lead={t('findPassword.lead')}>
      {sent ? (
        <FormSuccess>
          <p>{t('findPassword.sent', { count: PASSWORD_RESET_TTL_SECONDS / 60 })}</p>
          <p>{t('findId.spam')}</p>
          <Link to="/sign-in/" className="button button--block">
            {t('common.backToSignIn')}
          </Link>
        </FormSuccess>
      ) : (
        <form ref={form.formRef} className="form" noValidate onSubmit={form.handleSubmit}>
          <FormAlert message={form.failure} />
          <TextField {...form.text('loginId', t('fields.loginId'))} kind="loginId" />
          <SubmitButton busy={busy} working={t('common.working')}>
            {t('findPassword.submit')}
          </SubmitButton>
        </form>
      )}
      <AuthLinks current="find-password" />
    </AuthCard>
  );
}
