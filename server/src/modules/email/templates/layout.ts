import { html, type SafeHtml } from './html';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface LayoutInput {
  subject: string;
  /** The message's own content (already built with `html`). */
  body: SafeHtml;
  /** The plain-text version's content. */
  text: string;
  /** One-click unsubscribe page for non-transactional mail; absent for a password reset. */
  unsubscribeUrl?: string;
  /** Why the reader gets this mail, above the unsubscribe link; defaults to the notification settings. */
  reason?: string;
  siteUrl: string;
}

// One plain layout for every message: inline styles only (mail clients drop <style> and CSS
// files), one column, system fonts, and the same footer in the text version.
export function layout(input: LayoutInput): RenderedEmail {
  const footer = input.unsubscribeUrl
    ? html`<p style="margin:24px 0 0;font-size:12px;color:#6b7280">
        ${input.reason ?? 'You receive this e-mail because of your FutureFund notification settings.'}
        <a href="${input.unsubscribeUrl}" style="color:#6b7280">Unsubscribe</a>
      </p>`
    : html``;
  const page = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>${input.subject}</title>
      </head>
      <body
        style="margin:0;padding:0;background:#f3f4f6;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#111827"
      >
        <div style="max-width:560px;margin:0 auto;padding:24px">
          <p style="margin:0 0 16px;font-size:18px;font-weight:bold">
            <a href="${input.siteUrl}" style="color:#1d4ed8;text-decoration:none">FutureFund</a>
          </p>
          <div style="background:#ffffff;border-radius:8px;padding:24px;line-height:1.5">${input.body}</div>
          ${footer}
        </div>
      </body>
    </html>`;
  const textFooter = input.unsubscribeUrl ? `\n\n--\nUnsubscribe: ${input.unsubscribeUrl}\n` : '\n';
  return { subject: input.subject, html: page.value, text: `${input.text.trim()}${textFooter}` };
}

export function button(href: string, label: string): SafeHtml {
  return html`<p style="margin:24px 0">
    <a
      href="${href}"
      style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold"
      >${label}</a
    >
  </p>`;
}
