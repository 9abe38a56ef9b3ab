import { PRODUCT_NAME, TAGLINE } from '@futurefund/core';
import { Link } from 'react-router';
import { CountFigure } from '../../../components/count-figure';
import { counterTile, type CounterFigures, type CounterName } from '../../../lib/counter-figures';
import { useCounterFigures } from '../../../lib/counts-query';
import { paths } from '../../../lib/paths';

/**
 * Real counters (ADR 014): a figure that could not be read is left out; the students figure only
 * once it is meaningful, else the free account (a true fact) in its place.
 */
function countersOf(figures: CounterFigures) {
  const names: CounterName[] = ['scholarships', 'internships', 'students'];
  return names
    .map((name) => ({ name, ...counterTile(figures, name) }))
    .filter(({ value }) => value !== undefined || figures.pending);
}

/** Logo (product §2: to the dashboard for members, else home), the page's h1 and the counters. */
export function AboutHero({ isSignedIn }: { isSignedIn: boolean }) {
  const figures = useCounterFigures();
  const counters = countersOf(figures);
  return (
    <section aria-labelledby="about-heading" className="bg-muted">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-14 text-center sm:py-20">
        <Link to={paths.brandHome(isSignedIn)} className="rounded-md">
          <img
            src="/logo.svg"
            alt={isSignedIn ? `${PRODUCT_NAME} — your dashboard` : `${PRODUCT_NAME} — home`}
            width={40}
            height={40}
            className="size-10"
          />
        </Link>
        <h1 id="about-heading" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          About {PRODUCT_NAME}
        </h1>
        <p className="text-xl font-medium">{TAGLINE}</p>
        <p className="max-w-2xl text-muted-foreground">
          {PRODUCT_NAME} helps students find scholarships, grants, fellowships and internships, and keeps
          every application, deadline and document in one place, for students, the families who support them
          and the people who offer the opportunities.
        </p>
        <dl
          aria-busy={figures.pending}
          className="grid w-full max-w-2xl grid-cols-1 gap-3 min-[480px]:grid-cols-3"
        >
          {counters.map(({ name, value, label }) => (
            <div
              key={name}
              data-counter-tile="drop"
              className="flex flex-col-reverse rounded-lg border bg-card p-4 shadow-sm"
            >
              <dt data-counter-label className="text-sm text-muted-foreground">
                {label}
              </dt>
              <dd className="text-3xl font-bold">
                <CountFigure name={name} value={value} pending={figures.pending} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
