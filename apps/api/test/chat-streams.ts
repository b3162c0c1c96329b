import http from 'node:http';

export type StreamEvent = { id: string; event: string; data: { id: number; body: string; conversationId: number } };

/**
 * An EventSource as a test needs it: a chat stream opened on a listening API process (`base`) over a real connection,
 * its events collected. `opened` settles at its `ready` event (or its refusal), `ended` when the server ends it. No
 * ticket: the buyer's session cookie (`cookie`, a session's token) names them, or nothing does.
 */
export function openStream(
  base: string,
  ticket: string | undefined,
  lastEventId?: string,
  { cookie, after }: { cookie?: string; after?: string } = {},
) {
  const events: StreamEvent[] = [];
  let status = 0;
  let request: http.ClientRequest;
  let ended = false;
  let endedAt = 0;
  let resolveEnded: () => void;
  const ends = new Promise<void>((resolve) => {
    resolveEnded = resolve;
  });
  const opened = new Promise<void>((resolve, reject) => {
    const query = new URLSearchParams({ ...(ticket ? { ticket } : {}), ...(after ? { after } : {}) });
    request = http.get(
      `${base}/client/api/v1/chat/stream?${query}`,
      {
        headers: {
          ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
          ...(cookie ? { cookie: `hive_session=${cookie}` } : {}),
        },
      },
      (response) => {
        status = response.statusCode ?? 0;
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const field = (name: string) =>
              block
                .split('\n')
                .find((line) => line.startsWith(`${name}: `))
                ?.slice(name.length + 2);
            const event = field('event');
            if (event) events.push({ id: field('id') ?? '', event, data: JSON.parse(field('data') ?? '{}') });
            if (event === 'ready') resolve();
            end = buffer.indexOf('\n\n');
          }
        });
        response.on('end', () => {
          ended = true;
          endedAt = Date.now();
          resolveEnded();
          resolve();
        });
      },
    );
    request.on('error', reject);
  });
  return {
    events,
    messages: () => events.filter((event) => event.event === 'message'),
    opened,
    /** Settles when the server ends the stream. */
    ends,
    ended: () => ended,
    /** When the server ended it (ms since the epoch), or 0. */
    endedAt: () => endedAt,
    status: () => status,
    close: () => request.destroy(),
  };
}
