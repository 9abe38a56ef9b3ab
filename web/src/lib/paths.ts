import { routePatterns, type OpportunityType } from '@futurefund/core';

export { routePatterns };

export type BrowseTypeFilter = 'scholarships' | 'internships';

/** The browse presets product §2 allows in the /opportunities query string. */
export type BrowsePreset = {
  type?: BrowseTypeFilter;
  location?: string;
  remote?: boolean;
};

export const paths = {
  ...routePatterns,
  /** The Document Vault is a section of the profile page (product §2), reached by its anchor. */
  documentVault: `${routePatterns.profile}#documents`,
  /** The profile's "Your data" section: download everything, or delete the account. */
  yourData: `${routePatterns.profile}#your-data`,
  opportunitiesWith(preset: BrowsePreset = {}): string {
    const query = new URLSearchParams();
    if (preset.type) query.set('type', preset.type);
    if (preset.location) query.set('location', preset.location);
    if (preset.remote) query.set('remote', 'true');
    const search = query.toString();
    return search ? `${routePatterns.opportunities}?${search}` : routePatterns.opportunities;
  },
  scholarship(id: number | string): string {
    return `/scholarships/${encodeURIComponent(String(id))}`;
  },
  internship(id: number | string): string {
    return `/internships/${encodeURIComponent(String(id))}`;
  },
  /** Detail page of either catalog table, e.g. for recommendation cards (`/{type}s/{id}`). */
  opportunity(type: OpportunityType, id: number | string): string {
    return type === 'scholarship' ? paths.scholarship(id) : paths.internship(id);
  },
  /** The builder, opened on one document and opportunity (`/builder?type=…&opportunity=scholarship:12`). */
  builderFor(type: 'resume' | 'cover_letter', opportunity?: { type: OpportunityType; id: number }): string {
    // Both parts are from fixed alphabets (an enum, digits): nothing to escape, and ':' stays readable.
    const base = `${routePatterns.builder}?type=${type}`;
    return opportunity ? `${base}&opportunity=${opportunity.type}:${opportunity.id}` : base;
  },
  /** Where the logo and footer brand point: the dashboard for members, the home page otherwise. */
  brandHome(isSignedIn: boolean): string {
    return isSignedIn ? routePatterns.dashboard : routePatterns.home;
  },
  /** Member-only destinations send visitors to sign in instead (Home "How It Works"/features). */
  memberOr(isSignedIn: boolean, memberPath: string): string {
    return isSignedIn ? memberPath : routePatterns.auth;
  },
  /** The sign-in page, remembering where to return afterwards (`/auth?next=…`). */
  signIn(next?: string): string {
    return next ? `${routePatterns.auth}?next=${encodeURIComponent(next)}` : routePatterns.auth;
  },
};

/**
 * Where to go after signing in: the `next` parameter only when it is a path on this site, so a
 * crafted link cannot bounce a fresh session to another origin ('//evil.example', '/\\evil',
 * 'https:…') or back to /auth; anything else goes home. The answer is the URL parser's normalised
 * path, never the raw input: '/.//evil.example' resolves to the path '//evil.example', which the
 * router would hand to the browser as a protocol-relative link, so such results are refused too.
 */
export function safeNextPath(next: string | null | undefined): string {
  const home = routePatterns.home;
  if (!next?.startsWith('/')) return home;
  // URL parsers strip tabs and newlines, which could turn '/\t/evil' back into '//evil'.
  if (Array.from(next).some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return home;
  const base = 'https://futurefund.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return home;
  }
  if (url.origin !== base || url.pathname === routePatterns.auth) return home;
  if (startsLikeAnotherHost(url.pathname)) return home;
  return url.pathname + url.search + url.hash;
}

/** '//host' or '/\\host' — also once percent-decoded, since a later decode (router, server) could yield it. */
function startsLikeAnotherHost(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true; // malformed escapes: not a path we ever link to
  }
  return [pathname, decoded].some((candidate) => /^\/[\\/]/.test(candidate));
}
