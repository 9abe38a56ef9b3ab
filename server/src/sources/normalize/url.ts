// Only absolute web addresses reach the catalog: an apply link is opened by students, so
// "javascript:", "mailto:", relative paths and bare host names are dropped rather than repaired.

const MAX_URL_LENGTH = 2048;

/** The URL in canonical form when it is an absolute http(s) address with a host, else null. */
export function toHttpUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed || trimmed.length > MAX_URL_LENGTH) return null;
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.') || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** The first usable address among the candidates (e.g. apply link, then information page). */
export function firstHttpUrl(...candidates: (string | null | undefined)[]): string | null {
  for (const candidate of candidates) {
    const url = toHttpUrl(candidate);
    if (url) return url;
  }
  return null;
}
