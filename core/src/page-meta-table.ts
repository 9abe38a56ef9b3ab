import { SITE_DESCRIPTION, type StaticPageMeta } from './page-meta';
import type { RouteName } from './routes';

// Each page's words (issue 18, ADR 033), for the web's pages and the server's page heads. Kept out
// of page-meta.ts so the first load of / (which needs none of it) does not carry the table.

const privatePage = (title: string, description: string): StaticPageMeta => ({
  title,
  description,
  noindex: true,
});

/**
 * Every page of routePatterns. Partial so a new route without words still builds; such a page gets
 * the site's title and description (and is not in the sitemap) until it is added here.
 */
export const pageMetaByRoute: Partial<Record<RouteName, StaticPageMeta>> = {
  home: { description: SITE_DESCRIPTION, inSitemap: true },
  about: {
    title: 'About',
    description:
      'Why FutureFund exists, where its scholarship and internship listings come from, and how it keeps them honest.',
    inSitemap: true,
  },
  opportunities: {
    title: 'Browse Opportunities',
    description:
      'Browse open scholarships, grants, fellowships and internships; filter by deadline, amount, location and eligibility.',
    inSitemap: true,
  },
  scholarshipDetail: {
    title: 'Scholarship',
    description: 'A scholarship on FutureFund: award, deadline, eligibility and where it comes from.',
  },
  internshipDetail: {
    title: 'Internship',
    description: 'An internship on FutureFund: company, location, pay and deadline.',
  },
  privacy: {
    title: 'Privacy',
    description:
      'What FutureFund stores about you, why, and how to download or delete it. Your data is never sold.',
    inSitemap: true,
  },
  terms: {
    title: 'Terms',
    description:
      'The plain-language terms of FutureFund: free and Premium accounts, where listings come from, and fair use.',
    inSitemap: true,
  },
  contact: {
    title: 'Contact & support',
    description:
      'Questions about your account, a listing, Premium or your privacy? Write to the FutureFund support team.',
    inSitemap: true,
  },
  sources: {
    title: 'Data sources',
    description:
      'Where FutureFund listings come from, their licences and credits, and how listings are refreshed and verified.',
    inSitemap: true,
  },
  auth: {
    title: 'Sign in',
    description: 'Sign in or create a free FutureFund account to save listings and track your applications.',
  },
  test: {
    title: 'Recommendations Test',
    description: 'A plain page showing FutureFund recommendations, for checking that they work.',
  },
  subscribe: {
    title: 'Upgrade to Premium',
    description:
      'FutureFund Premium, $5.99 a week: apply directly, track your applications, keep application documents and use the resume builder.',
  },
  subscriptionSuccess: {
    title: 'Subscription',
    description: 'Your FutureFund Premium subscription is active.',
  },
  dashboard: privatePage('My Applications', 'Your saved listings, applications and deadlines.'),
  profile: privatePage('Profile', 'Your FutureFund profile, documents and plan.'),
  admin: privatePage('Admin Dashboard', 'FutureFund administration.'),
  builder: privatePage('Resume builder', 'Write and tailor your resume and cover letters.'),
  contributorDashboard: privatePage('Contributor Dashboard', 'The listings you submitted and their review.'),
  submitOpportunity: privatePage('Submit an Opportunity', 'Submit a scholarship or internship for review.'),
  resetPassword: privatePage('Reset password', 'Choose a new password for your FutureFund account.'),
  unsubscribe: privatePage('Unsubscribe', 'Stop FutureFund e-mails.'),
  emailPreview: privatePage('E-mail preview', 'A copy of an e-mail FutureFund sent.'),
  emailOutbox: privatePage('Outbox', 'E-mails the server wrote to its local outbox.'),
  newsletterConfirm: privatePage(
    'Confirm your subscription',
    'Confirm your FutureFund newsletter subscription.',
  ),
  newsletterUnsubscribe: privatePage('Leave the newsletter', 'Stop the FutureFund newsletter.'),
  applications: privatePage('Applications', 'Your applications.'),
  documents: privatePage('Documents', 'Your Document Vault.'),
};

/** The words for a route, or the site's own when the table has none for it. */
export function pageMetaFor(route: RouteName): StaticPageMeta {
  return pageMetaByRoute[route] ?? { description: SITE_DESCRIPTION };
}

const browsePresetTitles: Record<string, string> = {
  scholarships: 'Scholarships',
  internships: 'Internships',
};

/** Opportunities under a type preset (?type=scholarships) is titled by it ("Scholarships"). */
export function opportunitiesTitle(type: string | null | undefined): string {
  return (
    (type && browsePresetTitles[type]) || (pageMetaByRoute.opportunities?.title ?? 'Browse Opportunities')
  );
}
