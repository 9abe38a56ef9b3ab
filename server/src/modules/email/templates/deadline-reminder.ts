import { format, parseISO } from 'date-fns';
import { html } from './html';
import { layout, type RenderedEmail } from './layout';

export interface ReminderLine {
  title: string;
  /** 'scholarship' | 'internship' (shown as its word). */
  type: string;
  /** YYYY-MM-DD */
  deadline: string;
  daysLeft: number;
  /** The listing's page on the site. */
  link: string;
}

const daysText = (days: number) =>
  days <= 0 ? 'closes today' : days === 1 ? '1 day left' : `${days} days left`;

/** "Saturday, November 28, 2026": a calendar date as people write it (no time zone involved). */
const longDate = (date: string) => format(parseISO(date), 'EEEE, MMMM d, yyyy');

/** Product §9: reminders 7, 3 and 1 days before a deadline; one e-mail lists every due one. */
export function deadlineReminderEmail(input: {
  name: string;
  items: ReminderLine[];
  siteUrl: string;
  unsubscribeUrl: string;
}): RenderedEmail {
  const { items } = input;
  const subject =
    items.length === 1
      ? `Reminder: ${items[0]!.title} — ${daysText(items[0]!.daysLeft)}`
      : `Reminder: ${items.length} application deadlines are coming up`;
  const rows = items.map(
    (item) =>
      html`<li style="margin:0 0 12px">
        <a href="${item.link}" style="color:#1d4ed8;font-weight:bold">${item.title}</a><br /><span
          style="color:#4b5563"
          >${item.type} · deadline ${longDate(item.deadline)} · ${daysText(item.daysLeft)}</span
        >
      </li>`,
  );
  const body = html`<p style="margin:0 0 16px">Hi ${input.name},</p>
    <p style="margin:0 0 16px">These opportunities you saved have deadlines coming up:</p>
    <ul style="padding-left:20px;margin:0">
      ${rows}
    </ul>`;
  const text = [
    `Hi ${input.name},`,
    '',
    'These opportunities you saved have deadlines coming up:',
    '',
    ...items.map(
      (item) =>
        `- ${item.title} (${item.type}): deadline ${longDate(item.deadline)}, ${daysText(item.daysLeft)}\n  ${item.link}`,
    ),
  ].join('\n');
  return layout({ subject, body, text, siteUrl: input.siteUrl, unsubscribeUrl: input.unsubscribeUrl });
}
