import { z } from '../zod';

// Contact & support (issue 18, product §2 footer "Contact & support"): the support address and the
// contact form. Messages are stored first and forwarded by e-mail, so none is lost when mail is down.

export const contactMessages = {
  nameRequired: 'Please enter your name',
  nameMax: 'Name must be at most 100 characters',
  email: 'Please enter a valid email address',
  topic: 'Please choose a topic',
  messageMin: 'Message must be at least 10 characters',
  messageMax: 'Message must be at most 5000 characters',
  sent: "Thanks, your message reached our support team. We'll reply by e-mail.",
  tooMany: 'Too many messages from this address. Please try again later.',
  sendFailed: 'Your message could not be sent. Please try again.',
} as const;

export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_NAME_MAX = 100;

export const supportTopics = ['account', 'listings', 'billing', 'privacy', 'other'] as const;
export type SupportTopic = (typeof supportTopics)[number];

/** What the form's topic menu shows, in order. */
export const supportTopicLabels: Record<SupportTopic, string> = {
  account: 'Account',
  listings: 'Listings and data',
  billing: 'Premium and billing',
  privacy: 'Privacy',
  other: 'Other',
};

const text = (message: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? message : 'Must be text') });

/** POST /api/support/messages body. */
export const supportMessageRequestSchema = z.object({
  name: text(contactMessages.nameRequired)
    .trim()
    .min(1, contactMessages.nameRequired)
    .max(SUPPORT_NAME_MAX, contactMessages.nameMax),
  email: z
    .string({ error: contactMessages.email })
    .trim()
    .max(254, contactMessages.email)
    .pipe(z.email(contactMessages.email)),
  topic: z.enum(supportTopics, { error: contactMessages.topic }),
  message: text(contactMessages.messageMin)
    .trim()
    .min(SUPPORT_MESSAGE_MIN, contactMessages.messageMin)
    .max(SUPPORT_MESSAGE_MAX, contactMessages.messageMax),
});
export type SupportMessageRequest = z.infer<typeof supportMessageRequestSchema>;

export const supportMessageResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** GET /api/support: where support answers (SUPPORT_EMAIL). */
export const supportContactSchema = z.object({ email: z.string() });
export type SupportContact = z.infer<typeof supportContactSchema>;
