import { PRODUCT_NAME, TAGLINE } from '@futurefund/core';
import { Briefcase, GraduationCap } from 'lucide-react';
import { CountFigure } from '../../../components/count-figure';
import { counterTile } from '../../../lib/counter-figures';
import { useCounterFigures } from '../../../lib/counts-query';

/**
 * Sign-in page copy (product §1) with the real counters (ADR 014); wide screens only (product §2).
 * A counter whose figure could not be read is left out rather than shown without a number.
 */
export function MarketingPanel() {
  const figures = useCounterFigures();
  const counters = [
    { name: 'scholarships' as const, ...counterTile(figures, 'scholarships'), Icon: GraduationCap },
    { name: 'internships' as const, ...counterTile(figures, 'internships'), Icon: Briefcase },
  ].filter(({ value }) => value !== undefined || figures.pending);
  return (
    <aside
      aria-labelledby="auth-marketing-heading"
      className="hidden flex-col gap-6 rounded-xl bg-primary p-10 text-primary-foreground lg:flex"
    >
      <p className="text-sm font-semibold uppercase tracking-widest">{TAGLINE}</p>
      <h2 id="auth-marketing-heading" className="text-3xl font-bold tracking-tight text-balance">
        Your academic journey, funded
      </h2>
      <p className="text-lg">
        {PRODUCT_NAME} finds and tracks scholarships and internships tailored to your academic journey.
      </p>
      <dl className="grid grid-cols-2 gap-4" aria-busy={figures.pending}>
        {counters.map(({ name, value, label, Icon }) => (
          <div key={label} className="flex flex-col-reverse gap-1 rounded-lg bg-primary-foreground/10 p-4">
            <dt className="flex items-center gap-2 text-sm">
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </dt>
            <dd className="text-3xl font-extrabold">
              <CountFigure name={name} value={value} pending={figures.pending} />
            </dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
