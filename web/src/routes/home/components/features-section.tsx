import {
  Briefcase,
  GraduationCap,
  LayoutDashboard,
  ListChecks,
  ShieldCheck,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

type Feature = { title: string; text: string; to: string; icon: LucideIcon };

function featuresFor(isSignedIn: boolean): Feature[] {
  const member = (to: string) => paths.memberOr(isSignedIn, to);
  return [
    {
      title: 'AI-Powered Recommendations',
      text: 'Opportunities ranked by how well they fit your profile, with the reasons shown.',
      to: member(paths.dashboard),
      icon: Sparkles,
    },
    {
      title: 'Scholarship Matcher',
      text: 'Filter scholarships by award, deadline, GPA, major and eligibility.',
      to: paths.opportunitiesWith({ type: 'scholarships' }),
      icon: GraduationCap,
    },
    {
      title: 'Internship Explorer',
      text: 'Find internships by location and industry, including remote roles.',
      to: paths.opportunitiesWith({ type: 'internships' }),
      icon: Briefcase,
    },
    {
      title: 'Secure Document Vault',
      text: 'Keep resumes and essays encrypted and ready whenever an application asks.',
      to: member(paths.profile),
      icon: ShieldCheck,
    },
    {
      title: 'Application Tracker',
      text: 'Follow each application from saved to awarded, with deadline reminders.',
      to: member(paths.dashboard),
      icon: ListChecks,
    },
    {
      title: 'Progress Dashboard',
      text: 'See your applications, upcoming deadlines and next steps at a glance.',
      to: member(paths.dashboard),
      icon: LayoutDashboard,
    },
  ];
}

export function FeaturesSection({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="features-heading" className="text-center text-3xl font-bold tracking-tight">
        Powerful Features
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {featuresFor(isSignedIn).map(({ title, text, to, icon: Icon }) => (
          <li key={title} className="flex gap-4 rounded-lg border bg-card p-6 shadow-sm">
            <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
            <div>
              <h3 className="font-semibold">
                <Link to={to} className="hover:text-primary hover:underline">
                  {title}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
