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

/** The plain-text part of a received mail as its reader sees it: its transfer encoding (quoted-printable, base64) undone. */
export function textOf({ data }: Received): string {
  const type = data.search(/^Content-Type: text\/plain/im);
  // The part's headers: from the blank line or boundary before its type (the mail's own, in a single part) to the next.
  const start = Math.max(0, data.lastIndexOf('\r\n\r\n', type), data.lastIndexOf('\r\n--', type));
  const end = data.indexOf('\r\n\r\n', type);
  const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(data.slice(start, end))?.[1]?.toLowerCase();
  const body = data.slice(end + 4).split(/\r\n--/)[0]!;
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
