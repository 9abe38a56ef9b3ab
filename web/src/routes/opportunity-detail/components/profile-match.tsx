import { evaluateEligibility, profileFieldAnchors, type EligibilityCheck } from '@futurefund/core';
import { CircleCheck, CircleHelp, CircleX } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../../hooks/use-auth';
import { paths } from '../../../lib/paths';
import type { OpportunityDetail } from '../detail-model';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/** ✓ / ✗ with a word, so the result never depends on the icon or its colour. */
function Verdict({ status, criterion }: Pick<EligibilityCheck, 'status' | 'criterion'>) {
  if (status === 'met')
    return (
      <span className="inline-flex items-center gap-1 font-medium">
        <CircleCheck aria-hidden="true" className="size-4 text-primary" />✓ Met
      </span>
    );
  if (status === 'unmet')
    return (
      <span className="inline-flex items-center gap-1 font-medium">
        <CircleX aria-hidden="true" className="size-4 text-destructive" />✗ Not met
      </span>
    );
  return (
    <span className="inline-flex items-center gap-1 font-medium">
      <CircleHelp aria-hidden="true" className="size-4 text-muted-foreground" />
      {/* Straight to the field that answers this criterion (the profile page focuses it). */}
      <Link to={`${paths.profile}#${profileFieldAnchors[criterion]}`} className={linkClass}>
        Add this to your profile
      </Link>
    </span>
  );
}

/** Signed-in users see each stated requirement checked against their profile, and why. */
export function ProfileMatch({ detail }: { detail: OpportunityDetail }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (!user) {
    return (
      <p className="text-sm text-muted-foreground">
        <Link to={paths.signIn(pathname)} className={linkClass}>
          Sign in
        </Link>{' '}
        to see how your profile matches these requirements.
      </p>
    );
  }
  const checks = evaluateEligibility(detail, user);
  if (checks.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        This listing states no GPA, education level, major or residency requirement to check against your
        profile.
      </p>
    );
  }
  return (
    <ul aria-label="How your profile matches" className="flex flex-col gap-3">
      {checks.map((check) => (
        <li key={check.criterion} className="rounded-md border p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{check.label}</span>
            <Verdict status={check.status} criterion={check.criterion} />
          </div>
          <p className="mt-1 text-muted-foreground">{check.reason}</p>
        </li>
      ))}
    </ul>
  );
}
