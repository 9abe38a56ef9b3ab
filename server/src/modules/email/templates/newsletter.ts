import { format, parseISO } from 'date-fns';
import { formatAward, NEWSLETTER_CONFIRM_TTL_HOURS } from '@futurefund/core';
import { html } from './html';
import { button, layout, type RenderedEmail } from './layout';

const reason = 'You receive this e-mail because this address subscribed to the FutureFund newsletter.';

/** Double opt-in (ADR 030): nothing else is sent until the link's page is confirmed. */
export function newsletterConfirmEmail(input: {
  confirmUrl: string;
  siteUrl: string;
  unsubscribeUrl: string;
}): RenderedEmail {
  const subject = 'Confirm your FutureFund newsletter subscription';
  const intro =
    'Someone, hopefully you, asked to receive the FutureFund weekly digest of new scholarships and internships at this address.';
  const validity = `The link works once, for ${NEWSLETTER_CONFIRM_TTL_HOURS} hours. If you did not ask for this, ignore this e-mail: you will not be subscribed.`;
  const body = html`<p style="margin:0">${intro}</p>
    ${button(input.confirmUrl, 'Confirm subscription')}
    <p style="margin:0;color:#4b5563">${validity}</p>`;
  const text = `${intro}\n\nConfirm your subscription here:\n\n${input.confirmUrl}\n\n${validity}`;
  return layout({
    subject,
    body,
    text,
    siteUrl: input.siteUrl,
    unsubscribeUrl: input.unsubscribeUrl,
    reason,
  });
}

/** One listing of a digest. */
export interface DigestLine {
  title: string;
  /** 'scholarship' | 'internship' (shown as its word). */
  type: string;
  /** The award (scholarships) or the company (internships), when the listing states it. */
  detail: string | null;
  /** YYYY-MM-DD, or null when the listing states no deadline. */
  deadline: string | null;
  /** The listing's page on the site. */
  link: string;
  /** Why it matched the subscriber's profile; null when the digest is not personalised. */
  why: string | null;
}

const deadlineText = (deadline: string | null) =>
  deadline ? `deadline ${format(parseISO(deadline), 'MMMM d, yyyy')}` : 'no deadline stated';

/** A scholarship's award in the site's one wording (formatAward); an internship's company as is. */
const detailText = (line: DigestLine) =>
  line.type === 'scholarship' ? formatAward({ awardAmount: line.detail, title: line.title }) : line.detail;

const meta = (line: DigestLine) =>
  [line.type, detailText(line), deadlineText(line.deadline)].filter(Boolean).join(' · ');

/** The weekly digest: only what the catalog holds (new, open, public listings), never invented counts. */
export function newsletterDigestEmail(input: {
  lines: DigestLine[];
  matched: boolean;
  siteUrl: string;
  unsubscribeUrl: string;
}): RenderedEmail {
  const { lines } = input;
  const count = lines.length === 1 ? '1 new opportunity' : `${lines.length} new opportunities`;
  const subject = `FutureFund weekly: ${count}`;
  const intro = input.matched
    ? 'New open scholarships and internships added in the past seven days, best matches for your profile first:'
    : 'New open scholarships and internships added in the past seven days:';
  const browse = `${input.siteUrl}/opportunities`;
  const rows = lines.map(
    (line) =>
      html`<li style="margin:0 0 12px">
        <a href="${line.link}" style="color:#1d4ed8;font-weight:bold">${line.title}</a><br /><span
          style="color:#4b5563"
          >${meta(line)}</span
        >${line.why ? html`<br /><span style="color:#4b5563">Why: ${line.why}</span>` : html``}
      </li>`,
  );
  const body = html`<p style="margin:0 0 16px">${intro}</p>
    <ul style="padding-left:20px;margin:0">
      ${rows}
    </ul>
    ${button(browse, 'Browse all opportunities')}`;
  const text = [
    intro,
    '',
    ...lines.map(
      (line) => `- ${line.title} (${meta(line)})${line.why ? `\n  Why: ${line.why}` : ''}\n  ${line.link}`,
    ),
    '',
    `Browse all opportunities: ${browse}`,
  ].join('\n');
  return layout({
    subject,
    body,
    text,
    siteUrl: input.siteUrl,
    unsubscribeUrl: input.unsubscribeUrl,
    reason,
  });
}
