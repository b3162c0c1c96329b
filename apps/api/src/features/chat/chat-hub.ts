import type { Db } from '../../db/client.js';
import { listen } from '../../db/listener.js';
import {
  CHAT_CHANNEL,
  type ChatRepository,
  type Cursor,
  chatRepository,
  type Reader,
  type StreamRow,
} from './chat.repository.js';

const BATCH = 500;
/** A read that found rows of still-running transactions looks again after this long. */
const PENDING_MS = 100;
/** While streams are open, a read at least this often, whatever the notifications did. */
const SAFETY_MS = 5_000;

export const cursorText = (cursor: Cursor) => `${cursor.xid}-${cursor.id}`;
export function parseCursor(text: string | undefined): Cursor | undefined {
  const match = text ? /^(\d{1,20})-(\d{1,20})$/.exec(text) : null;
  return match ? { xid: match[1]!, id: Number(match[2]) } : undefined;
}
const after = (a: Cursor, b: Cursor) => {
  const ax = BigInt(a.xid);
  const bx = BigInt(b.xid);
  return ax > bx || (ax === bx && a.id > b.id);
};
/** The transactions a snapshot (`xmin:xmax:running,…`) saw committed: below xmin, or below xmax and not running. */
function committedIn(snapshot: string): (xid: string) => boolean {
  const [xmin = '0', xmax = '0', running = ''] = snapshot.split(':');
  const still = new Set(running.split(',').filter(Boolean));
  return (xid) => BigInt(xid) < BigInt(xmin) || (BigInt(xid) < BigInt(xmax) && !still.has(xid));
}
const sees = (reader: Reader, row: StreamRow) =>
  reader.kind === 'operator' || (reader.kind === 'buyer' ? row.buyerId === reader.id : row.visitorId === reader.id);

type Subscriber = {
  reader: Reader;
  cursor: Cursor;
  /** A stream opened from now: whether a row's transaction had committed before it opened (not sent, then). */
  before?: (xid: string) => boolean;
  /** Events the hub delivered while the subscriber still read its backlog. */
  buffer: StreamRow[] | null;
  send: (row: StreamRow, cursor: Cursor) => void;
};

/**
 * Live delivery of chat messages in this API process. The table is the truth and `pg_notify` (sent in the writing
 * transaction) the signal: one LISTEN connection per process; at each signal the hub reads once what committed after
 * its cursor and fans it out to the streams open here. Its reads pass only rows whose transaction is below every
 * running one's (`pg_snapshot_xmin`), in (xid, id) order, so a writer that commits late is read late — never skipped.
 *
 * A stream opens with its own cursor: it reads its backlog from the table, while the hub's deliveries wait in its
 * buffer; then the buffer goes out past the backlog's end, and every later delivery past the stream's cursor. Nothing
 * is lost between the two, and nothing is sent twice. Opened from now, it starts at the horizon and leaves out the rows
 * of transactions that had committed when it opened (past the horizon while an older transaction still runs).
 */
export function chatHub(db: Db, log?: { warn: (message: string) => void; error: (o: object, m: string) => void }) {
  const repository: ChatRepository = chatRepository(db);
  const subscribers = new Set<Subscriber>();
  /** The hub's position: set once, before any stream opens, then moved only by the hub's own reads. */
  let position: Cursor = { xid: '0', id: 0 };
  let started: Promise<void> | undefined;
  const start = () =>
    (started ??= repository.horizon().then(
      (horizon) => {
        position = horizon.cursor;
      },
      (error: unknown) => {
        started = undefined;
        throw error;
      },
    ));
  let reading: Promise<void> | undefined;
  let again = false;
  let pendingTimer: NodeJS.Timeout | undefined;
  let stopped = false;

  const deliver = (subscriber: Subscriber, row: StreamRow) => {
    const position = { xid: row.xid, id: row.id };
    if (!after(position, subscriber.cursor) || subscriber.before?.(row.xid)) return;
    subscriber.cursor = position;
    subscriber.send(row, position);
  };

  async function readOnce() {
    await start();
    for (;;) {
      const { list, pending } = await repository.after(position, BATCH);
      for (const row of list) {
        for (const subscriber of subscribers) {
          if (!sees(subscriber.reader, row)) continue;
          if (subscriber.buffer) subscriber.buffer.push(row);
          else deliver(subscriber, row);
        }
      }
      const last = list.at(-1);
      if (last) position = { xid: last.xid, id: last.id };
      if (list.length < BATCH) {
        if (pending && !stopped) {
          clearTimeout(pendingTimer);
          pendingTimer = setTimeout(wake, PENDING_MS);
        }
        return;
      }
    }
  }

  /** Reads now, or once more after the read in hand: one read at a time in this process. */
  function wake() {
    if (stopped) return;
    if (reading) {
      again = true;
      return;
    }
    reading = (async () => {
      do {
        again = false;
        await readOnce().catch((error: unknown) => log?.error({ err: error }, 'chat stream read failed'));
      } while (again && !stopped);
    })().finally(() => {
      reading = undefined;
    });
  }

  const stopListening = listen(db, CHAT_CHANNEL, { onNotify: wake, onConnect: wake, log });
  const safety = setInterval(() => {
    if (subscribers.size > 0) wake();
  }, SAFETY_MS);
  safety.unref();

  return {
    /**
     * Opens a stream for `reader` from `from` (or from now): sends the backlog, then every new message it may see.
     * Answers the position it starts live from (for a fresh stream's first event id) and the close.
     */
    async open(
      reader: Reader,
      from: Cursor | undefined,
      send: (row: StreamRow, cursor: Cursor) => void,
    ): Promise<{ start: Cursor; close: () => void }> {
      // The hub's position first: what commits from now on reaches the buffer, what committed before, the backlog.
      await start();
      const subscriber: Subscriber = { reader, cursor: { xid: '0', id: 0 }, buffer: [], send };
      subscribers.add(subscriber);
      const close = () => {
        subscribers.delete(subscriber);
      };
      try {
        if (from) subscriber.cursor = from;
        else {
          // From now: past the horizon, the rows of transactions that committed before the stream opened are not its.
          const horizon = await repository.horizon();
          subscriber.cursor = horizon.cursor;
          subscriber.before = committedIn(horizon.snapshot);
        }
        for (;;) {
          const { list } = await repository.after(subscriber.cursor, BATCH, reader);
          for (const row of list) deliver(subscriber, row);
          if (list.length < BATCH) break;
        }
        const buffered = subscriber.buffer ?? [];
        subscriber.buffer = null;
        for (const row of buffered) deliver(subscriber, row);
        return { start: subscriber.cursor, close };
      } catch (error) {
        close();
        throw error;
      }
    },

    /** How many streams are open in this process. */
    get size() {
      return subscribers.size;
    },

    async stop() {
      stopped = true;
      clearInterval(safety);
      clearTimeout(pendingTimer);
      subscribers.clear();
      await stopListening();
      await reading;
    },
  };
}

export type ChatHub = ReturnType<typeof chatHub>;
