import { Bell, LifeBuoy, RefreshCw, ShieldCheck, Wallet, type LucideIcon } from 'lucide-react';

type Commitment = { title: string; text: string; icon: LucideIcon };

// Product §1, About page claims.
const commitments: Commitment[] = [
  {
    title: 'Free basic account',
    text: 'Browse without limits, get recommendations, save favorites and keep your profile and documents at no cost.',
    icon: Wallet,
  },
  {
    title: 'Your data is never sold',
    text: 'Your profile and documents are used to match and track opportunities for you, and nothing else.',
    icon: ShieldCheck,
  },
  {
    title: 'Continuously updated opportunities',
    text: 'We keep importing new listings and reviewing opportunities that contributors submit.',
    icon: RefreshCw,
  },
  {
    title: 'A support team',
    text: 'People who can help when something on your account or an application does not work as expected.',
    icon: LifeBuoy,
  },
  {
    title: 'Notifications your way',
    text: 'New matches, deadline reminders and application updates by e-mail or in the app.',
    icon: Bell,
  },
];

export function PromisesSection() {
  return (
    <section aria-labelledby="promises-heading" className="bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="promises-heading" className="text-center text-3xl font-bold tracking-tight">
          What You Can Count On
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {commitments.map(({ title, text, icon: Icon }) => (
            <li key={title} className="flex gap-4 rounded-lg border bg-card p-6 shadow-sm">
              <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
