import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { paths, routePatterns as p } from '../lib/paths';
import { RootErrorPage, RouteErrorPage } from './errors/route-error-page';
import { RootLayout } from './layouts/root-layout';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth, RequireContributor } from './route-guards';

/**
 * Every page is its own chunk (route `lazy`), so the first load of any URL ships only the shell
 * plus that page. Page modules default-export their component.
 */
function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

function PageFallback() {
  return <Spinner label="Loading page…" />;
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    // Only reached if the shell itself fails; page errors are caught below, inside the layout.
    errorElement: <RootErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        HydrateFallback: PageFallback,
        children: [
          { index: true, lazy: page(() => import('../routes/home/home-page')) },
          { path: p.about, lazy: page(() => import('../routes/about/about-page')) },
          // Footer pages (issue 18).
          { path: p.privacy, lazy: page(() => import('../routes/privacy/privacy-page')) },
          { path: p.terms, lazy: page(() => import('../routes/terms/terms-page')) },
          { path: p.contact, lazy: page(() => import('../routes/contact/contact-page')) },
          { path: p.sources, lazy: page(() => import('../routes/sources/sources-page')) },
          {
            Component: RedirectIfSignedIn,
            children: [{ path: p.auth, lazy: page(() => import('../routes/auth/auth-page')) }],
          },
          { path: p.opportunities, lazy: page(() => import('../routes/opportunities/opportunities-page')) },
          {
            path: p.scholarshipDetail,
            lazy: page(() => import('../routes/opportunity-detail/scholarship-detail-page')),
          },
          {
            path: p.internshipDetail,
            lazy: page(() => import('../routes/opportunity-detail/internship-detail-page')),
          },
          { path: p.test, lazy: page(() => import('../routes/test/test-page')) },
          // E-mailed links (ADR 024): open to everyone, the token or id is the permission.
          {
            path: p.resetPassword,
            lazy: page(() => import('../routes/reset-password/reset-password-page')),
          },
          { path: p.unsubscribe, lazy: page(() => import('../routes/unsubscribe/unsubscribe-page')) },
          {
            path: p.newsletterConfirm,
            lazy: page(() => import('../routes/newsletter/confirm-page')),
          },
          {
            path: p.newsletterUnsubscribe,
            lazy: page(() => import('../routes/newsletter/unsubscribe-page')),
          },
          {
            path: p.emailPreview,
            lazy: page(() => import('../routes/email-preview/email-preview-page')),
          },
          {
            path: p.subscriptionSuccess,
            lazy: page(() => import('../routes/subscription/subscription-success-page')),
          },
          {
            Component: RequireAuth,
            children: [
              { path: p.dashboard, lazy: page(() => import('../routes/dashboard/dashboard-page')) },
              { path: p.profile, lazy: page(() => import('../routes/profile/profile-page')) },
              { path: p.subscribe, lazy: page(() => import('../routes/subscription/subscribe-page')) },
              { path: p.builder, lazy: page(() => import('../routes/builder/builder-page')) },
            ],
          },
          // Role gates also require a session; their pages render only for the right role.
          {
            Component: RequireAdmin,
            children: [
              { path: p.admin, lazy: page(() => import('../routes/admin/admin-page')) },
              { path: p.emailOutbox, lazy: page(() => import('../routes/email-preview/outbox-page')) },
            ],
          },
          {
            Component: RequireContributor,
            children: [
              {
                path: p.contributorDashboard,
                lazy: page(() => import('../routes/contributor/contributor-dashboard-page')),
              },
            ],
          },
          {
            element: <RequireContributor redirectTo={p.home} />,
            children: [
              {
                path: p.submitOpportunity,
                lazy: page(() => import('../routes/contributor/submit-opportunity-page')),
              },
            ],
          },
          // Header/menu targets without screens of their own (product §2).
          { path: p.applications, element: <Navigate to={p.dashboard} replace /> },
          { path: p.documents, element: <Navigate to={paths.documentVault} replace /> },
          { path: '*', lazy: page(() => import('./errors/not-found-page')) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
