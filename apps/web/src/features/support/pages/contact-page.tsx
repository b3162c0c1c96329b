import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../hooks/use-form';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../lib/session-store';
import { sendContact } from '../api/support-api';
import { SupportPage } from '../components/support-page';

const initial = { name: '', email: '', company: '', subject: '', message: '' };

/** The footer's "Message us", and where an applicant waiting for approval writes to the team. */
export function ContactPage() {
  const { t } = useTranslation(['support', 'account'], { nsMode: 'fallback' });
  const language = useSession((s) => s.language);
  const [sent, setSent] = useState<{ reference: string; email: string }>();
  const form = useForm({
    clearOnEdit: true,
    t,
    initial,
    schema: (s) => s.contactBody,
    body: (values) => ({ ...values, language }),
    errorTexts: 'form',
    submit: async (data, { key }) => setSent({ ...(await sendContact(data, key)), email: data.email }),
  });

  const text = (field: keyof typeof initial) => form.text(field, t(`contact.${field}`));

  return (
    <SupportPage page="contact" sent={sent}>
      <form ref={form.formRef} className="form" noValidate onSubmit={form.handleSubmit}>
        <TextField {...text('name')} kind="name" />
        <TextField {...text('email')} kind="email" />
        <TextField {...text('company')} kind="company" />
        <TextField {...text('subject')} maxLength={200} />
        <TextField {...text('message')} maxLength={4000} rows={6} />
        <FormAlert message={form.failure} />
        <SubmitButton busy={form.busy} working={t('form.sending')}>
          {t('contact.submit')}
        </SubmitButton>
      </form>
    </SupportPage>
  );
}
