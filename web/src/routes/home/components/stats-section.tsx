import { MARKETING } from '@futurefund/core';
import { Briefcase, GraduationCap, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

type Stat = { value: string; label: string; to: string; icon: LucideIcon };

const stats: Stat[] = [
  {
    value: MARKETING.scholarships,
    label: 'Scholarships',
    to: paths.opportunitiesWith({ type: 'scholarships' }),
    icon: GraduationCap,
  },
  {
    value: MARKETING.internships,
    label: 'Internships',
    to: paths.opportunitiesWith({ type: 'internships' }),
    icon: Briefcase,
  },
  { value: MARKETING.students, label: 'Students', to: paths.about, icon: Users },
];

export function StatsSection() {
  return (
    <section aria-label="FutureFund in numbers" className="mx-auto max-w-5xl px-4 py-12">
      <ul className="grid gap-4 sm:grid-cols-3">
        {stats.map(({ value, label, to, icon: Icon }) => (
          <li key={label}>
            <Link
              to={to}
              className="flex items-center gap-4 rounded-lg border bg-card p-6 shadow-sm transition-colors hover:border-primary"
            >
              <Icon aria-hidden="true" className="size-8 shrink-0 text-primary" />
              <span className="flex flex-col">
                <span className="text-3xl font-bold">{value}</span>{' '}
                <span className="text-muted-foreground">{label}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
