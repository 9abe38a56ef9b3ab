import { PRODUCT_NAME, TAGLINE } from '@futurefund/core';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

export function HeroSection({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <section aria-labelledby="hero-heading" className="bg-muted">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-widest text-primary">{PRODUCT_NAME}</p>
        <h1 id="hero-heading" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          Your Path to Academic &amp; Professional Success
        </h1>
        <p className="text-xl font-medium">{TAGLINE}</p>
        <p className="max-w-2xl text-muted-foreground">
          Find scholarships, grants, fellowships and internships that fit your goals, then keep every
          application, deadline and document in one place.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {isSignedIn ? (
            <Button asChild size="lg">
              <Link to={paths.opportunities}>
                Browse Opportunities <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          ) : (
            <Button asChild size="lg">
              <Link to={paths.auth}>
                Get Started <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          )}
          <Button asChild size="lg" variant="outline">
            {/* The visible words are the product's; the hidden end says where the link goes, for
                screen readers and search engines ("Learn More" alone names no destination). */}
            <Link to={paths.about}>
              Learn More <span className="sr-only">about FutureFund</span>
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
