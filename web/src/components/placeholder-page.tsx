import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { usePageMeta } from '../lib/page-meta';

/** Stand-in for a screen a later issue builds: names the page and says plainly it is not ready. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  usePageMeta({ title, description: `${title} on FutureFund is coming soon.`, noindex: true });
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-muted-foreground">This page is coming soon.</p>
      {children}
      <p className="mt-6">
        <Link to={paths.home} className="font-medium text-primary underline-offset-4 hover:underline">
          Back to home
        </Link>
      </p>
    </section>
  );
}
