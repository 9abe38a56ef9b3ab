import { Bell, LifeBuoy, RefreshCw, ShieldCheck, Wallet, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  FRESHNESS_FALLBACK,
  FRESHNESS_LOADING,
  freshnessText,
} from '../../../components/data-sources/source-freshness';
import { formatTimestamp } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useSourceFreshness } from '../../../lib/source-freshness-query';

/** Each promise says only what the product does, and links to where that can be checked. */
type Commitment = { title: string; text: ReactNode; icon: LucideIcon; proof: { label: string; to: string } };

/**
 * The freshness promise in the sources' own figures (GET /api/opportunities/sources): how many,
 * which refresh themselves and when the snapshots were last imported. Drawn on the server, or
 * when the figures cannot be read, a true sentence without figures; while loading, a neutral line
 * in as much room as the figures take.
 */
function FreshnessText() {
  const state = useSourceFreshness();
  const text =
    state.status === 'ready'
      ? freshnessText(state.sources, formatTimestamp)
      : state.status === 'loading'
        ? FRESHNESS_LOADING
        : FRESHNESS_FALLBACK;
  return (
    <span
      data-source-freshness
      aria-busy={state.status === 'loading'}
      className={state.status === 'loading' ? 'block min-h-[5lh]' : undefined}
    >
      {text}
    </span>
  );
}

// Product §1, About page claims (issue 18: each one true, each with its proof).
const commitments: Commitment[] = [
  {
    title: 'Free basic account',
    text: 'Browse every listing without limits, get recommendations, save favorites and keep your profile and documents at no cost.',
    icon: Wallet,
    proof: { label: 'Read the terms', to: paths.terms },
  },
  {
    title: 'Your data is never sold',
    text: 'Your profile and documents are used to match and track opportunities for you, and nothing else. You can download or delete all of it.',
    icon: ShieldCheck,
    proof: { label: 'Read the privacy policy', to: paths.privacy },
  },
  {
    title: 'Continuously updated opportunities',
    text: <FreshnessText />,
    icon: RefreshCw,
    proof: { label: 'See our data sources', to: paths.sources },
  },
  {
    title: 'A support team',
    text: "Write to us when something on your account, a listing or your plan does not work as expected; your message goes to the support team's inbox and is answered by e-mail.",
    icon: LifeBuoy,
    proof: { label: 'Contact support', to: paths.contact },
  },
  {
    title: 'Notifications your way',
    text: 'Deadline reminders for the applications you track, and news about opportunities you submitted, by e-mail or in the app; you choose which in your profile.',
    icon: Bell,
    proof: { label: 'How e-mail is handled', to: `${paths.privacy}#email` },
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
          {commitments.map(({ title, text, icon: Icon, proof }) => (
            <li key={title} className="flex gap-4 rounded-lg border bg-card p-6 shadow-sm">
              <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                <Link
                  to={proof.to}
                  className="mt-2 inline-block text-sm font-medium text-primary underline underline-offset-4 hover:no-underline"
                >
                  {proof.label}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
