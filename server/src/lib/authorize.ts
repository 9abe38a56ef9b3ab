import { isAdmin, type AccessSubject } from '@futurefund/core';
import { AppError } from './errors';

export const ADMIN_ONLY_MESSAGE = 'This action is restricted to admin users.';

/** A service's first line for admin-only work (the route's guard says the same; services never trust it). */
export function assertAdmin(actor: AccessSubject | null | undefined): void {
  if (!isAdmin(actor)) throw AppError.forbidden(ADMIN_ONLY_MESSAGE);
}
