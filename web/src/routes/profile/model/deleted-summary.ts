import type { AccountDeleted } from '@futurefund/core';

type Counts = AccountDeleted['deleted'];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Each kind of row the answer counts, in words (singular, plural). */
const kinds: [keyof Omit<Counts, 'anonymisedListings'>, string, string][] = [
  ['applications', 'application', 'applications'],
  ['applicationHistory', 'status change', 'status changes'],
  ['documents', 'document', 'documents'],
  ['applicationDocuments', 'document attachment', 'document attachments'],
  ['recommendations', 'recommendation', 'recommendations'],
  ['recommendationEvents', 'reaction or click', 'reactions and clicks'],
  ['aiContent', 'generated draft', 'generated drafts'],
  ['submissions', 'submission', 'submissions'],
  ['calendarFeeds', 'calendar feed', 'calendar feeds'],
  ['signInHistory', 'sign-in record', 'sign-in records'],
  ['sessions', 'session', 'sessions'],
];

/**
 * What an account deletion removed, in words ("Deleted: your account and profile, 3 applications,
 * …"), so the student sees that it really is gone. Kinds with nothing in them are left out.
 */
export function deletedSummary(deleted: Counts): string {
  const parts = kinds
    .filter(([key]) => deleted[key] > 0)
    .map(([key, one, many]) => plural(deleted[key], one, many));
  const removed = `Deleted: your account and profile${parts.length ? `, ${parts.join(', ')}` : ''}.`;
  if (!deleted.anonymisedListings) return removed;
  const kept = plural(
    deleted.anonymisedListings,
    'opportunity you posted stays',
    'opportunities you posted stay',
  );
  return `${removed} ${kept} listed without your name.`;
}
