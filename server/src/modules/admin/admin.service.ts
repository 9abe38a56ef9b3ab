import { ADMIN_AUDIT_LOG_LIMIT, ADMIN_USER_SEARCH_LIMIT, deadlineToday } from '@futurefund/core';
import { assertAdmin } from '../../lib/authorize';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../auth/auth.repo';
import type { TypeListTotals } from '../opportunities/type-list-total';
import type { AdminRepo } from './admin.repo';
import type { AuditedWrites, AuditRepo } from './audit.repo';
import { sourceSchedule } from './source-schedule';

export interface AdminServiceDeps {
  repo: AdminRepo;
  audit: AuditRepo;
  writes: AuditedWrites<AdminRepo>;
  /** The same open counts GET /api/scholarships and /api/internships report (X-Total-Count). */
  typeListTotals: TypeListTotals;
  /** The scheduled catalog refresh's cron pattern (UTC), null when off (ADR 019). */
  catalogRefreshCron: string | null;
  now?: () => Date;
}

const SOURCE_NOT_FOUND = 'Data source not found.';

/**
 * The admin console (product §2 Admin, ADR 026): catalog figures, data sources with their runs,
 * pausing a source, finding users and reading the audit log. Admins only, checked first.
 */
export function createAdminService(deps: AdminServiceDeps) {
  const { repo, audit, writes } = deps;
  const now = deps.now ?? (() => new Date());

  async function setActive(actor: SessionUser, id: number, isActive: boolean) {
    assertAdmin(actor);
    const source = await writes(async (tx) => {
      const row = await tx.repo.setSourceActive(id, isActive);
      if (!row) throw AppError.notFound(SOURCE_NOT_FOUND);
      await tx.audit.record(actor, {
        action: isActive ? 'source.resume' : 'source.pause',
        target: row.name,
        details: { sourceId: row.id },
      });
      return row;
    });
    const [withFigures] = await describeSources([source]);
    return withFigures!;
  }

  /** Sources with their schedule, newest run and open listings today. */
  async function describeSources(sources: Awaited<ReturnType<AdminRepo['listSources']>>) {
    const [runs, open] = await Promise.all([
      repo.latestRuns(),
      repo.openListingsBySource(deadlineToday(now())),
    ]);
    const runOf = new Map(runs.map((run) => [run.sourceId, run]));
    return sources.map((source) => ({
      source,
      ...sourceSchedule(source, deps.catalogRefreshCron),
      openListings: open.get(source.id) ?? 0,
      lastRun: runOf.get(source.id) ?? null,
    }));
  }

  return {
    async overview(actor: SessionUser) {
      assertAdmin(actor);
      const today = deadlineToday(now());
      const [openScholarships, openInternships, storedScholarships, storedInternships] = await Promise.all([
        deps.typeListTotals.openListings('scholarships', today),
        deps.typeListTotals.openListings('internships', today),
        repo.storedListings('scholarships'),
        repo.storedListings('internships'),
      ]);
      return {
        scholarships: { open: openScholarships, stored: storedScholarships },
        internships: { open: openInternships, stored: storedInternships },
      };
    },

    async dataSources(actor: SessionUser) {
      assertAdmin(actor);
      return describeSources(await repo.listSources());
    },

    /** A paused source keeps its listings; refreshes (manual and scheduled) skip it. */
    pauseSource: (actor: SessionUser, id: number) => setActive(actor, id, false),
    resumeSource: (actor: SessionUser, id: number) => setActive(actor, id, true),

    async searchUsers(actor: SessionUser, fragment: string) {
      assertAdmin(actor);
      const rows = await repo.searchUsers(fragment, ADMIN_USER_SEARCH_LIMIT);
      const at = now();
      return rows.map((row) => ({ ...row, at }));
    },

    async auditLog(actor: SessionUser) {
      assertAdmin(actor);
      return audit.recent(ADMIN_AUDIT_LOG_LIMIT);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
