import { Compass, Eye, Target, type LucideIcon } from 'lucide-react';

type Statement = { title: string; text: string; icon: LucideIcon };

const statements: Statement[] = [
  {
    title: 'Our Mission',
    text: 'Make funding and early-career opportunities easy to find for every student, whatever their school, background or budget, and make applying to them less of a scramble.',
    icon: Target,
  },
  {
    title: 'Our Vision',
    text: 'A future where no student misses a scholarship or internship simply because they never heard of it or lost track of a deadline.',
    icon: Eye,
  },
  {
    title: 'Our Purpose',
    text: 'Bring students, families and counselors together with the advisors, recruiters and institutions who offer opportunities, with one place to discover, apply and follow up.',
    icon: Compass,
  },
];

export function MissionSection() {
  return (
    <section aria-labelledby="mission-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="mission-heading" className="text-center text-3xl font-bold tracking-tight">
        Why We Exist
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {statements.map(({ title, text, icon: Icon }) => (
          <li key={title} className="flex flex-col gap-3 rounded-lg border bg-card p-6 shadow-sm">
            <Icon aria-hidden="true" className="size-8 text-primary" />
            <h3 className="text-lg font-semibold">{title}</h3>
            <p className="text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
