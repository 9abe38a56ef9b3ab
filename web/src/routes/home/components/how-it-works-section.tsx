import { ClipboardList, Search, UserPlus, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

type Step = { title: string; text: string; to: string; icon: LucideIcon };

function stepsFor(isSignedIn: boolean): Step[] {
  return [
    {
      title: 'Create Your Profile',
      text: 'Tell us about your studies, skills and goals so we can match opportunities to you.',
      to: paths.memberOr(isSignedIn, paths.profile),
      icon: UserPlus,
    },
    {
      title: 'Discover Opportunities',
      text: 'Search scholarships, grants, fellowships and internships with filters that fit your situation.',
      to: paths.opportunities,
      icon: Search,
    },
    {
      title: 'Track Applications',
      text: 'Save what interests you, follow each application and get reminded before deadlines.',
      to: paths.memberOr(isSignedIn, paths.dashboard),
      icon: ClipboardList,
    },
  ];
}

export function HowItWorksSection({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <section aria-labelledby="how-it-works-heading" className="bg-muted">
      <div className="mx-auto max-w-5xl px-4 py-16">
        <h2 id="how-it-works-heading" className="text-center text-3xl font-bold tracking-tight">
          How It Works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {stepsFor(isSignedIn).map(({ title, text, to, icon: Icon }, index) => (
            <li
              key={title}
              className="flex flex-col items-center gap-3 rounded-lg border bg-card p-6 text-center"
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-lg font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                <Link to={to} className="hover:text-primary hover:underline">
                  {title}
                </Link>
              </h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
