import type { ReminderItem } from '../email/email.service';

export type { ReminderItem };

/**
 * The e-mail side of deadline reminders, as this module needs it; the e-mail service implements
 * it. A service built with `mailer: null` sends in-app reminders only.
 */
export interface ReminderMailer {
  /** One e-mail listing every item; resolves once sent, throws when it could not be. */
  sendDeadlineReminder(
    user: { id: number; email: string; name: string | null },
    items: ReminderItem[],
  ): Promise<unknown>;
}
