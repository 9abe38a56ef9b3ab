// Display helpers with no dependencies, safe to import into the first page load (no zod).

/** Avatar initials (product §2): first letters of the first two words of the name, else the username, max 2; 'FF'. */
export function avatarInitials(
  user: { name?: string | null; username?: string | null } | null | undefined,
): string {
  const source = user?.name?.trim() || user?.username?.trim() || '';
  const letters = source
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
  return letters.slice(0, 2) || 'FF';
}

/**
 * A counter in the product's style ("2,500+", "350+"): rounded DOWN to a nice figure, so it is
 * never above the truth (ADR 014). Below 100 the exact number; then steps of 50 below 1,000, and
 * of a tenth of the leading power of ten from 1,000 on (1,236 → "1,200+", 12,345 → "12,000+").
 */
export function displayCount(n: number): string {
  const count = Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
  if (count < 100) return String(count);
  const step = count < 1_000 ? 50 : 10 ** (Math.floor(Math.log10(count)) - 1);
  return `${(Math.floor(count / step) * step).toLocaleString('en-US')}+`;
}
