import { lazy, type ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { paths, routePatterns as p } from '../lib/paths';
import { ErrorBoundary } from './errors/error-boundary';
import { RootErrorPage } from './errors/route-error-page';
import { RootLayout } from './layouts/root-layout';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth, RequireContributor } from './route-guards';

type PageModule = { default: ComponentType };

/**
 * Every page module, by its path from this file. A glob rather than one import() per route gives
 * each page a name the server can look up in the build's manifest, to announce the page's chunks
 * in the HTML before the shell's script has run (pageSourceFor). Modules that pages share, not
 * pages of their own, are left out so they do not become entry points.
 */
const pageModules = import.meta.glob<PageModule>([
  '../routes/**/*-page.tsx',
  '!../routes/opportunity-detail/opportunity-detail-page.tsx',
  '!../routes/newsletter/link-action-page.tsx',
  './errors/not-found-page.tsx',
]);

/** Each page's loader, so the server can load a page's module before rendering it (preloadPage). */
const pageLoaders = new WeakMap<ComponentType, () => Promise<unknown>>();
/** Each page's module path from the web root ("src/routes/about/about-page.tsx"). */
const pageSources = new WeakMap<ComponentType, string>();
const routedModules = new Set<string>();

/**
 * Every page is its own chunk (React.lazy), so the first load of any URL ships only the shell plus
 * that page. Page modules default-export their component. The layout's Suspense boundary shows a
 * spinner on a first load; later navigations keep the current page until the next one is ready.
 * Once loaded, a page's module is handed to React.lazy as an already-settled thenable, so a render
 * after preloadPage does not suspend.
 */
function page(source: string): ComponentType {
  const load = pageModules[source];
  if (!load) throw new Error(`${source} is not in the page modules of router.tsx`);
  let loaded: PageModule | undefined;
  const preload = () => load().then((module) => (loaded = module));
  const settled = (module: PageModule) =>
    ({ then: (resolve: (value: PageModule) => void) => resolve(module) }) as unknown as Promise<PageModule>;
  const Page = lazy(() => (loaded ? settled(loaded) : preload()));
  pageLoaders.set(Page, preload);
  routedModules.add(source);
  pageSources.set(Page, new URL(source, 'file:///src/app/').pathname.slice(1));
  return Page;
}

export const routes: RouteObject[] = [
  {
    // Page errors are caught inside the layout, so the header and footer stay usable.
    Component: RootLayout,
    children: [
      {
        children: [
          { index: true, Component: page('../routes/home/home-page.tsx') },
          { path: p.about, Component: page('../routes/about/about-page.tsx') },
          // Footer pages (issue 18).
          { path: p.privacy, Component: page('../routes/privacy/privacy-page.tsx') },
          { path: p.terms, Component: page('../routes/terms/terms-page.tsx') },
          { path: p.contact, Component: page('../routes/contact/contact-page.tsx') },
          { path: p.sources, Component: page('../routes/sources/sources-page.tsx') },
          {
            Component: RedirectIfSignedIn,
            children: [{ path: p.auth, Component: page('../routes/auth/auth-page.tsx') }],
          },
          {
            path: p.opportunities,
            Component: page('../routes/opportunities/opportunities-page.tsx'),
          },
          {
            path: p.scholarshipDetail,
            Component: page('../routes/opportunity-detail/scholarship-detail-page.tsx'),
          },
          {
            path: p.internshipDetail,
            Component: page('../routes/opportunity-detail/internship-detail-page.tsx'),
          },
          { path: p.test, Component: page('../routes/test/test-page.tsx') },
          // E-mailed links (ADR 024): open to everyone, the token or id is the permission.
          {
            path: p.resetPassword,
            Component: page('../routes/reset-password/reset-password-page.tsx'),
          },
          { path: p.unsubscribe, Component: page('../routes/unsubscribe/unsubscribe-page.tsx') },
          {
            path: p.newsletterConfirm,
            Component: page('../routes/newsletter/confirm-page.tsx'),
          },
          {
            path: p.newsletterUnsubscribe,
            Component: page('../routes/newsletter/unsubscribe-page.tsx'),
          },
          {
            path: p.emailPreview,
            Component: page('../routes/email-preview/email-preview-page.tsx'),
          },
          {
            path: p.subscriptionSuccess,
            Component: page('../routes/subscription/subscription-success-page.tsx'),
          },
          {
            Component: RequireAuth,
            children: [
              { path: p.dashboard, Component: page('../routes/dashboard/dashboard-page.tsx') },
              { path: p.profile, Component: page('../routes/profile/profile-page.tsx') },
              { path: p.subscribe, Component: page('../routes/subscription/subscribe-page.tsx') },
              { path: p.builder, Component: page('../routes/builder/builder-page.tsx') },
            ],
          },
          // Role gates also require a session; their pages render only for the right role.
          {
            Component: RequireAdmin,
            children: [
              { path: p.admin, Component: page('../routes/admin/admin-page.tsx') },
              { path: p.emailOutbox, Component: page('../routes/email-preview/outbox-page.tsx') },
            ],
          },
          {
            Component: RequireContributor,
            children: [
              {
                path: p.contributorDashboard,
                Component: page('../routes/contributor/contributor-dashboard-page.tsx'),
              },
            ],
          },
          {
            element: <RequireContributor redirectTo={p.home} />,
            children: [
              {
                path: p.submitOpportunity,
                Component: page('../routes/contributor/submit-opportunity-page.tsx'),
              },
            ],
          },
          // Header/menu targets without screens of their own (product §2).
          { path: p.applications, element: <Navigate to={p.dashboard} replace /> },
          { path: p.documents, element: <Navigate to={paths.documentVault} replace /> },
          { path: '*', Component: page('./errors/not-found-page.tsx') },
        ],
      },
    ],
  },
];

/** Loads the modules of the pages `pathname` shows, so rendering it does not suspend. */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => (route.Component ? pageLoaders.get(route.Component)?.() : undefined)),
  );
}

/** The module path (from the web root) of the page `pathname` shows, for the build's manifest. */
export function pageSourceFor(pathname: string): string | undefined {
  const page = matchRoutes(routes, pathname)?.at(-1)?.route.Component;
  return page ? pageSources.get(page) : undefined;
}

/** Page modules no route shows (kept empty by a test: each would be built as a chunk of its own). */
export const unroutedPageModules = (): string[] =>
  Object.keys(pageModules).filter((source) => !routedModules.has(source));

/** The route table; the shell's own failures fall back to a page with its own main landmark. */
export function AppRoutes() {
  return (
    <ErrorBoundary fallback={(error) => <RootErrorPage error={error} />}>{useRoutes(routes)}</ErrorBoundary>
  );
}
