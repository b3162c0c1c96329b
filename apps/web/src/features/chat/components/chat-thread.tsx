import type { ChatMessageView, ChatSubject } from '@hive/domain';
import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENT_TYPES } from '@hive/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AttachFile } from '../../../components/attach-file';
import { FormAlert } from '../../../components/form/form-alert';
import { useForm } from '../../../hooks/use-form';
import { useTranslation } from '../../../i18n/react';
import { ApiError, apiFile } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/query-client';
import { submissionKey } from '../../../lib/submission-key';
import { addToThread, markRead, sendFile, sendMessage, threadQuery } from '../api/chat-queries';

/** What the conversation is about: a quotation's or an order's card, linking to its page. */
function SubjectCard({ subject }: { subject: NonNullable<ChatSubject> }) {
  const { t, i18n } = useTranslation('chat');
  const to = subject.kind === 'quotation' ? `/my-page/quotations/${subject.id}` : `/order/${subject.id}`;
  return (
    <Link to={to} className="chat-subject">
      <span className="chat-subject__kind">{t(`subject.${subject.kind}`)}</span>
      <strong>{subject.number}</strong>
      <span>
        {t('subject.lines', { count: subject.lineCount })} ·{' '}
        {new Date(subject.requestedAt).toLocaleDateString(i18n.language)} · {subject.state}
      </span>
    </Link>
  );
}

function Attachment({ message }: { message: ChatMessageView }) {
  const { t } = useTranslation('chat');
  const file = message.attachment!;
  // A visitor's file past its days is gone: said so, with nothing to click.
  if (file.expired)
    return <p className="chat-file chat-file--expired">{t('attachmentExpired', { name: file.name })}</p>;
  const download = async () => {
    const { blob } = await apiFile(`/client/api/v1/chat/attachments/${file.id}`);
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = file.name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  };
  return (
    <button type="button" className="chat-file" onClick={() => void download()}>
      {t('attachment', { name: file.name, size: Math.ceil(file.size / 1024) })}
    </button>
  );
}

/** One conversation: its subject, its messages (text, never markup), and the box to write in. */
export function ChatThread({ conversationId }: { conversationId: number }) {
  const { t, i18n } = useTranslation('chat');
  const { data, isError } = useQuery(threadQuery(conversationId));
  const end = useRef<HTMLLIElement>(null);
  const messages = data?.messages ?? [];
  const lastId = messages.at(-1)?.id;
  const [fileProblem, setFileProblem] = useState<string>();
  const [sendingFile, setSendingFile] = useState(false);
  const attach = async (file: File | undefined) => {
    setFileProblem(undefined);
    if (!file) return;
    if (file.size > CHAT_ATTACHMENT_MAX_BYTES) return setFileProblem(t('fileTooBig'));
    setSendingFile(true);
    const key = submissionKey();
    try {
      addToThread(await sendFile(conversationId, file, key.for(`${file.name}:${file.size}:${file.lastModified}`)));
    } catch (error) {
      // A refusal of the quotas in the reader's language: the day's allowance used up, or no room left for files.
      const code = error instanceof ApiError ? error.code : undefined;
      setFileProblem(
        code === 'RATE_LIMITED'
          ? t('fileQuotaDay')
          : code === 'QUOTA_EXCEEDED'
            ? t('fileQuotaFull')
            : errorMessage(error),
      );
    } finally {
      setSendingFile(false);
    }
  };
  const form = useForm({
    t,
    initial: { body: '' },
    schema: (s) => s.chatMessageBody,
    submit: async (body, { key }) => {
      addToThread(await sendMessage(conversationId, body.body, key));
      form.setValues({ body: '' });
    },
  });

  // What is shown is read; the newest message comes into view.
  useEffect(() => {
    if (lastId === undefined) return;
    end.current?.scrollIntoView({ block: 'end' });
    void markRead(conversationId, lastId);
  }, [conversationId, lastId]);

  if (isError) return <p className="chat-empty">{t('failed')}</p>;
  return (
    <div className="chat-thread">
      {data?.conversation.subject && <SubjectCard subject={data.conversation.subject} />}
      <ol className="chat-messages" aria-label={t('messages')} aria-live="polite" aria-busy={!data}>
        {data && messages.length === 0 && <li className="chat-empty">{t('empty')}</li>}
        {messages.map((message) => {
          const mine = message.author !== 'operator';
          return (
            <li key={message.id} className={`chat-message${mine ? ' chat-message--mine' : ''}`}>
              <span className="visually-hidden">{mine ? t('you') : t('team')}: </span>
              {message.attachment ? <Attachment message={message} /> : <p>{message.body}</p>}
              <time dateTime={message.createdAt}>
                {new Date(message.createdAt).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })}
              </time>
            </li>
          );
        })}
        <li ref={end} aria-hidden="true" className="chat-messages__end" />
      </ol>
      {data?.conversation.state === 'CLOSED' && <p className="chat-note">{t('closed')}</p>}
      <form ref={form.formRef} className="chat-compose" noValidate onSubmit={form.handleSubmit}>
        <label htmlFor={`chat-body-${conversationId}`} className="visually-hidden">
          {t('write')}
        </label>
        <textarea
          id={`chat-body-${conversationId}`}
          rows={2}
          maxLength={2000}
          placeholder={t('write')}
          {...form.bind('body')}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <button type="submit" className="button" disabled={form.busy}>
          {t('send')}
        </button>
        <AttachFile
          className={`chat-attach${sendingFile ? ' chat-attach--busy' : ''}`}
          accept={CHAT_ATTACHMENT_TYPES}
          busy={sendingFile}
          onFile={(file) => void attach(file)}
        >
          {sendingFile ? t('attaching') : t('attach')}
        </AttachFile>
        <FormAlert message={form.errors.body ?? form.failure ?? fileProblem} />
      </form>
    </div>
  );
}
