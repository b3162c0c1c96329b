import type { ProductSummary, RestockAskResult } from '@hive/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Field } from '../../../components/form/field';
import { FormAlert } from '../../../components/form/form-alert';
import { useForm } from '../../../hooks/use-form';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../lib/session-store';
import { askRestock } from '../api/restock-queries';
import '../restock.css';

/**
 * "Ask for restock" on a sold-out product's page: a buyer asks in one click (the e-mail goes to their representative),
 * a visitor gives an e-mail address. Once per product and person: asking again says it is recorded already. A product
 * card's "Ask for restock" link opens the page with `?restock` and the visitor's address box ready.
 */
export function RestockAsk({ product }: { product: ProductSummary }) {
  const { t } = useTranslation(['restock', 'account'], { nsMode: 'fallback' });
  const isBuyer = useSession((s) => s.login.isLogged && Boolean(s.token));
  const language = useSession((s) => s.language);
  const [params] = useSearchParams();
  const [open, setOpen] = useState(params.has('restock'));
  const [done, setDone] = useState<RestockAskResult['status']>();
  const titleId = useId();
  const form = useForm({
    t,
    initial: { email: '' },
    schema: (s) => s.restockAskBody,
    body: (values) => ({ productId: product.id, language, ...(isBuyer ? {} : { email: values.email }) }),
    errorTexts: 'ask',
    submit: async (data, { key }) => setDone((await askRestock(data, key)).status),
  });
  const email = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open && !isBuyer && params.has('restock')) email.current?.focus();
  }, [open, isBuyer, params]);

  if (product.exist) return null;
  return (
    <section className="restock" aria-labelledby={titleId}>
      <h2 id={titleId} className="restock__title">
        {t('title')}
      </h2>
      {done ? (
        <p className="restock__done" role="status">
          {t(done === 'already' ? 'already' : isBuyer ? 'recordedBuyer' : 'recordedVisitor')}
        </p>
      ) : isBuyer || open ? (
        <form ref={form.formRef} className="form restock__form" onSubmit={form.handleSubmit} noValidate>
          <p className="field__hint">{t(isBuyer ? 'leadBuyer' : 'leadVisitor')}</p>
          {!isBuyer && (
            <Field label={t('email')} error={form.errors.email}>
              {(control) => (
                <input
                  {...control}
                  ref={email}
                  type="email"
                  autoComplete="email"
                  maxLength={254}
                  value={form.values.email}
                  onChange={(event) => form.set('email')(event.target.value)}
                />
              )}
            </Field>
          )}
          <FormAlert message={form.failure} />
          <button type="submit" className="button" disabled={form.busy} aria-busy={form.busy}>
            {t('askButton')}
          </button>
        </form>
      ) : (
        <>
          <p className="field__hint">{t('leadVisitor')}</p>
          <button type="button" className="button" onClick={() => setOpen(true)}>
            {t('askButton')}
          </button>
        </>
      )}
    </section>
  );
}
