import type { ApiKeyCreated, ApiKeyScope, ApiKeyView } from '@hive/domain';
import { API_KEY_SCOPES, MAX_API_KEYS } from '@hive/domain/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { AccountNav } from '../../../components/account-nav';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CopyButton } from '../../../components/copy-button';
import { FormAlert } from '../../../components/form/form-alert';
import { serverErrorText } from '../../../components/form/form-errors';
import { TextField } from '../../../components/form/text-field';
import { PageMeta } from '../../../components/page-meta';
import { RequireSession } from '../../../components/require-session';
import { useForm } from '../../../hooks/use-form';
import { useQuotationFormat } from '../../../hooks/use-quotation-format';
import { useTranslation } from '../../../i18n/react';
import { useMemberMay } from '../../../lib/session-store';
import { toast } from '../../../lib/toast-client';
import { apiKeysKeys, apiKeysQuery, createApiKey, revokeApiKey } from '../api/api-keys-queries';
import '../api-keys.css';

/** The page's own words, then the account's (the navigation, the form's checks, the shared error texts). */
const NAMESPACES = ['api-keys', 'account'];
const FALLBACK = { nsMode: 'fallback' } as const;

/** Each scope's texts, by a key the texts' files can hold. */
const SCOPE_TEXT: Record<ApiKeyScope, string> = {
  'catalog:read': 'catalogRead',
  'orders:read': 'ordersRead',
  'orders:write': 'ordersWrite',
  'quotations:write': 'quotationsWrite',
};

/** `/my-page/api-keys/`: the company's API keys, kept by its owner and admins; a new key is shown once. */
export function ApiKeysPage() {
  return (
    <RequireSession>
      <ApiKeys />
    </RequireSession>
  );
}

function ApiKeys() {
  const { t } = useTranslation(NAMESPACES, FALLBACK);
  const manages = useMemberMay('manage');
  const [created, setCreated] = useState<ApiKeyCreated>();
  return (
    <main id="main" className="container page account-page api-keys-page">
      <PageMeta title={t('page.title')} description={t('page.lead')} />
      <h1>{t('page.title')}</h1>
      <AccountNav />
      <p>{t('page.lead')}</p>
      {manages ? (
        <>
          {created && <NewKey created={created} onDone={() => setCreated(undefined)} />}
          <KeyList />
          <CreateKey onCreated={setCreated} />
        </>
      ) : (
        <p className="notice">{t('page.manageOnly')}</p>
      )}
    </main>
  );
}

/** The key just created: to copy now, since it is never shown again. */
function NewKey({ created, onDone }: { created: ApiKeyCreated; onDone: () => void }) {
  const { t } = useTranslation(NAMESPACES, FALLBACK);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The page's next step: the focus goes to it, so that a screen reader reads it out at once.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="account-panel api-key-new" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {t('created.title')}
      </h2>
      <p>{t('created.lead', { name: created.apiKey.name })}</p>
      <p className="api-key-new__value">
        <code data-testid="api-key-value">{created.key}</code>
        <CopyButton value={created.key} what={t('created.what')} />
      </p>
      <p className="api-key-new__usage">
        {t('created.usage')} <code>Authorization: Bearer {created.apiKey.prefix}…</code>
      </p>
      <button type="button" className="button" onClick={onDone}>
        {t('created.done')}
      </button>
    </section>
  );
}

function KeyList() {
  const { t } = useTranslation(NAMESPACES, FALLBACK);
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery(apiKeysQuery());
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  const revoke = useMutation({
    mutationFn: (key: ApiKeyView) => revokeApiKey(key.id),
    meta: { silent: true },
    onSuccess: (_, key) => {
      toast.info(t('list.revoked', { name: key.name }));
      setRevoking(null);
      void queryClient.invalidateQueries({ queryKey: apiKeysKeys.all });
    },
  });
  const list = data?.list ?? [];
  return (
    <section className="account-panel" aria-labelledby="api-keys-list">
      <h2 id="api-keys-list">
        {t('list.title')}{' '}
        <span className="api-keys-count">{t('list.count', { count: list.length, max: MAX_API_KEYS })}</span>
      </h2>
      {isError ? (
        <div role="alert">
          <p>{t('page.failed')}</p>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {t('page.retry')}
          </button>
        </div>
      ) : isPending ? (
        <p aria-busy="true">{t('page.loading')}</p>
      ) : list.length === 0 ? (
        <p className="empty">{t('list.none')}</p>
      ) : (
        <ul className="api-keys">
          {list.map((key) => (
            <KeyItem key={key.id} apiKey={key} onRevoke={() => setRevoking(key)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t('list.revokeTitle', { name: revoking?.name ?? '' })}
        confirmLabel={t('list.revoke')}
        cancelLabel={t('common.cancel')}
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onCancel={() => {
          revoke.reset();
          setRevoking(null);
        }}
      >
        <p>{t('list.revokeQuestion', { name: revoking?.name ?? '' })}</p>
        <FormAlert message={revoke.error ? serverErrorText(revoke.error, t) : undefined} />
      </ConfirmDialog>
    </section>
  );
}

function KeyItem({ apiKey, onRevoke }: { apiKey: ApiKeyView; onRevoke: () => void }) {
  const { t } = useTranslation(NAMESPACES, FALLBACK);
  const format = useQuotationFormat();
  return (
    <li className="api-key">
      <div className="api-key__who">
        <p className="api-key__name">
          {apiKey.name} <code className="api-key__prefix">{apiKey.prefix}…</code>
        </p>
        <ul className="api-key__scopes" aria-label={t('list.scopesOf', { name: apiKey.name })}>
          {apiKey.scopes.map((scope) => (
            <li key={scope} title={t(`scopes.${SCOPE_TEXT[scope]}.hint`)}>
              {t(`scopes.${SCOPE_TEXT[scope]}.label`)}
            </li>
          ))}
        </ul>
        <p className="api-key__sub">
          <time dateTime={apiKey.createdAt}>
            {apiKey.createdBy
              ? t('list.createdBy', { when: format.dateTime(apiKey.createdAt), name: apiKey.createdBy })
              : t('list.created', { when: format.dateTime(apiKey.createdAt) })}
          </time>
          {apiKey.creatorInactive && (
            <>
              <span aria-hidden="true"> · </span>
              <strong className="api-key__inactive">{t('list.inactive')}</strong>
            </>
          )}
          <span aria-hidden="true"> · </span>
          {apiKey.lastUsedAt ? (
            <time dateTime={apiKey.lastUsedAt}>{t('list.lastUsed', { when: format.dateTime(apiKey.lastUsedAt) })}</time>
          ) : (
            t('list.neverUsed')
          )}
        </p>
      </div>
      <button
        type="button"
        className="button button--ghost button--small"
        aria-label={t('list.revokeOne', { name: apiKey.name })}
        onClick={onRevoke}
      >
        {t('list.revoke')}
      </button>
    </li>
  );
}

type Values = { name: string; scopes: ApiKeyScope[] };

function CreateKey({ onCreated }: { onCreated: (created: ApiKeyCreated) => void }) {
  const { t } = useTranslation(NAMESPACES, FALLBACK);
  const queryClient = useQueryClient();
  const { data } = useQuery(apiKeysQuery());
  const full = (data?.list.length ?? 0) >= MAX_API_KEYS;
  const form = useForm({
    t,
    clearOnEdit: true,
    initial: (): Values => ({ name: '', scopes: [] }),
    schema: (s) => s.apiKeyBody,
    refine: (_values, found) => {
      if (found.scopes) found.scopes = t('create.problems.scopes');
      return found;
    },
    errorTexts: 'create',
    submit: async (body) => {
      const made = await createApiKey(body);
      form.setValues({ name: '', scopes: [] });
      onCreated(made);
      await queryClient.invalidateQueries({ queryKey: apiKeysKeys.all });
    },
  });
  const { errors, values } = form;
  const toggle = (scope: ApiKeyScope, on: boolean) =>
    form.update(
      'scopes',
      API_KEY_SCOPES.filter((each) => (each === scope ? on : values.scopes.includes(each))),
    );
  return (
    <section className="account-panel" aria-labelledby="api-keys-create">
      <h2 id="api-keys-create">{t('create.title')}</h2>
      <p>{t('create.lead')}</p>
      {full ? (
        <p className="notice">{t('create.full', { count: MAX_API_KEYS })}</p>
      ) : (
        <form ref={form.formRef} className="form api-keys-form" noValidate onSubmit={form.handleSubmit}>
          <TextField {...form.text('name', t('create.name'))} hint={t('create.nameHint')} maxLength={100} />
          <fieldset
            className="api-keys-form__scopes"
            aria-describedby={errors.scopes ? 'api-key-scopes-error' : undefined}
          >
            <legend>{t('create.scopes')}</legend>
            {API_KEY_SCOPES.map((scope) => (
              <div key={scope} className="api-keys-form__scope">
                <input
                  id={`api-key-scope-${scope}`}
                  type="checkbox"
                  checked={values.scopes.includes(scope)}
                  onChange={(change) => toggle(scope, change.target.checked)}
                />
                <label htmlFor={`api-key-scope-${scope}`}>
                  <span className="api-keys-form__scope-name">
                    {t(`scopes.${SCOPE_TEXT[scope]}.label`)} <code>{scope}</code>
                  </span>
                  <span className="api-keys-form__hint">{t(`scopes.${SCOPE_TEXT[scope]}.hint`)}</span>
                </label>
              </div>
            ))}
            {errors.scopes && (
              <p id="api-key-scopes-error" className="field__error">
                {errors.scopes}
              </p>
            )}
          </fieldset>
          <FormAlert message={form.failure} />
          <button type="submit" className="button" disabled={form.busy} aria-busy={form.busy}>
            {form.busy ? t('common.working') : t('create.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
