import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { transactional } from '../../db/transaction';
import { adminAuditLog } from '../../db/schema';
import type { SessionUser } from '../auth/auth.repo';

/** What an admin did, to whom or what, and why (the admin Users tab lists them). */
export interface AdminAction {
  action: string;
  target?: string | null;
  reason?: string | null;
  details?: Record<string, unknown> | null;
}

/** The admin audit log (product §6 admin role): written by every admin action, read by the console. */
export function createAuditRepo(db: Database) {
  return {
    async record(admin: Pick<SessionUser, 'id' | 'username'>, entry: AdminAction): Promise<void> {
      await db.insert(adminAuditLog).values({
        adminId: admin.id,
        adminUsername: admin.username,
        action: entry.action,
        target: entry.target ?? null,
        reason: entry.reason ?? null,
        details: entry.details ?? null,
      });
    },

    /** The newest entries first. */
    async recent(limit: number) {
      return db
        .select()
        .from(adminAuditLog)
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(limit);
    },
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;

/**
 * An admin change and its audit row commit together or not at all: `fn` gets the module's repo
 * and the audit repo over one transaction (a change without its row would defeat the log).
 */
export function auditedWrites<Repo>(db: Database, makeRepo: (executor: Database) => Repo) {
  return transactional(db, (tx) => ({ repo: makeRepo(tx), audit: createAuditRepo(tx) }));
}

export type AuditedWrites<Repo> = ReturnType<typeof auditedWrites<Repo>>;
