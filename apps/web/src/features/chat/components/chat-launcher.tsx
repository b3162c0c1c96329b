import type { ChatMessageView } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useEventStream } from '../../../hooks/use-event-stream';
import { usePageIdle } from '../../../hooks/use-page-idle';
import { useTranslation } from '../../../i18n/react';
import { queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/session-store';
import { addToThread, chatKeys, chatMeQuery, streamTicket } from '../api/chat-queries';
import { useChatPanel } from '../chat-store';
import './chat.css';

/** The panel loads when it is first opened. */
const ChatPanel = lazy(async () => ({ default: (await import('./chat-panel')).ChatPanel }));

/** Who the chat's answers are for: the buyer's session, or this browser's visitor. */
const whoOf = (s: { login: { isLogged: boolean }; buyerId: string }) =>
  s.login.isLogged ? `buyer:${s.buyerId}` : 'visitor';
export const useChatWho = () => useSession(whoOf);

/**
 * The chat's state for this person (the unread replies): drawn by the server with a buyer's page (never with a
 * visitor's: it is `personal`), else read once the page is idle, or as soon as the panel opens.
 */
function useChatMe(who: string, open: boolean) {
  const idle = usePageIdle();
  return useQuery({ ...chatMeQuery(who), enabled: idle || open || import.meta.env.SSR });
}

/**
 * The chat on every storefront page: the floating button (above the go-to-top button, clear of the bottom bar and the
 * toasts) with the unread replies, the panel, and the live stream while someone may chat here. `/?quotation={id}`
 * opens the quotation's conversation.
 */
export function ChatLauncher() {
  // The texts load beside the page; nothing else waits for them (the button comes once they are there).
  return (
    <Suspense fallback={null}>
      <Launcher />
    </Suspense>
  );
}

function Launcher() {
  const { t } = useTranslation('chat');
  const who = useChatWho();
  const { open, show, hide } = useChatPanel();
  const { data: me, refetch } = useChatMe(who, open);
  const idle = usePageIdle();
  const [params, setParams] = useSearchParams();

  // `/?quotation={id}` (the spec's address), `?chatAbout={id}` on any page (the quotation page's button), and
  // `?chat={conversation}` (the unread-reply e-mail's link) open that conversation; the parameter then goes.
  const { pathname } = useLocation();
  const quotation = Number((pathname === '/' && params.get('quotation')) || params.get('chatAbout'));
  const conversation = Number(params.get('chat'));
  useEffect(() => {
    if (!quotation && !conversation) return;
    show(quotation ? { quotationId: quotation } : { conversationId: conversation });
    setParams(
      (current) => {
        for (const name of ['quotation', 'chatAbout', 'chat']) current.delete(name);
        return current;
      },
      { replace: true },
    );
  }, [quotation, conversation, show, setParams]);
  // A sign-in or a sign-out is another person: the panel starts again (read from the store's changes, not from a
  // render, so that the first render of a page is no change).
  useEffect(
    () =>
      useSession.subscribe((state, previous) => {
        if (whoOf(state) !== whoOf(previous)) hide();
      }),
    [hide],
  );

  // Opened once the page is idle, from where `me` was read: nothing is read again when it opens. A buyer's first stream
  // is opened with their session cookie, without a ticket.
  useEventStream({
    enabled: (idle || open) && (me?.who ?? 'none') !== 'none',
    url: '/client/api/v1/chat/stream',
    ticket: streamTicket,
    from: me?.position,
    cookie: me?.who === 'buyer',
    onMessage: (data) => {
      addToThread(data as ChatMessageView);
      void queryClient.invalidateQueries({ queryKey: chatKeys.me(who) });
    },
    onReady: (fresh) => fresh && void queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });

  const unread = me?.unread ?? 0;
  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <ChatPanel me={me} onJoined={() => void refetch()} />
        </Suspense>
      )}
      <button
        type="button"
        className={`chat-button${open ? ' chat-button--open' : ''}`}
        aria-expanded={open}
        aria-label={unread > 0 ? t('openUnread', { count: unread }) : t('open')}
        onClick={() => (open ? hide() : show())}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {unread > 0 && (
          <span className="chat-button__count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
    </>
  );
}

type LinkProps = { className?: string; text?: boolean; onOpen?: () => void };

/** The header's and the menu's entry: the unread replies, opening the panel. */
export function ChatLink(props: LinkProps) {
  return (
    <Suspense fallback={null}>
      <ChatEntry {...props} />
    </Suspense>
  );
}

function ChatEntry({ className = 'icon-button chat-link', text = false, onOpen }: LinkProps) {
  const { t } = useTranslation('chat');
  const who = useChatWho();
  const { data: me } = useChatMe(
    who,
    useChatPanel((s) => s.open),
  );
  const show = useChatPanel((s) => s.show);
  const unread = me?.unread ?? 0;
  const label = unread > 0 ? t('openUnread', { count: unread }) : t('open');
  return (
    <button
      type="button"
      className={className}
      aria-label={text ? undefined : label}
      onClick={() => {
        onOpen?.();
        show();
      }}
    >
      {text ? (
        <span>{t('menu')}</span>
      ) : (
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
      )}
      {unread > 0 && (
        <span className="chat-link__count" aria-hidden={!text}>
          {text ? t('unread', { count: unread }) : unread > 99 ? '99+' : unread}
        </span>
      )}
    </button>
  );
}
