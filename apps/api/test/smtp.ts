import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Received = { to: string; data: string };

/** A real SMTP server on a free port: it keeps what it is sent, or refuses while `failNext` lasts. */
export function smtpServer() {
  const received: Received[] = [];
  const control = { failNext: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        if (control.failNext > 0) {
          control.failNext--;
          return callback(new Error('451 mailbox busy, try later'));
        }
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), data });
        callback();
      });
    },
  });
  return {
    received,
    control,
    /** Listens on a free port of the loopback; answers the `smtp://` address to send to. */
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
