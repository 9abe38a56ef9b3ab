import { Briefcase, GraduationCap, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { CountFigure } from '../../../components/count-figure';
import { counterTile, type CounterFigures, type CounterName } from '../../../lib/counter-figures';
import { useCounterFigures } from '../../../lib/counts-query';
import { paths } from '../../../lib/paths';

type Stat = { name: CounterName; value: string | undefined; label: string; to: string; icon: LucideIcon };

/** The tiles of product §2 with real figures (ADR 014); students only once the number means something. */
function statsOf(figures: CounterFigures): Stat[] {
  return [
    {
      name: 'scholarships',
      ...counterTile(figures, 'scholarships'),
      to: paths.opportunitiesWith({ type: 'scholarships' }),
      icon: GraduationCap,
    },
    {
      name: 'internships',
      ...counterTile(figures, 'internships'),
      to: paths.opportunitiesWith({ type: 'internships' }),
      icon: Briefcase,
    },
    { name: 'students', ...counterTile(figures, 'students'), to: paths.about, icon: Users },
  ];
}

export function StatsSection() {
  const figures = useCounterFigures();
  return (
    <section aria-label="FutureFund in numbers" className="mx-auto max-w-5xl px-4 py-12">
      <ul className="grid gap-4 sm:grid-cols-3">
        {statsOf(figures).map(({ name, value, label, to, icon: Icon }) => (
          <li key={name} data-counter-tile="keep">
            <Link
              to={to}
              className="flex items-center gap-4 rounded-lg border bg-card p-6 shadow-sm transition-colors hover:border-primary"
            >
              <Icon aria-hidden="true" className="size-8 shrink-0 text-primary" />
              <span className="flex flex-col">
                <CountFigure
                  name={name}
                  value={value}
                  pending={figures.pending}
                  className="text-3xl font-bold"
                />{' '}
                <span data-counter-label className="text-muted-foreground">
                  {label}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
