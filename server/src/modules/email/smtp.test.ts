import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailApi } from '@futurefund/core';
import { createTestApp, testEnv, type TestContext } from '../../../test/test-app';
import { buildUser, signIn } from '../../../test/factories';
import { injectAs } from '../../../test/inject';
import { headerOf, startSmtpServer } from '../../../test/smtp-server';

describe('e-mail over a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  let admin: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({
      env: testEnv({
        SMTP_URL: smtp.url,
        MAIL_FROM: 'FutureFund <mail@ff.example>',
        PUBLIC_URL: 'https://ff.example',
      }),
    });
    admin = await signIn(ctx.app, await buildUser(ctx.database, { role: 'admin' }));
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('reports SMTP as configured once the server answers', async () => {
    const response = await injectAs(ctx.app, admin, emailApi.status);
    expect(response.json()).toEqual({
      configured: true,
      mode: 'smtp',
      message: 'Connected to the mail server.',
      testAccount: null,
    });
  });

  it('delivers a test e-mail and logs it as sent, without a preview link', async () => {
    const response = await injectAs(ctx.app, admin, emailApi.sendTest, {
      body: { to: 'admin-inbox@example.org', subject: 'SMTP check', message: 'It works & it is <fine>' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Test email sent (sent).', previewUrl: null });
    const mail = smtp.received.at(-1)!;
    expect(mail.from).toBe('mail@ff.example');
    expect(mail.to).toEqual(['admin-inbox@example.org']);
    expect(headerOf(mail.raw, 'Subject')).toBe('SMTP check');
    expect(headerOf(mail.raw, 'From')).toBe('FutureFund <mail@ff.example>');
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-Type: text/html');
    const [row] = await ctx.database.query<{ status: string; public_id: string }>(
      "SELECT status, public_id FROM email_outbox WHERE kind = 'test'",
    );
    expect(row!.status).toBe('sent');
    // Sent mail is not readable through the public preview.
    const preview = await injectAs(ctx.app, null, emailApi.preview, { params: { publicId: row!.public_id } });
    expect(preview.statusCode).toBe(404);
  });

  it('sends a deadline reminder with one-click unsubscribe headers and both parts', async () => {
    const student = await buildUser(ctx.database, { email: 'student@example.org', name: 'Ana <Lopez>' });
    const sent = await ctx.app.services.email.sendDeadlineReminder(
      { id: student.id, email: 'student@example.org', name: student.name },
      [
        {
          applicationId: 1,
          opportunityType: 'scholarship',
          opportunityId: 12,
          title: 'STEM <Award>',
          deadline: '2027-01-10',
          daysLeft: 7,
        },
        {
          applicationId: 2,
          opportunityType: 'internship',
          opportunityId: 5,
          title: 'Data Intern',
          deadline: '2027-01-04',
          daysLeft: 1,
        },
      ],
    );
    expect(sent.previewUrl).toBeNull();
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['student@example.org']);
    expect(headerOf(mail.raw, 'Subject')).toBe('Reminder: 2 application deadlines are coming up');
    expect(headerOf(mail.raw, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/ff\.example\/api\/email\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/,
    );
    expect(headerOf(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const decoded = decodeQuotedPrintable(mail.raw);
    expect(decoded).toContain('- STEM <Award> (scholarship): deadline Sunday, January 10, 2027, 7 days left');
    expect(decoded).toContain('https://ff.example/scholarships/12');
    expect(decoded).toContain('Data Intern (internship): deadline Monday, January 4, 2027, 1 day left');
    expect(decoded).toContain('STEM &lt;Award&gt;');
    expect(decoded).toContain('Hi Ana &lt;Lopez&gt;,');
    expect(decoded).toMatch(/href="https:\/\/ff\.example\/unsubscribe\?token=[A-Za-z0-9_-]{43}"/);

    // The send log keeps no usable token: only its hash is stored anywhere.
    const [row] = await ctx.database.query<{ text: string; headers: Record<string, string> }>(
      "SELECT text, headers FROM email_outbox WHERE kind = 'deadline_reminder'",
    );
    expect(row!.text).toContain('token=[redacted]');
    expect(row!.headers['list-unsubscribe']).toContain('token=[redacted]');
  });

  it('answers 503 with the reason when the server refuses the message, and logs it', async () => {
    const refusing = await startSmtpServer({ refuse: true });
    const other = await createTestApp({ env: testEnv({ SMTP_URL: refusing.url }) });
    try {
      const cookie = await signIn(other.app, await buildUser(other.database, { role: 'admin' }));
      const response = await injectAs(other.app, cookie, emailApi.sendTest, {
        body: { to: 'a@example.org', subject: 'S', message: 'M' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('Failed to send test email: the mail server answered 552.');
      const rows = await other.database.query<{ status: string; error: string }>(
        'SELECT status, error FROM email_outbox',
      );
      expect(rows).toEqual([{ status: 'failed', error: 'the mail server answered 552' }]);
    } finally {
      await other.close();
      await refusing.close();
    }
  });

  it('reports an unreachable server as not configured', async () => {
    const gone = await startSmtpServer();
    await gone.close();
    const other = await createTestApp({ env: testEnv({ SMTP_URL: gone.url }) });
    try {
      const cookie = await signIn(other.app, await buildUser(other.database, { role: 'admin' }));
      const response = await injectAs(other.app, cookie, emailApi.status);
      expect(response.json()).toMatchObject({
        configured: false,
        mode: 'smtp',
        message: 'The mail server could not be reached (ESOCKET).',
      });
    } finally {
      await other.close();
    }
  });
});

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
