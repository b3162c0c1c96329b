import type { WebhookCreated, WebhookView } from '@hive/domain';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@hive/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Cell, TableHead } from '../../../components/console/cell';
import { ConsoleDialog, DialogActions } from '../../../components/console/console-dialog';
import { ConsoleMain } from '../../../components/console/console-main';
import { EditorActions, useEditorInView, useRecordEditor } from '../../../components/console/record-editor';
import { CopyButton } from '../../../components/copy-button';
import { FormAlert } from '../../../components/form/form-alert';
import { useConsoleFormat } from '../../../hooks/use-console-format';
import { useForm } from '../../../hooks/use-form';
import { useOperator } from '../../../hooks/use-operator';
import { useTranslation } from '../../../i18n/react';
import { isForbidden } from '../../../lib/console-client';
import { errorMessage } from '../../../lib/query-client';
import { toast } from '../../../lib/toast-client';
import { useCreateWebhook, useRemoveWebhook, useUpdateWebhook, webhooksQuery } from '../api/webhooks-queries';
import '../webhooks.css';

/**
 * The webhooks: where the operators' own systems are told of orders, quotations, buyers, stock and support requests.
 * Admins only. A new one's signing secret is shown once, right after it is added.
 */
export function WebhooksPage() {
  const { t } = useTranslation('console-webhooks');
  const isAdmin = useOperator().role === 'admin';
  const webhooks = useQuery({ ...webhooksQuery(), enabled: isAdmin });
  const editor = useRecordEditor<WebhookView>();
  const [created, setCreated] = useState<WebhookCreated>();
  const [removing, setRemoving] = useState<WebhookView>();

  if (!isAdmin || (webhooks.isError && isForbidden(webhooks.error)))
    return (
      <ConsoleMain title={t('title')} lead={t('lead')}>
        <div className="console-callout console-callout--suspended" role="alert">
          {t('adminsOnly')}
        </div>
      </ConsoleMain>
    );
  const rows = webhooks.data ?? [];
  return (
    <ConsoleMain title={t('title')} lead={t('lead')} actions={editor.newButton(t('add'))}>
      {created && <SecretPanel webhook={created} onClose={() => setCreated(undefined)} />}
      {editor.form((webhook, onDone) => (
        <WebhookForm
          webhook={webhook}
          onDone={onDone}
          onCreated={(made) => {
            setCreated(made);
            onDone();
          }}
        />
      ))}
      {removing && <RemoveDialog webhook={removing} onClose={() => setRemoving(undefined)} />}
      <FormAlert className="console-alert" message={webhooks.isError ? errorMessage(webhooks.error) : ''} />
      <section className="console-card console-card--flush" aria-label={t('title')} aria-busy={webhooks.isFetching}>
        {webhooks.isPending && <p className="console-empty">{t('loading')}</p>}
        {webhooks.isSuccess && rows.length === 0 && <p className="console-empty">{t('empty')}</p>}
        {rows.length > 0 && <WebhooksTable webhooks={rows} onEdit={editor.editButton} onRemove={setRemoving} />}
      </section>
      <p className="console-muted wh-guide">{t('guide')}</p>
    </ConsoleMain>
  );
}

/** The secret of the webhook just added: to copy now, since it is never shown again. */
function SecretPanel({ webhook, onClose }: { webhook: WebhookCreated; onClose: () => void }) {
  const { t } = useTranslation('console-webhooks');
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The page's next step: the focus goes to it, so that a screen reader reads it out at once.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="console-card wh-secret" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {t('secret.title')}
      </h2>
      <p>{t('secret.lead', { url: webhook.url })}</p>
      <p className="wh-secret__value">
        <code data-testid="webhook-secret">{webhook.secret}</code>
        <CopyButton value={webhook.secret} what={t('secret.what')} />
      </p>
      <button type="button" className="console-button" onClick={onClose}>
        {t('secret.done')}
      </button>
    </section>
  );
}

function WebhooksTable({
  webhooks,
  onEdit,
  onRemove,
}: {
  webhooks: WebhookView[];
  onEdit: ReturnType<typeof useRecordEditor<WebhookView>>['editButton'];
  onRemove: (webhook: WebhookView) => void;
}) {
  const { t } = useTranslation('console-webhooks');
  const format = useConsoleFormat();
  const columns = ['url', 'events', 'state', 'deliveries', 'actions'].map((key) => t(`columns.${key}`));
  return (
    <div className="console-table-wrap">
      <table className="console-table console-table--cards">
        <TableHead columns={columns.map((label) => ({ label }))} />
        <tbody>
          {webhooks.map((webhook) => (
            <tr key={webhook.id}>
              <Cell label={columns[0]!}>
                <span className="console-strong wh-url">{webhook.url}</span>
                {webhook.description && <span className="console-sub">{webhook.description}</span>}
              </Cell>
              <Cell label={columns[1]!}>
                <ul className="wh-events" aria-label={t('eventsOf', { url: webhook.url })}>
                  {webhook.events.map((event) => (
                    <li key={event}>
                      <code>{event}</code>
                    </li>
                  ))}
                </ul>
              </Cell>
              <Cell label={columns[2]!}>
                <span className={`console-badge console-badge--${webhook.active ? 'active' : 'neutral'}`}>
                  {webhook.active ? t('active') : t('paused')}
                </span>
              </Cell>
              <Cell label={columns[3]!}>
                <span className="console-sub">
                  {t('pending', { count: webhook.pending, formatted: format.number(webhook.pending) })}
                </span>
                {webhook.failed > 0 && (
                  <span className="console-sub wh-failed">
                    {t('failed', { count: webhook.failed, formatted: format.number(webhook.failed) })}
                  </span>
                )}
              </Cell>
              <Cell label={columns[4]!}>
                <span className="wh-actions">
                  <Link
                    to={`/admin/webhooks/${webhook.id}`}
                    className="console-button console-button--ghost"
                    aria-label={t('deliveriesOf', { url: webhook.url })}
                  >
                    {t('deliveries')}
                  </Link>
                  {onEdit(webhook, t('edit'), t('editOne', { url: webhook.url }))}
                  <button
                    type="button"
                    className="console-button console-button--ghost"
                    aria-label={t('removeOne', { url: webhook.url })}
                    onClick={() => onRemove(webhook)}
                  >
                    {t('remove')}
                  </button>
                </span>
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Values = { url: string; description: string; events: WebhookEvent[]; active: boolean };

/** Adds a webhook or changes one: its address, a description, the events it is sent, and (a change) whether it is on. */
function WebhookForm({
  webhook,
  onDone,
  onCreated,
}: {
  webhook?: WebhookView;
  onDone: () => void;
  onCreated: (created: WebhookCreated) => void;
}) {
  const { t } = useTranslation('console-webhooks');
  const create = useCreateWebhook();
  const update = useUpdateWebhook(webhook?.id ?? 0);
  const form = useForm({
    t,
    initial: (): Values => ({
      url: webhook?.url ?? '',
      description: webhook?.description ?? '',
      events: webhook?.events ?? [],
      active: webhook?.active ?? true,
    }),
    schema: (schemas) => (webhook ? schemas.webhookUpdateBody : schemas.webhookBody),
    body: ({ url, description, events, active }) =>
      webhook ? { url, description, events, active } : { url, description, events },
    refine: (_values, found) => {
      if (found.url) found.url = t('problems.url');
      if (found.events) found.events = t('problems.events');
      return found;
    },
    errorTexts: 'form',
    submit: async (body, { values: sent }) => {
      if (webhook) {
        await update.mutateAsync({ ...body, active: sent.active });
        toast.info(t('saved'));
        onDone();
      } else onCreated(await create.mutateAsync(body));
    },
  });
  useEditorInView(form.formRef);
  const { errors, values } = form;
  const described = (id: string, invalid: boolean) =>
    invalid ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
  const toggle = (event: WebhookEvent, on: boolean) =>
    form.update(
      'events',
      WEBHOOK_EVENTS.filter((each) => (each === event ? on : values.events.includes(each))),
    );
  return (
    <form ref={form.formRef} className="console-card wh-form" onSubmit={form.handleSubmit} noValidate>
      <h2>{webhook ? t('editTitle') : t('add')}</h2>
      <div className="console-field">
        <label htmlFor="wh-url">{t('fields.url')}</label>
        <input
          id="wh-url"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://erp.example.com/hive"
          maxLength={2000}
          {...described('wh-url', Boolean(errors.url))}
          {...form.bind('url')}
        />
        {errors.url && (
          <p id="wh-url-error" className="wh-error">
            {errors.url}
          </p>
        )}
      </div>
      <div className="console-field">
        <label htmlFor="wh-description">{t('fields.description')}</label>
        <input id="wh-description" maxLength={200} autoComplete="off" {...form.bind('description')} />
      </div>
      <fieldset className="wh-choices" aria-describedby={errors.events ? 'wh-events-error' : undefined}>
        <legend>{t('fields.events')}</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <div key={event} className="wh-choice">
            <input
              id={`wh-event-${event}`}
              type="checkbox"
              checked={values.events.includes(event)}
              onChange={(change) => toggle(event, change.target.checked)}
            />
            <label htmlFor={`wh-event-${event}`}>
              <code>{event}</code>
              <span className="console-field__hint">{t(`events.${event}`)}</span>
            </label>
          </div>
        ))}
        {errors.events && (
          <p id="wh-events-error" className="wh-error">
            {errors.events}
          </p>
        )}
      </fieldset>
      {webhook && (
        <div className="wh-choice">
          <input
            id="wh-active"
            type="checkbox"
            checked={values.active}
            onChange={(change) => form.update('active', change.target.checked)}
          />
          <label htmlFor="wh-active">
            {t('fields.active')}
            <span className="console-field__hint">{t('fields.activeHint')}</span>
          </label>
        </div>
      )}
      <FormAlert className="console-alert" message={form.failure} />
      <EditorActions
        busy={form.busy}
        save={webhook ? t('save') : t('create')}
        saving={t('saving')}
        cancel={t('cancel')}
        onDone={onDone}
      />
    </form>
  );
}

function RemoveDialog({ webhook, onClose }: { webhook: WebhookView; onClose: () => void }) {
  const { t } = useTranslation('console-webhooks');
  const remove = useRemoveWebhook();
  const [problem, setProblem] = useState<string>();
  return (
    <ConsoleDialog title={t('removeTitle')} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          remove.mutate(webhook.id, {
            onSuccess: () => {
              toast.info(t('removed'));
              onClose();
            },
            onError: (error) => setProblem(errorMessage(error)),
          });
        }}
      >
        <p>{t('removeLead', { url: webhook.url })}</p>
        <FormAlert className="console-alert" message={problem} />
        <DialogActions
          busy={remove.isPending}
          submit={t('remove')}
          working={t('removing')}
          cancel={t('cancel')}
          danger
          onClose={onClose}
        />
      </form>
    </ConsoleDialog>
  );
}
