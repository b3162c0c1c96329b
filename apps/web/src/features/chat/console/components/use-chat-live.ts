import { useEventStream } from '../../../../hooks/use-event-stream';
import { consoleTicket, refreshChat } from '../api/chat-console-queries';

/** New messages of every conversation, live: the inbox and the open conversation are read again at each. */
export function useChatLive() {
  useEventStream({
    enabled: true,
    url: '/client/api/v1/chat/stream',
    ticket: consoleTicket,
    onMessage: () => void refreshChat(),
    onReady: () => void refreshChat(),
  });
}
