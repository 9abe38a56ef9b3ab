import { premiumPlan, type AdminDataSource, type AdminUser, type AuditEntry } from '@futurefund/core';
import type { AdminUserRow, DataSourceListRow, LatestRunRow } from './admin.repo';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toAdminDataSource(described: {
  source: DataSourceListRow;
  origin: 'remote' | 'bundled';
  schedule: string | null;
  openListings: number;
  lastRun: LatestRunRow | null;
}): AdminDataSource {
  const { source, lastRun } = described;
  return {
    id: source.id,
    name: source.name,
    description: source.description,
    sourceType: source.sourceType,
    origin: described.origin,
    frequency: source.scrapingFrequency,
    schedule: described.schedule,
    isActive: source.isActive,
    openListings: described.openListings,
    lastRun: lastRun && {
      status: lastRun.status,
      startTime: iso(lastRun.startTime),
      endTime: iso(lastRun.endTime),
      totalFound: lastRun.totalFound,
      newAdded: lastRun.newAdded,
      updated: lastRun.updated,
      removed: lastRun.removed,
      error: lastRun.error,
    },
  };
}

/**
 * A user as the console lists them. Premium is what weeklyAccessExpiresAt says at `at`; it is
 * called paid when a charged Stripe subscription covers it (core premiumPlan, ADR 027), else
 * complimentary. Stripe ids never leave the server.
 */
export function toAdminUser(row: AdminUserRow & { at: Date }): AdminUser {
  const premium = row.weeklyAccessExpiresAt !== null && row.weeklyAccessExpiresAt > row.at;
  const subscription = row.subscriptionStatus
    ? { status: row.subscriptionStatus, currentPeriodEnd: row.subscriptionPeriodEnd }
    : null;
  // The role is left out: an admin's own Premium is still paid or complimentary.
  const paid =
    premiumPlan({ role: 'user', weeklyAccessExpiresAt: row.weeklyAccessExpiresAt }, subscription, row.at) ===
    'paid';
  return {
    username: row.username,
    name: row.name,
    email: row.email,
    userType: row.userType,
    role: row.role,
    plan: premium ? 'premium' : 'free',
    premiumUntil: iso(row.weeklyAccessExpiresAt),
    premiumKind: premium ? (paid ? 'paid' : 'complimentary') : null,
  };
}

export function toAuditEntry(row: {
  id: number;
  createdAt: Date;
  adminUsername: string;
  action: string;
  target: string | null;
  reason: string | null;
  details: Record<string, unknown> | null;
}): AuditEntry {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    admin: row.adminUsername,
    action: row.action,
    target: row.target,
    reason: row.reason,
    details: row.details,
  };
}
