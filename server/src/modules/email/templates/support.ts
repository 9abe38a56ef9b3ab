import { html } from './html';
import { layout, type RenderedEmail } from './layout';

export interface SupportMessageInput {
  id: number;
  name: string;
  email: string;
  /** The topic as the form showed it ("Premium and billing"). */
  topic: string;
  message: string;
  /** Set when the sender was signed in. */
  username: string | null;
  siteUrl: string;
}

/**
 * A contact-page message forwarded to the support address (transactional: no unsubscribe). The
 * sender's words are escaped by `html`; the subject carries the topic and the stored row's id so
 * support can find it again.
 */
export function supportMessageEmail(input: SupportMessageInput): RenderedEmail {
  const subject = `[Support #${input.id}] ${input.topic} — from ${input.name}`;
  const account = input.username ? `signed in as ${input.username}` : 'not signed in';
  const body = html`<p style="margin:0 0 8px"><strong>From:</strong> ${input.name} &lt;${input.email}&gt;</p>
    <p style="margin:0 0 8px"><strong>Topic:</strong> ${input.topic}</p>
    <p style="margin:0 0 16px"><strong>Account:</strong> ${account}</p>
    <blockquote style="margin:0;padding:8px 12px;border-left:3px solid #d1d5db;white-space:pre-wrap">
      ${input.message}
    </blockquote>
    <p style="margin:16px 0 0;font-size:12px;color:#6b7280">
      Reply to this e-mail to answer ${input.name}.
    </p>`;
  const text = `From: ${input.name} <${input.email}>\nTopic: ${input.topic}\nAccount: ${account}\n\n${input.message}\n\nReply to this e-mail to answer ${input.name}.`;
  return layout({ subject, body, text, siteUrl: input.siteUrl });
}
