import type { AccountDeleted } from '@futurefund/core';

type Counts = AccountDeleted['deleted'];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What an account deletion removed, in words ("Deleted: your profile, 3 applications, …"), so the
 * student sees that it really is gone. Kinds with nothing in them are left out.
 */
export function deletedSummary(deleted: Counts): string {
  const parts = [
    deleted.profile ? 'your profile' : null,
    deleted.applications ? plural(deleted.applications, 'application', 'applications') : null,
    deleted.applicationHistory ? plural(deleted.applicationHistory, 'status change', 'status changes') : null,
    deleted.documents ? plural(deleted.documents, 'document', 'documents') : null,
    deleted.applicationDocuments
      ? plural(deleted.applicationDocuments, 'document attachment', 'document attachments')
      : null,
    deleted.recommendations ? plural(deleted.recommendations, 'recommendation', 'recommendations') : null,
    deleted.feedback ? plural(deleted.feedback, 'reaction', 'reactions') : null,
    deleted.sessions ? plural(deleted.sessions, 'session', 'sessions') : null,
  ].filter((part): part is string => part !== null);
  const removed = `Deleted: your account${parts.length ? `, ${parts.join(', ')}` : ''}.`;
  if (!deleted.anonymisedSubmissions) return removed;
  const kept = plural(
    deleted.anonymisedSubmissions,
    'opportunity you posted stays',
    'opportunities you posted stay',
  );
  return `${removed} ${kept} listed without your name.`;
}
