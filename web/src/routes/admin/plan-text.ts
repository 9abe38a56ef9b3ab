import type { AdminUser } from '@futurefund/core';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Free", or "Premium until Jan 5, 2027 (complimentary)" — only what the record says. */
export function planText(user: Pick<AdminUser, 'plan' | 'premiumUntil' | 'premiumKind'>): string {
  if (user.plan === 'free' || !user.premiumUntil) return 'Free';
  return `Premium until ${day.format(new Date(user.premiumUntil))} (${user.premiumKind ?? 'complimentary'})`;
}
