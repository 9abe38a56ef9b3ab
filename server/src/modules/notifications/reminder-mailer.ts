/**
 * The e-mail side of deadline reminders, as this module needs it. The e-mail module implements
 * it (the lead wires it in services.ts); until then the service runs with `mailer: null`, which
 * means in-app reminders only.
 */
export interface ReminderItem {
  applicationId: number;
  opportunityType: 'scholarship' | 'internship';
  opportunityId: number;
  title: string;
  /** YYYY-MM-DD */
  deadline: string;
  daysLeft: number;
}

export interface ReminderMailer {
  /** One e-mail listing every item; throws when the message could not be sent. */
  sendDeadlineReminder(
    user: { id: number; email: string; name: string | null },
    items: ReminderItem[],
  ): Promise<void>;
}
