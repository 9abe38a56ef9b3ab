import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback (no TLS, any login), keeping every message it is given. */
export async function startSmtpServer(options: { refuse?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.refuse) return callback(Object.assign(new Error('mailbox full'), { responseCode: 552 }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** One header of a raw message, its folded lines joined. */
export const headerOf = (raw: string, name: string) => {
  const unfolded = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  return unfolded.match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1]?.trim();
};
