import { Field } from '../../../components/form/field';
import { PasswordField } from '../../../components/form/password-field';
import { useTranslation } from '../../../i18n/react';
import { LoginIdStatus, type useLoginIdTaken } from './login-id-status';

type Credentials = { loginId: string; password: string; passwordAgain: string };

type Props = {
  values: Credentials;
  errors: Partial<Record<string, string>>;
  update: (field: keyof Credentials, value: string) => void;
  /** Whether the login id typed is taken, as `useLoginIdTaken` tells it. */
  loginIdCheck: ReturnType<typeof useLoginIdTaken>;
};

/**
 * The login id (with whether it is still free) and the password, twice: what a new account chooses at sign-up and a
 * person invited to a company chooses when they accept.
 */
export function NewCredentials({ values, errors, update, loginIdCheck }: Props) {
  const { t } = useTranslation('account');
  return (
    <>
      <Field
        label={t('fields.loginId')}
        error={errors.loginId}
        hint={
          <>
            {t('signUp.loginIdRule')}{' '}
            <span aria-live="polite">
              <LoginIdStatus {...loginIdCheck} />
            </span>
          </>
        }
      >
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={32}
            value={values.loginId}
            onChange={(event) => update('loginId', event.target.value)}
          />
        )}
      </Field>
      <PasswordField
        label={t('fields.password')}
        value={values.password}
        onChange={(value) => update('password', value)}
        error={errors.password}
        loginId={values.loginId}
      />
      <PasswordField
        label={t('fields.passwordAgain')}
        value={values.passwordAgain}
        onChange={(value) => update('passwordAgain', value)}
        error={errors.passwordAgain}
        policy={false}
      />
    </>
  );
}
