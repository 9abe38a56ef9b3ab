import { PASSWORD_RESET_TTL_MINUTES } from '@futurefund/core';
import { html } from './html';
import { button, layout, type RenderedEmail } from './layout';

/** Transactional: no unsubscribe link (the user asked for it, and it must always arrive). */
export function passwordResetEmail(input: {
  name: string;
  resetUrl: string;
  siteUrl: string;
}): RenderedEmail {
  const subject = 'Reset your FutureFund password';
  const body = html`<p style="margin:0 0 16px">Hi ${input.name},</p>
    <p style="margin:0">
      Someone asked to reset the password of your FutureFund account. Choose a new password here:
    </p>
    ${button(input.resetUrl, 'Reset password')}
    <p style="margin:0 0 16px">The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes.</p>
    <p style="margin:0;color:#4b5563">
      If this wasn't you, ignore this e-mail: your password stays the same.
    </p>`;
  const text = `Hi ${input.name},\n\nSomeone asked to reset the password of your FutureFund account. Choose a new password here:\n\n${input.resetUrl}\n\nThe link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes.\n\nIf this wasn't you, ignore this e-mail: your password stays the same.`;
  return layout({ subject, body, text, siteUrl: input.siteUrl });
}

export function welcomeEmail(input: {
  name: string;
  siteUrl: string;
  unsubscribeUrl: string;
}): RenderedEmail {
  const subject = 'Welcome to FutureFund';
  const dashboard = `${input.siteUrl}/dashboard`;
  const body = html`<p style="margin:0 0 16px">Hi ${input.name},</p>
    <p style="margin:0">
      Welcome to FutureFund. Complete your profile to get scholarship and internship recommendations, and save
      opportunities to be reminded of their deadlines.
    </p>
    ${button(dashboard, 'Open your dashboard')}`;
  const text = `Hi ${input.name},\n\nWelcome to FutureFund. Complete your profile to get scholarship and internship recommendations, and save opportunities to be reminded of their deadlines.\n\nOpen your dashboard: ${dashboard}`;
  return layout({ subject, body, text, siteUrl: input.siteUrl, unsubscribeUrl: input.unsubscribeUrl });
}

/** The admin's test message: their text, escaped, line breaks kept. */
export function testEmail(input: { subject: string; message: string; siteUrl: string }): RenderedEmail {
  const body = html`<p style="margin:0;white-space:pre-wrap">${input.message}</p>`;
  return layout({ subject: input.subject, body, text: input.message, siteUrl: input.siteUrl });
}
