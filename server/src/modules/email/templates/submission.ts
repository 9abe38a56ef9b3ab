import { html } from './html';
import { button, layout, type RenderedEmail } from './layout';

interface SubmissionInput {
  name: string;
  title: string;
  siteUrl: string;
  unsubscribeUrl: string;
}

/** A contributor's submitted opportunity was approved and is now listed. */
export function submissionApprovedEmail(input: SubmissionInput & { link: string }): RenderedEmail {
  const subject = `Your submission was approved: ${input.title}`;
  const body = html`<p style="margin:0 0 16px">Hi ${input.name},</p>
    <p style="margin:0">
      Good news: <strong>${input.title}</strong> was approved and is now listed on FutureFund.
    </p>
    ${button(input.link, 'View the listing')}`;
  const text = `Hi ${input.name},\n\nGood news: "${input.title}" was approved and is now listed on FutureFund.\n\nView it: ${input.link}`;
  return layout({ subject, body, text, siteUrl: input.siteUrl, unsubscribeUrl: input.unsubscribeUrl });
}

/** A submission was not accepted; the reviewer's reason is quoted as they wrote it (escaped). */
export function submissionRejectedEmail(input: SubmissionInput & { reason: string }): RenderedEmail {
  const subject = `Your submission was not approved: ${input.title}`;
  const body = html`<p style="margin:0 0 16px">Hi ${input.name},</p>
    <p style="margin:0 0 16px">
      Thank you for submitting <strong>${input.title}</strong>. Our reviewers could not approve it.
    </p>
    <p style="margin:0 0 8px">Reason:</p>
    <blockquote style="margin:0;padding:8px 12px;border-left:3px solid #d1d5db;white-space:pre-wrap">
      ${input.reason}
    </blockquote>
    <p style="margin:16px 0 0">You are welcome to correct it and submit it again.</p>`;
  const text = `Hi ${input.name},\n\nThank you for submitting "${input.title}". Our reviewers could not approve it.\n\nReason:\n${input.reason}\n\nYou are welcome to correct it and submit it again.`;
  return layout({ subject, body, text, siteUrl: input.siteUrl, unsubscribeUrl: input.unsubscribeUrl });
}
