import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifySignature } from '../src/webhooks/webhook-signature.js';

export type Received = {
  eventId: string;
  type: string;
  /** The parsed body: `{ id, type, createdAt, data }`. */
  body: { id: string; type: string; createdAt: string; data: Record<string, unknown> & { id?: number } };
  /** Whether `Hive-Signature` matched the raw body with the receiver's secret. */
  signed: boolean;
  /** This event's attempt at this receiver: 1 for the first. */
  attempt: number;
  status: number;
};

/**
 * A webhook receiver on the loopback address, as an operator's system would run one: it checks each delivery's
 * signature with the secret it is given, answers with `answer` (200 by default; a status, or 'hold' to answer only
 * when `release()` is called), and keeps what it received, answered 2xx or not.
 */
export async function webhookReceiver(
  answer: (event: { eventId: string; type: string; attempt: number }) => number | 'hold' = () => 200,
) {
  let secret = '';
  const received: Received[] = [];
  const attempts = new Map<string, number>();
  const held: (() => void)[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const eventId = String(request.headers['hive-event-id']);
      const attempt = (attempts.get(eventId) ?? 0) + 1;
      attempts.set(eventId, attempt);
      const body = JSON.parse(raw);
      const signed = verifySignature(secret, raw, request.headers['hive-signature'] as string | undefined);
      const decided = answer({ eventId, type: body.type, attempt });
      const reply = (status: number) => {
        // A sender gone meanwhile (killed while it waited) was never answered: nothing was delivered.
        if (request.socket.destroyed) return;
        received.push({ eventId, type: body.type, body, signed, attempt, status });
        response.writeHead(status, status >= 300 && status < 400 ? { location: 'http://127.0.0.1:9/elsewhere' } : {});
        response.end();
      };
      if (decided === 'hold') held.push(() => reply(200));
      else reply(decided);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** Deliveries answered 2xx, each event once per attempt that succeeded. */
    delivered: () => received.filter((entry) => entry.status >= 200 && entry.status < 300),
    useSecret(value: string) {
      secret = value;
    },
    /** Requests waiting for an answer now. */
    holding: () => held.length,
    release() {
      for (const reply of held.splice(0)) reply();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits until `done()` holds, at most `ms`. */
export async function until(done: () => boolean | Promise<boolean>, ms = 10_000, step = 50): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await done()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, step));
  }
}
