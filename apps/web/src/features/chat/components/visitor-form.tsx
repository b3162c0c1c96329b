import { Field } from '../../../components/form/field';
import { FormAlert } from '../../../components/form/form-alert';
import { useForm } from '../../../hooks/use-form';
import { useTranslation } from '../../../i18n/react';
import { becomeVisitor } from '../api/chat-queries';

/** A visitor leaves a name and an e-mail before the first message (the answer sets an httpOnly cookie). */
export function VisitorForm({ onJoined }: { onJoined: () => void }) {
  const { t } = useTranslation('chat');
  const form = useForm({
    t,
    initial: { name: '', email: '' },
    schema: (s) => s.chatVisitorBody,
    submit: async (body) => {
      await becomeVisitor(body);
      onJoined();
    },
  });
  return (
    <form ref={form.formRef} className="chat-visitor" noValidate onSubmit={form.handleSubmit}>
      <p>{t('visitor.intro')}</p>
      <Field label={t('visitor.name')} error={form.errors.name}>
        {(control) => (
          <input
            {...control}
            autoComplete="name"
            maxLength={100}
            {...form.bind('name')}
            onChange={(event) => form.update('name', event.target.value)}
          />
        )}
      </Field>
      <Field label={t('visitor.email')} error={form.errors.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            maxLength={254}
            {...form.bind('email')}
            onChange={(event) => form.update('email', event.target.value)}
          />
        )}
      </Field>
      <FormAlert message={form.failure} />
      <button type="submit" className="button" disabled={form.busy}>
        {t('visitor.start')}
      </button>
    </form>
  );
}
