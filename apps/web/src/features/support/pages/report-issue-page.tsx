import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../hooks/use-form';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../lib/session-store';
import { sendIssueReport } from '../api/support-api';
import { SupportPage } from '../components/support-page';

/**
 * "Report The Issue", from the error page and the menu: the page's address, the error and the id of the server's
 * failed request come filled in from the address (`?page=&error=&requestId=`); the reader adds what happened. A
 * signed-in buyer's account is attached by the server.
 */
export function ReportIssuePage() {
  const { t } = useTranslation(['support', 'account'], { nsMode: 'fallback' });
  const [params] = useSearchParams();
  const language = useSession((s) => s.language);
  const loginId = useSession((s) => (s.token ? s.login.loginId : ''));
  const [sent, setSent] = useState<{ reference: string; email: string }>();
  const error = params.get('error') ?? '';
  const requestId = params.get('requestId') ?? '';
  const form = useForm({
    clearOnEdit: true,
    t,
    initial: () => ({ page: params.get('page') ?? '', message: '', email: '' }),
    schema: (s) => s.issueReportBody,
    body: (values) => ({ ...values, error, requestId, language }),
    errorTexts: 'form',
    submit: async (data, { key }) => setSent({ ...(await sendIssueReport(data, key)), email: data.email }),
  });

  return (
    <SupportPage page="issue" sent={sent}>
      <form ref={form.formRef} className="form" noValidate onSubmit={form.handleSubmit}>
        <TextField {...form.text('page', t('issue.page'))} maxLength={2000} type="url" />
        {(error || requestId) && (
          <dl className="facts support-facts">
            {error && (
              <>
                <dt>{t('issue.error')}</dt>
                <dd>{error}</dd>
              </>
            )}
            {requestId && (
              <>
                <dt>{t('issue.requestId')}</dt>
                <dd className="support-facts__code">{requestId}</dd>
              </>
            )}
          </dl>
        )}
        <TextField
          {...form.text('message', t('issue.message'))}
          hint={t('issue.messageHint')}
          maxLength={4000}
          rows={5}
        />
        {loginId ? (
          <p className="notice">{t('issue.signedIn', { loginId })}</p>
        ) : (
          <TextField {...form.text('email', t('issue.email'))} hint={t('issue.emailHint')} kind="email" />
        )}
        <FormAlert message={form.failure} />
        <SubmitButton busy={form.busy} working={t('form.sending')}>
          {t('issue.submit')}
        </SubmitButton>
      </form>
    </SupportPage>
  );
}
