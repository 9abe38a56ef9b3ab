import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

/** The page's calls to action (product §2): two for students, one for contributors. */
export function JoinSection() {
  return (
    <section aria-labelledby="join-heading" className="mx-auto max-w-4xl px-4 py-16 text-center">
      <h2 id="join-heading" className="text-3xl font-bold tracking-tight">
        Ready to Fund Your Future?
      </h2>
      <p className="mt-3 text-muted-foreground">
        Create a free account to get matched with opportunities, or look around first.
      </p>
      <div className="mt-8 flex flex-col items-stretch justify-center gap-3 min-[480px]:flex-row min-[480px]:items-center">
        <Button asChild size="lg">
          <Link to={paths.auth}>
            Get Started <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.opportunities}>Browse Opportunities</Link>
        </Button>
      </div>
      <div className="mx-auto mt-12 max-w-2xl rounded-lg border bg-card p-6 shadow-sm">
        <h3 className="text-xl font-semibold">Offer opportunities to students?</h3>
        <p className="mt-2 text-sm text-muted-foreground">
          Advisors, scholarship and grant managers, recruiters and university staff can post opportunities and
          see how students respond.
        </p>
        <Button asChild variant="secondary" className="mt-4">
          <Link to={paths.auth}>Join as a Contributor</Link>
        </Button>
      </div>
    </section>
  );
}
