import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

export function CtaSection({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
        Start funding your future today
      </h2>
      <p className="mt-3 text-muted-foreground">
        Join students who use FutureFund to find opportunities and stay on top of every application.
      </p>
      <div className="mt-8 flex flex-col items-center gap-3">
        {isSignedIn ? (
          <Button asChild size="lg">
            <Link to={paths.opportunities}>Browse Opportunities</Link>
          </Button>
        ) : (
          <>
            <Button asChild size="lg">
              <Link to={paths.auth}>Get Started for Free</Link>
            </Button>
            <p className="text-sm text-muted-foreground">
              No credit card required. Sign up in under 2 minutes.
            </p>
          </>
        )}
      </div>
    </section>
  );
}
