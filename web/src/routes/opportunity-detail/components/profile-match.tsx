import {
  evaluateEligibility,
  profileFieldAnchors,
  statedRestrictionChecks,
  type EligibilityStatus,
  type StatedCheck,
} from '@futurefund/core';
import { CircleCheck, CircleHelp, CircleX } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../../hooks/use-auth';
import { todayIn } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useOwnProfile } from '../api/profile';
import type { OpportunityDetail } from '../detail-model';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/** ✓ / ✗ with a word, so the result never depends on the icon or its colour. */
function Verdict({ status, anchor }: { status: EligibilityStatus; anchor: string | null }) {
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
      {anchor ? (
        <Link to={`${paths.profile}#${anchor}`} className={linkClass}>
          Add this to your profile
        </Link>
      ) : (
        '? Check yourself'
      )}
    </span>
  );
}

type MatchRow = {
  key: string;
  label: string;
  status: EligibilityStatus;
  reason: string;
  anchor: string | null;
};

const anchorOf = (field: StatedCheck['field']) => (field ? profileFieldAnchors[field] : null);

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
  return <SignedInMatch detail={detail} user={user} />;
}

function SignedInMatch({
  detail,
  user,
}: {
  detail: OpportunityDetail;
  user: NonNullable<ReturnType<typeof useAuth>['user']>;
}) {
  // Citizenship, gender and heritage are on the profile, not the session: read only when needed.
  const stated = detail.restrictions.length > 0;
  const ownProfile = useOwnProfile(stated);
  const profile = ownProfile.data;
  const rows: MatchRow[] = [
    ...evaluateEligibility(detail, user).map((check) => ({
      key: check.criterion,
      label: check.label,
      status: check.status,
      reason: check.reason,
      anchor: profileFieldAnchors[check.criterion],
    })),
    ...(profile
      ? statedRestrictionChecks(detail, profile, todayIn(profile.timeZone ?? undefined)).map((check) => ({
          ...check,
          anchor: anchorOf(check.field),
        }))
      : []),
  ];
  if (rows.length === 0 && stated && ownProfile.isPending)
    return <p className="text-sm text-muted-foreground">Checking your profile…</p>;
  if (rows.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        This listing states no GPA, education level, major or residency requirement to check against your
        profile.
      </p>
    );
  }
  return (
    <ul aria-label="How your profile matches" className="flex flex-col gap-3">
      {rows.map((row) => (
        <li key={row.key} className="rounded-md border p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium break-words">{row.label}</span>
            <Verdict status={row.status} anchor={row.anchor} />
          </div>
          <p className="mt-1 text-muted-foreground">{row.reason}</p>
        </li>
      ))}
    </ul>
  );
}
