import { TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER } from './contracts/opportunity-values';
/**
 * Every client route of product §2, as router patterns. The web router is built from these, and
 * the server answers 404 (still with the SPA, which shows its not-found page) for any other path.
 * Kept free of zod so the first page load can import it.
 */
export const routePatterns = {
  home: '/',
  about: '/about',
  // Footer pages (issue 18): public, each its own chunk.
  privacy: '/privacy',
  terms: '/terms',
  contact: '/contact',
  sources: '/sources',
  auth: '/auth',
  opportunities: '/opportunities',
  scholarshipDetail: '/scholarships/:id',
  internshipDetail: '/internships/:id',
  test: '/test',
  subscriptionSuccess: '/subscription-success',
  dashboard: '/dashboard',
  profile: '/profile',
  admin: '/admin',
  subscribe: '/subscribe',
  contributorDashboard: '/contributor-dashboard',
  submitOpportunity: '/submit-opportunity',
  builder: '/builder',
  // E-mailed links (ADR 024): no sign-in needed, the link's token or id is the permission.
  resetPassword: '/reset-password',
  unsubscribe: '/unsubscribe',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  emailPreview: '/email-preview/:publicId',
  emailOutbox: '/email-preview',
  // Navigation targets only (product §2): they redirect to the screens that own their content.
  applications: '/applications',
  documents: '/documents',
} as const;

const segmentsOf = (path: string) =>
  path
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '');

export type RouteName = keyof typeof routePatterns;

const patternSegments = Object.entries(routePatterns).map(
  ([name, pattern]) => [name as RouteName, segmentsOf(pattern)] as const,
);

/**
 * Which of the SPA's pages a URL path (no query) is, matched as the router does: `:param` takes any
 * one segment (a non-numeric detail id is still the detail page, which says so); case and a
 * trailing slash do not matter (react-router's defaults). Null for any other path.
 */
export function pageRouteName(path: string): RouteName | null {
  const segments = segmentsOf(path);
  const match = patternSegments.find(
    ([, pattern]) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part === segments[index]),
  );
  return match ? match[0] : null;
}

/** Whether a URL path (no query) is one of the SPA's pages (see pageRouteName). */
export function isPageRoute(path: string): boolean {
  return pageRouteName(path) !== null;
}

/**
 * Pages the server draws for visitors before the JavaScript arrives (ADR 036): public, the same for
 * every visitor, and needing no data to show their words. Signed-in requests get the bare shell.
 */
export const serverRenderedPaths: readonly string[] = [
  routePatterns.home,
  routePatterns.about,
  routePatterns.privacy,
  routePatterns.terms,
  routePatterns.contact,
  routePatterns.sources,
];

/**
 * Drawn pages a visitor gets as finished documents (ADR 043): no app is started on them, only the
 * small enhancements of web/src/islands (theme menu, small-screen menu, tabs, counters, the
 * newsletter box). Their links are plain links, so the next page loads as a page. Contact is not
 * one: its form is the app's.
 */
export const documentPaths: readonly string[] = [
  routePatterns.home,
  routePatterns.about,
  routePatterns.privacy,
  routePatterns.terms,
  routePatterns.sources,
];

/**
 * The id of the data block in which a page drawn with API answers hands them to the browser
 * (ADR 044): a JSON object from GET path to answer body.
 */
export const PAGE_ANSWERS_ELEMENT_ID = 'ff-page-answers';

/**
 * The response headers a drawn page's answer keeps beside its body (ADR 046): browse's total
 * match count. Every other header is the transport's, not the answer's.
 */
export const PAGE_ANSWER_HEADERS: readonly string[] = [TOTAL_COUNT_HEADER, TOTAL_COUNT_CAPPED_HEADER];

/** One API answer a drawn page carries: its body, and the PAGE_ANSWER_HEADERS it was sent with. */
export type PageAnswer = { body: unknown; headers: Record<string, string> };
/** A drawn page's answers, by the GET path the browser would ask (ADR 044). */
export type PageAnswers = Record<string, PageAnswer>;
