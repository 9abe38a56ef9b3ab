import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { errorPageMeta } from '@futurefund/core';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';

function describe(error: unknown): string {
  // A stale deploy removes old chunks; reloading fetches the new ones.
  if (error instanceof TypeError && /dynamically imported module|module script failed/i.test(error.message)) {
    return 'A newer version of FutureFund is available. Reloading should fix this.';
  }
  return 'An unexpected error stopped this page from loading.';
}

/** Shown in place of a page that failed to load or render; the header and footer stay usable. */
export function RouteErrorPage({ error }: { error: unknown }) {
  usePageMeta(errorPageMeta);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <TriangleAlert aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">{describe(error)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Try again</Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>Go to home</Link>
        </Button>
      </div>
    </section>
  );
}

/** Last resort when the layout itself failed: the same message with its own main landmark. */
export function RootErrorPage({ error }: { error: unknown }) {
  return (
    <main id="main-content" className="min-h-screen bg-background">
      <RouteErrorPage error={error} />
    </main>
  );
}
