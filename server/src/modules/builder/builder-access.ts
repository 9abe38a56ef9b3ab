import { builderMessages, hasApplicationAccess } from '@futurefund/core';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../auth/auth.repo';

/**
 * The builder is Premium (product §6): every builder service checks this first, so a refused
 * request reads and changes nothing. Complimentary access counts, as everywhere (core access rule).
 */
export function assertBuilderAccess(actor: SessionUser, at: Date = new Date()): void {
  if (!hasApplicationAccess(actor, at))
    throw new AppError(403, 'PREMIUM_REQUIRED', builderMessages.premiumRequired);
}
