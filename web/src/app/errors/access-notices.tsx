import { submissionMessages } from '@futurefund/core';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/page-meta';

/** /admin for signed-in non-admins (product §2 Admin, §8). The title is the page's only h1. */
export function AccessDenied() {
  usePageMeta({
    title: 'Access Denied',
    description: 'This FutureFund page is for admins only.',
    noindex: true,
  });
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-16">
      <Alert variant="destructive">
        <ShieldAlert aria-hidden="true" />
        <AlertTitle as="h1" className="text-lg">
          Access Denied
        </AlertTitle>
        <AlertDescription>
          You don&apos;t have permission to access the admin dashboard. This area is restricted to admin users
          only.
        </AlertDescription>
      </Alert>
      <Button asChild className="self-start">
        <Link to={paths.home}>Return to Home</Link>
      </Button>
    </section>
  );
}

/** /contributor-dashboard for seekers (product §2 Contributor dashboard, §8). */
export function ContributorsOnly() {
  usePageMeta({
    title: 'Contributors Only',
    description: submissionMessages.contributorsOnly,
    noindex: true,
  });
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-16">
      <Alert>
        <ShieldAlert aria-hidden="true" />
        <AlertTitle as="h1" className="text-lg">
          Contributors Only
        </AlertTitle>
        {/* The contract's wording, shared with the server's refusals (product §8). */}
        <AlertDescription>{submissionMessages.contributorsOnly}</AlertDescription>
      </Alert>
      <Button asChild variant="outline" className="self-start">
        <Link to={paths.home}>Return to Home</Link>
      </Button>
    </section>
  );
}
