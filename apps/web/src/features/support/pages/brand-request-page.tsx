import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../hooks/use-form';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../lib/session-store';
import { sendBrandRequest } from '../api/support-api';
import { SupportPage } from '../components/support-page';

const initial = { brand: '', product: '', company: '', name: '', email: '', message: '' };

/** The footer's request for a brand or a product Hive does not carry yet. */
export function BrandRequestPage() {
  const { t } = useTranslation(['support', 'account'], { nsMode: 'fallback' });
  const language = useSession((s) => s.language);
  const [sent, setSent] = useState<{ reference: string; email: string }>();
  const form = useForm({
    clearOnEdit: true,
    t,
    initial,
    schema: (s) => s.brandRequestBody,
    body: (values) => ({ ...values, language }),
    errorTexts: 'form',
    submit: async (data, { key }) => setSent({ ...(await sendBrandRequest(data, key)), email: data.email }),
  });

  const text = (field: keyof typeof initial) => form.text(field, t(`brandRequest.${field}`));

  return (
    <SupportPage page="brandRequest" sent={sent}>
      <form ref={form.formRef} className="form" noValidate onSubmit={form.handleSubmit}>
        <TextField {...text('brand')} maxLength={200} hint={t('brandRequest.brandHint')} />
        <TextField {...text('product')} maxLength={300} />
        <TextField {...text('company')} kind="company" />
        <TextField {...text('name')} kind="name" />
        <TextField {...text('email')} kind="email" />
        <TextField {...text('message')} maxLength={4000} rows={4} hint={t('brandRequest.messageHint')} />
        <FormAlert message={form.failure} />
        <SubmitButton busy={form.busy} working={t('form.sending')}>
          {t('brandRequest.submit')}
        </SubmitButton>
      </form>
    </SupportPage>
  );
}
