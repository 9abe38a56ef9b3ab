import { lazy, type ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { paths, routePatterns as p } from '../lib/paths';
import { ErrorBoundary } from './errors/error-boundary';
import { RootErrorPage } from './errors/route-error-page';
import { RootLayout } from './layouts/root-layout';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth, RequireContributor } from './route-guards';

type PageModule = { default: ComponentType };

/** Each page's loader, so the server can load a page's module before rendering it (preloadPage). */
const pageLoaders = new WeakMap<ComponentType, () => Promise<unknown>>();

/**
 * Every page is its own chunk (React.lazy), so the first load of any URL ships only the shell plus
 * that page. Page modules default-export their component. The layout's Suspense boundary shows a
 * spinner on a first load; later navigations keep the current page until the next one is ready.
 * Once loaded, a page's module is handed to React.lazy as an already-settled thenable, so a render
 * after preloadPage does not suspend.
 */
function page(load: () => Promise<PageModule>): ComponentType {
  let loaded: PageModule | undefined;
  const preload = () => load().then((module) => (loaded = module));
  const settled = (module: PageModule) =>
    ({ then: (resolve: (value: PageModule) => void) => resolve(module) }) as unknown as Promise<PageModule>;
  const Page = lazy(() => (loaded ? settled(loaded) : preload()));
  pageLoaders.set(Page, preload);
  return Page;
}

export const routes: RouteObject[] = [
  {
    // Page errors are caught inside the layout, so the header and footer stay usable.
    Component: RootLayout,
    children: [
      {
        children: [
          { index: true, Component: page(() => import('../routes/home/home-page')) },
          { path: p.about, Component: page(() => import('../routes/about/about-page')) },
          // Footer pages (issue 18).
          { path: p.privacy, Component: page(() => import('../routes/privacy/privacy-page')) },
          { path: p.terms, Component: page(() => import('../routes/terms/terms-page')) },
          { path: p.contact, Component: page(() => import('../routes/contact/contact-page')) },
          { path: p.sources, Component: page(() => import('../routes/sources/sources-page')) },
          {
            Component: RedirectIfSignedIn,
            children: [{ path: p.auth, Component: page(() => import('../routes/auth/auth-page')) }],
          },
          {
            path: p.opportunities,
            Component: page(() => import('../routes/opportunities/opportunities-page')),
          },
          {
            path: p.scholarshipDetail,
            Component: page(() => import('../routes/opportunity-detail/scholarship-detail-page')),
          },
          {
            path: p.internshipDetail,
            Component: page(() => import('../routes/opportunity-detail/internship-detail-page')),
          },
          { path: p.test, Component: page(() => import('../routes/test/test-page')) },
          // E-mailed links (ADR 024): open to everyone, the token or id is the permission.
          {
            path: p.resetPassword,
            Component: page(() => import('../routes/reset-password/reset-password-page')),
          },
          { path: p.unsubscribe, Component: page(() => import('../routes/unsubscribe/unsubscribe-page')) },
          {
            path: p.newsletterConfirm,
            Component: page(() => import('../routes/newsletter/confirm-page')),
          },
          {
            path: p.newsletterUnsubscribe,
            Component: page(() => import('../routes/newsletter/unsubscribe-page')),
          },
          {
            path: p.emailPreview,
            Component: page(() => import('../routes/email-preview/email-preview-page')),
          },
          {
            path: p.subscriptionSuccess,
            Component: page(() => import('../routes/subscription/subscription-success-page')),
          },
          {
            Component: RequireAuth,
            children: [
              { path: p.dashboard, Component: page(() => import('../routes/dashboard/dashboard-page')) },
              { path: p.profile, Component: page(() => import('../routes/profile/profile-page')) },
              { path: p.subscribe, Component: page(() => import('../routes/subscription/subscribe-page')) },
              { path: p.builder, Component: page(() => import('../routes/builder/builder-page')) },
            ],
          },
          // Role gates also require a session; their pages render only for the right role.
          {
            Component: RequireAdmin,
            children: [
              { path: p.admin, Component: page(() => import('../routes/admin/admin-page')) },
              { path: p.emailOutbox, Component: page(() => import('../routes/email-preview/outbox-page')) },
            ],
          },
          {
            Component: RequireContributor,
            children: [
              {
                path: p.contributorDashboard,
                Component: page(() => import('../routes/contributor/contributor-dashboard-page')),
              },
            ],
          },
          {
            element: <RequireContributor redirectTo={p.home} />,
            children: [
              {
                path: p.submitOpportunity,
                Component: page(() => import('../routes/contributor/submit-opportunity-page')),
              },
            ],
          },
          // Header/menu targets without screens of their own (product §2).
          { path: p.applications, element: <Navigate to={p.dashboard} replace /> },
          { path: p.documents, element: <Navigate to={paths.documentVault} replace /> },
          { path: '*', Component: page(() => import('./errors/not-found-page')) },
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

/** The route table; the shell's own failures fall back to a page with its own main landmark. */
export function AppRoutes() {
  return (
    <ErrorBoundary fallback={(error) => <RootErrorPage error={error} />}>{useRoutes(routes)}</ErrorBoundary>
  );
}
