import type { ConsoleChatDetail } from '@hive/domain';
import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENT_TYPES } from '@hive/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AttachFile } from '../../../../components/attach-file';
import { ConsoleMain } from '../../../../components/console/console-main';
import { BackLink, DetailPage, detailTexts, Fact, useRouteId } from '../../../../components/console/detail-page';
import { FormAlert } from '../../../../components/form/form-alert';
import { useConsoleFormat } from '../../../../hooks/use-console-format';
import { useForm } from '../../../../hooks/use-form';
import { useTranslation } from '../../../../i18n/react';
import { consoleDownload } from '../../../../lib/console-client';
import { errorMessage } from '../../../../lib/query-client';
import { submissionKey } from '../../../../lib/submission-key';
import { assign, chatDetailQuery, markRead, refreshChat, reply, sendFile, setState } from '../api/chat-console-queries';
import { useChatLive } from '../components/use-chat-live';
import '../chat-console.css';

/** A conversation: the thread and the reply box, and beside them the buyer's profile, quotations and orders. */
export function ConversationDetailPage() {
  const { t } = useTranslation('console-chat');
  const { id, valid } = useRouteId();
  const detail = useQuery({ ...chatDetailQuery(id), enabled: valid });
  useChatLive();
  const back = <BackLink to="/admin/chat">{t('inbox.title')}</BackLink>;
  return (
    <DetailPage detail={detail} valid={valid} back={back} texts={detailTexts(t)}>
      {(data) => <Conversation data={data} back={back} />}
    </DetailPage>
  );
}

function Conversation({ data, back }: { data: ConsoleChatDetail; back: React.ReactNode }) {
  const { t } = useTranslation('console-chat');
  const { t: consoleT } = useTranslation('console');
  const format = useConsoleFormat();
  const { conversation, messages, buyer } = data;
  const [problem, setProblem] = useState<string>();
  const end = useRef<HTMLLIElement>(null);
  const lastId = messages.at(-1)?.id;
  const title = conversation.who.company ?? conversation.who.name;
  const form = useForm({
    t: consoleT,
    initial: { body: '' },
    schema: (s) => s.chatMessageBody,
    submit: async (body, { key }) => {
      await reply(conversation.id, body.body, key);
      form.setValues({ body: '' });
      await refreshChat();
    },
  });

  useEffect(() => {
    if (lastId === undefined) return;
    end.current?.scrollIntoView({ block: 'end' });
    void markRead(conversation.id, lastId);
  }, [conversation.id, lastId]);

  // A picture or a PDF (a price list, a certificate), checked and stored as a buyer's are.
  const [sendingFile, setSendingFile] = useState(false);
  const [fileKey] = useState(submissionKey);
  const attach = async (file: File | undefined) => {
    setProblem(undefined);
    if (!file) return;
    if (file.size > CHAT_ATTACHMENT_MAX_BYTES) return setProblem(t('fileTooBig'));
    setSendingFile(true);
    try {
      await sendFile(conversation.id, file, fileKey.for(`${file.name}:${file.size}:${file.lastModified}`));
      fileKey.settled();
      await refreshChat();
    } catch (error) {
      fileKey.settled(error);
      setProblem(errorMessage(error));
    } finally {
      setSendingFile(false);
    }
  };

  const act = async (action: () => Promise<unknown>) => {
    setProblem(undefined);
    try {
      await action();
      await refreshChat();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <ConsoleMain
      title={title}
      back={back}
      lead={
        <>
          {conversation.subject
            ? `${t(`subject.${conversation.subject.kind}`)} ${conversation.subject.number}`
            : t('general')}{' '}
          · {t(`state.${conversation.state}`)}
        </>
      }
      actions={
        <div className="cc-actions">
          <label className="cc-assign">
            <span>{t('assignTo')}</span>
            <select
              value={conversation.assignee?.id ?? ''}
              onChange={(event) =>
                void act(() => assign(conversation.id, event.target.value ? Number(event.target.value) : null))
              }
            >
              <option value="">{t('nobody')}</option>
              {data.operators.map((operator) => (
                <option key={operator.id} value={operator.id}>
                  {operator.name}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="console-button"
            onClick={() => void act(() => setState(conversation.id, conversation.state === 'OPEN' ? 'CLOSED' : 'OPEN'))}
          >
            {conversation.state === 'OPEN' ? t('close') : t('reopen')}
          </button>
        </div>
      }
    >
      <FormAlert className="console-alert" message={problem} />
      <div className="console-detail">
        <section className="console-card cc-thread" aria-labelledby="cc-thread-title">
          <h2 id="cc-thread-title" className="console-card-title">
            {t('thread')}
          </h2>
          <ol className="cc-messages">
            {messages.length === 0 && <li className="console-muted">{t('empty')}</li>}
            {messages.map((message) => (
              <li key={message.id} className={`cc-message${message.author === 'operator' ? ' cc-message--ours' : ''}`}>
                <div className="cc-message__who">
                  {message.author === 'operator' ? (message.operatorName ?? t('team')) : conversation.who.name} ·{' '}
                  <time dateTime={message.createdAt}>{format.dateTime(message.createdAt)}</time>
                </div>
                {message.attachment?.expired ? (
                  <p>{t('attachmentExpired', { name: message.attachment.name })}</p>
                ) : message.attachment ? (
                  <button
                    type="button"
                    className="console-link-button"
                    onClick={() =>
                      void consoleDownload(
                        `/console/api/chat/attachments/${message.attachment!.id}`,
                        message.attachment!.name,
                      )
                    }
                  >
                    {t('attachment', { name: message.attachment.name })}
                  </button>
                ) : (
                  <p>{message.body}</p>
                )}
              </li>
            ))}
            <li ref={end} aria-hidden="true" />
          </ol>
          <form ref={form.formRef} className="cc-compose" noValidate onSubmit={form.handleSubmit}>
            <label htmlFor="cc-reply">{t('reply')}</label>
            <textarea id="cc-reply" rows={3} maxLength={2000} {...form.bind('body')} />
            <FormAlert className="console-alert" message={form.errors.body ?? form.failure} />
            <button type="submit" className="console-button console-button--primary" disabled={form.busy}>
              {t('send')}
            </button>
            <AttachFile
              className="console-button console-button--ghost cc-attach"
              accept={CHAT_ATTACHMENT_TYPES}
              busy={sendingFile}
              onFile={(file) => void attach(file)}
            >
              {sendingFile ? t('attaching') : t('attach')}
            </AttachFile>
          </form>
        </section>
        <aside className="console-detail__side">
          <section className="console-card" aria-labelledby="cc-who-title">
            <h2 id="cc-who-title" className="console-card-title">
              {buyer ? t('buyer') : t('visitorTitle')}
            </h2>
            <dl className="console-facts">
              {buyer ? (
                <>
                  <Fact label={t('facts.company')}>
                    <Link to={`/admin/buyers/${buyer.id}`}>{buyer.company}</Link>
                  </Fact>
                  <Fact label={t('facts.contact')}>{buyer.contact}</Fact>
                  <Fact label={t('facts.email')}>{buyer.email}</Fact>
                  <Fact label={t('facts.country')}>{buyer.country}</Fact>
                  <Fact label={t('facts.grade')}>{buyer.grade || '—'}</Fact>
                  <Fact label={t('facts.currency')}>{buyer.currency || '—'}</Fact>
                </>
              ) : (
                <>
                  <Fact label={t('facts.contact')}>{conversation.who.name}</Fact>
                  <Fact label={t('facts.email')}>{conversation.who.email}</Fact>
                </>
              )}
            </dl>
          </section>
          {buyer && (
            <section className="console-card" aria-labelledby="cc-records-title">
              <h2 id="cc-records-title" className="console-card-title">
                {t('records')}
              </h2>
              {buyer.records.length === 0 ? (
                <p className="console-muted">{t('noRecords')}</p>
              ) : (
                <ul className="cc-records">
                  {buyer.records.map((record) => (
                    <li key={`${record.kind}-${record.id}`}>
                      <Link to={`/admin/${record.kind === 'quotation' ? 'quotations' : 'orders'}/${record.id}`}>
                        {record.number}
                      </Link>
                      <span className="console-muted">
                        {t(`subject.${record.kind}`)} · {record.state} · {format.date(record.date)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </aside>
      </div>
    </ConsoleMain>
  );
}
