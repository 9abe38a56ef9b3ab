import { recommendationMessages as text } from '@futurefund/core';
import { Info, RotateCw, TriangleAlert } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import { Button } from '../ui/button';

// The panel's states besides its cards (product §2 "Recommendation cards", §9).

/** Product §9: 3 skeleton cards while loading, whatever the number asked for. */
const SKELETON_CARDS = 3;

export function CardSkeletons() {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">Loading recommendations…</span>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          data-skeleton-card=""
          className="grid animate-pulse gap-2 rounded-lg border p-4 motion-reduce:animate-none"
        >
          <div className="h-4 w-1/3 rounded bg-muted" />
          <div className="h-5 w-4/5 rounded bg-muted" />
          <div className="h-4 w-2/3 rounded bg-muted" />
          <div className="h-8 rounded bg-muted" />
        </div>
      ))}
    </div>
  );
}

export function LoadFailed({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <Alert variant="destructive">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle as="h3">{text.errorTitle}</AlertTitle>
      <AlertDescription className="grid justify-items-start gap-2">
        <p>{text.error}</p>
        <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

export function NoRecommendations() {
  return (
    <div className="grid gap-1 rounded-lg border border-dashed p-4 text-sm">
      <h3 className="font-semibold">{text.emptyTitle}</h3>
      <p className="text-muted-foreground">
        Add your intended major, skills and interests to your profile to get recommendations.
      </p>
      <Link to={paths.profile} className={`${linkClass} w-fit`}>
        Complete your profile
      </Link>
    </div>
  );
}

/** Says the cards below are examples, and how to get one's own. */
export function SamplesNotice({ isSignedIn }: { isSignedIn: boolean }) {
  const here = useLocation();
  return (
    <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {isSignedIn ? (
        <span>Example recommendations — yours could not be loaded just now.</span>
      ) : (
        <span>
          Example — sign in to see your own.{' '}
          <Link to={paths.signIn(here.pathname + here.search)} className={linkClass}>
            Sign in
          </Link>
        </span>
      )}
    </p>
  );
}
