import { loadOnFirstUse } from '../../lib/load-on-first-use';

export interface MessageFields {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  replyTo?: string;
}

export interface ComposedMessage {
  raw: Buffer;
  /** The top-level headers as built (names lower-case, folded lines joined). */
  headers: Record<string, string>;
  messageId: string;
}

// nodemailer's stream transport only builds the RFC 5322 message: the same bytes then go to the
// SMTP server or into the outbox, so the preview shows exactly what a mail server would receive.
// nodemailer loads with the first mail (ADR 047).
const composer = loadOnFirstUse(async () => {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
});

export async function composeMessage(fields: MessageFields): Promise<ComposedMessage> {
  const info = await (await composer()).sendMail(fields);
  const raw = info.message as Buffer;
  const headers = parseHeaders(raw);
  return { raw, headers, messageId: info.messageId };
}

function parseHeaders(raw: Buffer): Record<string, string> {
  const text = raw.toString('utf8');
  const end = text.indexOf('\n\n');
  const block = (end === -1 ? text : text.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}
