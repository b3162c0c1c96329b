import type { ChatMe } from '@hive/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/query-client';
import { openConversation } from '../api/chat-queries';
import { useChatPanel } from '../chat-store';
import { ChatThread } from './chat-thread';
import { VisitorForm } from './visitor-form';

/** The buyer's conversations, when there is more than the general one: each with its subject and unread replies. */
function ConversationList({ me }: { me: ChatMe }) {
  const { t } = useTranslation('chat');
  const select = useChatPanel((s) => s.select);
  return (
    <ul className="chat-list">
      {me.conversations.map((conversation) => (
        <li key={conversation.id}>
          <button type="button" onClick={() => select(conversation.id)}>
            <strong>
              {conversation.subject
                ? `${t(`subject.${conversation.subject.kind}`)} ${conversation.subject.number}`
                : t('general')}
            </strong>
            <span className="chat-list__last">{conversation.lastMessage?.body || t('empty')}</span>
            {conversation.unread > 0 && (
              <span className="chat-badge">{t('unread', { count: conversation.unread })}</span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The chat panel: a visitor first leaves a name and an e-mail; then the conversation asked for (a quotation's from
 * `/?quotation={id}`), the only one, or the list of them. Escape closes it and the focus goes back to the button.
 */
export function ChatPanel({ me, onJoined }: { me: ChatMe | undefined; onJoined: () => void }) {
  const { t } = useTranslation('chat');
  const { conversationId, quotationId, hide, select } = useChatPanel();
  const [problem, setProblem] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const who = me?.who ?? 'none';
  const single = me && me.conversations.length <= 1;

  useEffect(() => heading.current?.focus(), []);
  // The conversation to show: a quotation's, or the general one when it is the only one there could be.
  useEffect(() => {
    if (who === 'none' || conversationId !== null) return;
    if (!quotationId && !single) return;
    let live = true;
    openConversation(quotationId ? { quotationId } : {}).then(
      (thread) => live && select(thread.conversation.id),
      (error: unknown) => live && setProblem(errorMessage(error)),
    );
    return () => {
      live = false;
    };
  }, [who, conversationId, quotationId, single, select]);

  return (
    <section
      className="chat-panel"
      role="dialog"
      aria-labelledby="chat-panel-title"
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      <header className="chat-panel__head">
        {conversationId !== null && !single && (
          <button type="button" className="icon-button" aria-label={t('back')} onClick={() => select(null)}>
            ←
          </button>
        )}
        <h2 id="chat-panel-title" ref={heading} tabIndex={-1}>
          {t('title')}
        </h2>
        <button type="button" className="icon-button" aria-label={t('close')} onClick={hide}>
          ×
        </button>
      </header>
      <div className="chat-panel__body">
        {!me ? (
          <p className="chat-empty">{t('loading')}</p>
        ) : who === 'none' ? (
          <VisitorForm onJoined={onJoined} />
        ) : problem ? (
          <p className="chat-empty" role="alert">
            {problem}
          </p>
        ) : conversationId !== null ? (
          <ChatThread conversationId={conversationId} />
        ) : single ? (
          <p className="chat-empty">{t('loading')}</p>
        ) : (
          <>
            <button type="button" className="button button--ghost chat-new" onClick={() => void openGeneral()}>
              {t('general')}
            </button>
            <ConversationList me={me} />
          </>
        )}
      </div>
    </section>
  );

  async function openGeneral() {
    try {
      select((await openConversation({})).conversation.id);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }
}
