import type { NewNotification } from './notifications.repo';

/** "in 1 day", "in 3 days". */
export const daysLeftText = (days: number) => `in ${days} ${days === 1 ? 'day' : 'days'}`;

/** The in-app path of a listing (product §2 detail routes). */
export const listingPath = (type: 'scholarship' | 'internship', id: number) =>
  `/${type === 'scholarship' ? 'scholarships' : 'internships'}/${id}`;

/** The bell's row for one deadline reminder. */
export function reminderNotification(
  item: {
    userId: number;
    applicationId: number;
    opportunityType: 'scholarship' | 'internship';
    opportunityId: number;
    title: string;
    deadline: string;
  },
  daysBefore: number,
  at: Date,
): NewNotification {
  return {
    userId: item.userId,
    kind: 'deadline-reminder',
    title: `Deadline ${daysLeftText(daysBefore)}: ${item.title}`,
    body: `The ${item.opportunityType} you saved closes on ${item.deadline}.`,
    link: listingPath(item.opportunityType, item.opportunityId),
    applicationId: item.applicationId,
    createdAt: at,
  };
}
