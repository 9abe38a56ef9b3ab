import type { UserRole, UserType } from '../enums';

// Who may do what (product §6): written once, read by the server's services and the web's screens.

export interface AccessSubject {
  role: UserRole;
  userType?: UserType;
  /** End of paid or complimentary Premium: a Date on the server, an ISO string in the web. */
  weeklyAccessExpiresAt: Date | string | null;
}

const instant = (value: Date | string | null): number =>
  value === null ? Number.NaN : value instanceof Date ? value.getTime() : Date.parse(value);

/** Premium application access: an admin, or Premium that has not yet run out. */
export function hasApplicationAccess(user: AccessSubject | null | undefined, now: Date): boolean {
  if (!user) return false;
  if (user.role === 'admin') return true;
  return instant(user.weeklyAccessExpiresAt) > now.getTime();
}

export function isAdmin(user: AccessSubject | null | undefined): boolean {
  return user?.role === 'admin';
}

/** Contributors post opportunities; admins may do everything a contributor may. */
export function canContribute(user: AccessSubject | null | undefined): boolean {
  return isAdmin(user) || user?.userType === 'contributor';
}

/** A Stripe subscription as the plan rule needs it (server: Dates; web: ISO strings). */
export interface PaidPeriod {
  status: string;
  currentPeriodEnd: Date | string | null;
}

// A subscription Stripe never charged for grants nothing.
const UNPAID_STATUSES = new Set(['incomplete', 'incomplete_expired']);

/**
 * Which plan the user is on (ADR 027): admin by role; free without access; paid when the access
 * end is covered by a subscription Stripe charged for; otherwise complimentary (ADR 010).
 */
export function premiumPlan(
  user: AccessSubject,
  subscription: PaidPeriod | null,
  now: Date,
): 'admin' | 'free' | 'paid' | 'complimentary' {
  if (user.role === 'admin') return 'admin';
  if (!hasApplicationAccess(user, now)) return 'free';
  const paidUntil = subscription?.currentPeriodEnd ? instant(subscription.currentPeriodEnd) : Number.NaN;
  const paid =
    subscription !== null &&
    !UNPAID_STATUSES.has(subscription.status) &&
    instant(user.weeklyAccessExpiresAt) <= paidUntil;
  return paid ? 'paid' : 'complimentary';
}
