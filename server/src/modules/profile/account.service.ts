import { profileMessages, type AccountDeleted } from '@futurefund/core';
import { AppError } from '../../lib/errors';
import type { ApplicationsRepo } from '../applications/applications.repo';
import { toApplication } from '../applications/applications.presenter';
import { toPublicUser } from '../auth/auth.presenter';
import type { SessionUser } from '../auth/auth.repo';
import type { AccountRepo } from './account.repo';
import { toProfile } from './profile.presenter';
import type { ProfileService } from './profile.service';

/** Every vault document of a user, decrypted (the documents module owns the keys). */
export type DocumentExporter = (actor: SessionUser) => Promise<unknown[]>;

/** Every builder draft of a user, decrypted (the builder owns its sealing). */
export type DraftExporter = (actor: SessionUser) => Promise<unknown[]>;

export const EXPORT_FORMAT_VERSION = 1;

/**
 * "Your data" (issue 12): everything we hold about the user as one JSON document, and the
 * deletion of all of it. Both act on the signed-in user only.
 */
export function createAccountService(deps: {
  account: AccountRepo;
  applications: ApplicationsRepo;
  profile: ProfileService;
  exportDocuments: DocumentExporter;
  exportDrafts: DraftExporter;
  /** Runs before the rows go: ends a paid subscription so nothing is charged afterwards. */
  beforeDelete?: (actor: SessionUser) => Promise<void>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async exportData(actor: SessionUser) {
      const { account, applications } = deps;
      const [profile, cards, history, documents, drafts] = await Promise.all([
        deps.profile.get(actor),
        applications.listForUser(actor.id),
        applications.historyForUser(actor.id),
        deps.exportDocuments(actor),
        deps.exportDrafts(actor),
      ]);
      return {
        format: 'futurefund-export',
        version: EXPORT_FORMAT_VERSION,
        exportedAt: now().toISOString(),
        account: toPublicUser(actor),
        profile: toProfile(profile),
        applications: cards.map(({ application, ...opportunity }) => ({
          ...toApplication(application),
          opportunity,
          history: history
            .filter((entry) => entry.applicationId === application.id)
            .map(({ applicationId: _id, ...entry }) => entry),
        })),
        documents,
        feedback: {
          recommendations: await account.recommendations(actor.id),
          events: await account.recommendationEvents(actor.id),
        },
        // Builder drafts decrypted: their documents and titles, never ciphertext or keys.
        aiContent: drafts,
        notificationPreferences: await account.notificationPreferences(actor.id),
        newsletter: await account.newsletter(actor.id),
        submissions: await account.submissions(actor.id),
        signInHistory: await account.signInHistory(actor.id),
        supportMessages: await account.supportMessages(actor.id),
      };
    },

    /** Deletes the account once the username is typed again; answers what went, kind by kind. */
    async deleteAccount(actor: SessionUser, confirmUsername: string): Promise<AccountDeleted> {
      if (confirmUsername.trim().toLowerCase() !== actor.username.toLowerCase())
        throw AppError.badRequest(profileMessages.deleteMismatch, [
          { path: 'confirmUsername', message: profileMessages.deleteMismatch },
        ]);
      await deps.beforeDelete?.(actor);
      const deleted = await deps.account.transaction(async (tx) => {
        // Deleted by a parallel request a moment ago: this session is over too.
        if (!(await tx.lockUser(actor.id))) throw AppError.unauthenticated();
        const counts = await tx.countOwned(actor.id);
        await tx.deleteUser(actor.id);
        return counts;
      });
      return { message: profileMessages.accountDeleted, deleted };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
