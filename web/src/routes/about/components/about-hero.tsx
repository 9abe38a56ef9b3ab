import { MARKETING, PRODUCT_NAME, TAGLINE } from '@futurefund/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

const counters = [
  { value: MARKETING.scholarships, label: 'Scholarships' },
  { value: MARKETING.internships, label: 'Internships' },
  { value: MARKETING.students, label: 'Students' },
];

/** Logo (product §2: to the dashboard for members, else home), the page's h1 and the counters. */
export function AboutHero({ isSignedIn }: { isSignedIn: boolean }) {
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
        <dl className="grid w-full max-w-2xl grid-cols-1 gap-3 min-[480px]:grid-cols-3">
          {counters.map(({ value, label }) => (
            <div key={label} className="flex flex-col-reverse rounded-lg border bg-card p-4 shadow-sm">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-3xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
