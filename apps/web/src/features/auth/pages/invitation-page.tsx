import type { InvitationPreview } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { errorCode } from '../../../components/form/form-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { useForm } from '../../../hooks/use-form';
import { useQuotationFormat } from '../../../hooks/use-quotation-format';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast-client';
import { acceptInvitation, invitationQuery } from '../api/auth-queries';
import { startSession, welcomeName } from '../api/start-session';
import { AuthCard } from '../components/auth-card';
import { useLoginIdTaken } from '../components/login-id-status';
import { NewCredentials } from '../components/new-credentials';

/** The invitation's words, then the account's (the fields, the checks, the shared error texts). */
const NAMESPACES = ['members', 'account'];
const FALLBACK = { nsMode: 'fallback' } as const;

/**
 * `/invitation/?id=…&key=…`, the link of the invitation e-mail: whose company, for whom, in which role; then a login id
 * and a password of the person's own, and they are signed in as the company's new member.
 */
export function InvitationPage() {
  const { t } = useTranslation(NAMESPACES, FALLBACK);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const key = params.get('key') ?? '';
  const { data, error, isPending } = useQuery(invitationQuery(id, key));
  if (!id || !key) return <Gone title={t('accept.incompleteTitle')} text={t('accept.incomplete')} />;
  if (error) {
    const code = errorCode(error);
    if (code === 'INVITATION_GONE') return <Gone title={t('accept.goneTitle')} text={t('accept.gone')} />;
    if (code === 'NOT_FOUND') return <Gone title={t('accept.wrongTitle')} text={t('accept.wrong')} />;
    return <Gone title={t('accept.failedTitle')} text={t('accept.failed')} />;
  }
  if (isPending || !data)
    return (
      <AuthCard title={t('accept.title')}>
        <p aria-busy="true">{t('page.loading')}</p>
      </AuthCard>
    );
  return <AcceptForm id={id} secret={key} invitation={data} />;
}

/** A link that leads nowhere (wrong, used, expired): what happened, and what to do. */
function Gone({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation(NAMESPACES, FALLBACK);
  return (
    <AuthCard title={title}>
      <p role="alert">{text}</p>
      <p>
        <Link to="/sign-in/" className="button button--secondary button--block">
          {t('accept.toSignIn')}
        </Link>
      </p>
    </AuthCard>
  );
}

function AcceptForm({ id, secret, invitation }: { id: string; secret: string; invitation: InvitationPreview }) {
  const { t } = useTranslation(NAMESPACES, FALLBACK);
  const format = useQuotationFormat();
  const navigate = useNavigate();
  const signedInAs = useSession((s) => (s.login.isLogged ? s.login.loginId : ''));
  const form = useForm({
    t,
    clearOnEdit: true,
    initial: { loginId: '', password: '', passwordAgain: '' },
    schema: (s) => s.invitationAcceptBody,
    body: ({ loginId, password }) => ({ invitationId: id, key: secret, loginId, password }),
    refine: (values, found) => {
      if (values.passwordAgain !== values.password) found.passwordAgain = t('validation.passwordsDiffer');
      if (loginIdCheck.taken) found.loginId = t('errors.LOGIN_ID_TAKEN');
      return found;
    },
    errorTexts: 'accept',
    fieldError: (error) =>
      errorCode(error) === 'LOGIN_ID_TAKEN' ? { loginId: t('errors.LOGIN_ID_TAKEN') } : undefined,
    submit: async (data) => {
      const result = await acceptInvitation(data);
      startSession(result);
      toast.info(t('accept.welcome', { name: welcomeName(result), company: invitation.companyName }));
      navigate('/?sign-in=true');
    },
  });
  const { values, update, errors, busy } = form;
  const loginIdCheck = useLoginIdTaken(values.loginId);
  return (
    <AuthCard
      title={t('accept.joinTitle', { company: invitation.companyName })}
      lead={t('accept.lead', {
        name: invitation.name,
        role: t(`roles.${invitation.role}`),
        email: invitation.email,
      })}
    >
      <p className="field__hint">{t(`roleHints.${invitation.role}`)}</p>
      <p className="field__hint">
        <time dateTime={invitation.expiresAt}>
          {t('accept.validUntil', { when: format.dateTime(invitation.expiresAt) })}
        </time>
      </p>
      {signedInAs && <p className="notice">{t('accept.signedIn', { loginId: signedInAs })}</p>}
      <form ref={form.formRef} className="form" noValidate onSubmit={form.handleSubmit}>
        <FormAlert message={form.failure} />
        <NewCredentials values={values} errors={errors} update={update} loginIdCheck={loginIdCheck} />
        <SubmitButton busy={busy} working={t('common.working')}>
          {t('accept.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
