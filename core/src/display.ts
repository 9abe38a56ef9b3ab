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
