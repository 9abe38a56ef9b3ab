import { describe, expect, it } from 'vitest';
import { passwordResetEmail, welcomeEmail } from './account';
import { deadlineReminderEmail } from './deadline-reminder';
import { newsletterConfirmEmail, newsletterDigestEmail } from './newsletter';
import { submissionApprovedEmail, submissionRejectedEmail } from './submission';

const site = 'https://ff.example';
const unsubscribeUrl = `${site}/unsubscribe?token=abc`;
const hostile = `<img src=x onerror="alert('x')">`;

describe('e-mail templates', () => {
  it('escape every piece of user data in the HTML and keep it as written in the text', () => {
    const rejected = submissionRejectedEmail({
      name: hostile,
      title: `Award & "Prize"`,
      reason: `Missing <b>deadline</b>\nand a link`,
      siteUrl: site,
      unsubscribeUrl,
    });
    expect(rejected.html).not.toContain('<img');
    expect(rejected.html).toContain('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;');
    expect(rejected.html).toContain('Award &amp; &quot;Prize&quot;');
    expect(rejected.html).toContain('Missing &lt;b&gt;deadline&lt;/b&gt;');
    expect(rejected.subject).toBe(`Your submission was not approved: Award & "Prize"`);
    expect(rejected.text).toContain('Reason:\nMissing <b>deadline</b>\nand a link');
  });

  it('put an unsubscribe link in every non-transactional message', () => {
    const messages = [
      deadlineReminderEmail({
        name: 'Kim',
        items: [
          {
            title: 'Award',
            type: 'scholarship',
            deadline: '2027-01-10',
            daysLeft: 1,
            link: `${site}/scholarships/1`,
          },
        ],
        siteUrl: site,
        unsubscribeUrl,
      }),
      submissionApprovedEmail({
        name: 'Kim',
        title: 'Award',
        link: `${site}/scholarships/1`,
        siteUrl: site,
        unsubscribeUrl,
      }),
      submissionRejectedEmail({
        name: 'Kim',
        title: 'Award',
        reason: 'Duplicate',
        siteUrl: site,
        unsubscribeUrl,
      }),
      welcomeEmail({ name: 'Kim', siteUrl: site, unsubscribeUrl }),
    ];
    for (const message of messages) {
      expect(message.html).toContain(`<a href="${unsubscribeUrl}"`);
      expect(message.text).toContain(`Unsubscribe: ${unsubscribeUrl}`);
    }
    expect(messages[0]!.subject).toBe('Reminder: Award — 1 day left');
  });

  it('give the password reset its link, its 30 minutes and no unsubscribe', () => {
    const reset = passwordResetEmail({
      name: 'Kim',
      resetUrl: `${site}/reset-password?token=t0k`,
      siteUrl: site,
    });
    expect(reset.subject).toBe('Reset your FutureFund password');
    expect(reset.html).toContain(`href="${site}/reset-password?token=t0k"`);
    expect(reset.text).toContain('The link works once, for 30 minutes.');
    expect(reset.text).toContain("If this wasn't you, ignore this e-mail");
    expect(reset.html).not.toContain('Unsubscribe');
    expect(reset.text).not.toContain('Unsubscribe');
  });

  it('escape listing data in the newsletter digest and say why the subscriber gets it', () => {
    const digest = newsletterDigestEmail({
      lines: [
        {
          title: hostile,
          type: 'scholarship',
          detail: '$1,000 & more',
          deadline: '2027-01-10',
          link: `${site}/scholarships/1`,
          why: 'Matches your <b>major</b>',
        },
        {
          title: 'Bihar Student Credit Card',
          type: 'scholarship',
          detail: 'Loan of ₹4,00,000',
          deadline: null,
          link: `${site}/scholarships/3`,
          why: null,
        },
        {
          title: 'Lab',
          type: 'internship',
          detail: null,
          deadline: null,
          link: `${site}/internships/2`,
          why: null,
        },
      ],
      matched: true,
      siteUrl: site,
      unsubscribeUrl,
    });
    expect(digest.subject).toBe('FutureFund weekly: 3 new opportunities');
    expect(digest.html).not.toContain('<img');
    // The award in the site's one wording (formatAward), a loan labelled as one.
    expect(digest.html).toContain('scholarship · $1,000 · deadline');
    expect(digest.text).toContain(
      '- Bihar Student Credit Card (scholarship · Loan · ₹4,00,000 · no deadline stated)',
    );
    expect(digest.html).toContain('Why: Matches your &lt;b&gt;major&lt;/b&gt;');
    expect(digest.text).toContain('- Lab (internship · no deadline stated)');
    expect(digest.text).toContain('deadline January 10, 2027');
    for (const mail of [
      digest,
      newsletterConfirmEmail({ confirmUrl: `${site}/c`, siteUrl: site, unsubscribeUrl }),
    ]) {
      expect(mail.html).toContain('subscribed to the FutureFund newsletter');
      expect(mail.text).toContain(`Unsubscribe: ${unsubscribeUrl}`);
    }
  });
});
