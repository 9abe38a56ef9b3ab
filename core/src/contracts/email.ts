import { z } from '../zod';

// The e-mail system's shapes (product §2 admin "Email System", §3 "Email status"/"Send result",
// §5 "Other rules", §8 messages). ADR 024: without SMTP_URL mail goes to the local outbox.

export const emailMessages = {
  /** Product §5: the test e-mail's recipient. */
  recipient: 'Please enter a valid email address',
  subjectRequired: 'Subject is required',
  subjectMax: 'Subject must be at most 200 characters',
  messageRequired: 'Message is required',
  messageMax: 'Message must be at most 5000 characters',
  /** Product §8, admin e-mail tab. */
  statusFailed: 'Failed to fetch data',
  sendFailed: 'Failed to send test email',
  testSent: 'Test email sent',
  unsubscribeInvalid: 'This link is no longer valid',
  previewNotFound: 'This message does not exist.',
} as const;

export const mailModes = ['smtp', 'outbox'] as const;
export type MailMode = (typeof mailModes)[number];

/** GET /api/email/status. `testAccount` is the local outbox's sender and reading page, else null. */
export const emailStatusSchema = z.object({
  configured: z.boolean(),
  mode: z.enum(mailModes),
  message: z.string(),
  testAccount: z.object({ user: z.string(), web: z.string() }).nullable(),
});
export type EmailStatus = z.infer<typeof emailStatusSchema>;

const required = (message: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? message : 'Must be text') });

/** POST /api/email/test body (product §7 admin). */
export const testEmailRequestSchema = z.object({
  to: z
    .string({ error: emailMessages.recipient })
    .trim()
    .max(254, emailMessages.recipient)
    .pipe(z.email(emailMessages.recipient)),
  subject: required(emailMessages.subjectRequired)
    .trim()
    .min(1, emailMessages.subjectRequired)
    .max(200, emailMessages.subjectMax),
  message: required(emailMessages.messageRequired)
    .trim()
    .min(1, emailMessages.messageRequired)
    .max(5000, emailMessages.messageMax),
});
export type TestEmailRequest = z.infer<typeof testEmailRequestSchema>;

/** Product §3 "Send result". */
export const sendResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  previewUrl: z.string().nullable(),
});
export type SendResult = z.infer<typeof sendResultSchema>;

export const outboxStatuses = ['stored', 'sent', 'failed'] as const;

/** One row of GET /api/email/outbox (the admin tab's latest messages). */
export const outboxItemSchema = z.object({
  id: z.number().int(),
  publicId: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(outboxStatuses),
  createdAt: z.string(),
  /** The preview page, for messages kept in the local outbox; null for those sent over SMTP. */
  previewUrl: z.string().nullable(),
});
export const outboxListSchema = z.object({ messages: z.array(outboxItemSchema) });
export type OutboxItem = z.infer<typeof outboxItemSchema>;

/** A preview link's id: 128 random bits, base64url. */
export const previewParamsSchema = z.object({
  publicId: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Not a message id'),
});

/** GET /api/email/outbox/:publicId: one stored message as the preview page shows it. */
export const emailPreviewSchema = z.object({
  subject: z.string(),
  from: z.string(),
  to: z.string(),
  date: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()),
});
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

/** An e-mailed link's token (unsubscribe, password reset): 256 random bits, base64url. */
export const linkTokenSchema = z
  .string({ error: emailMessages.unsubscribeInvalid })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, emailMessages.unsubscribeInvalid);

export const unsubscribeQuerySchema = z.object({ token: linkTokenSchema });

export const unsubscribeCategories = [
  'deadline_reminders',
  'application_updates',
  'opportunity_matches',
] as const;
export type UnsubscribeCategory = (typeof unsubscribeCategories)[number];

export const unsubscribeResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  category: z.enum(unsubscribeCategories),
});
