import { notFoundPageMeta } from '@futurefund/core';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/page-meta';

export default function NotFoundPage() {
  usePageMeta(notFoundPageMeta);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="text-muted-foreground">Did you forget to add the page to the router?</p>
      <Button asChild>
        <Link to={paths.home}>Go to home</Link>
      </Button>
    </section>
  );
}
