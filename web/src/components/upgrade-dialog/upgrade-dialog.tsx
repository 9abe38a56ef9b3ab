import { FREE_PROFILE_VIEWS, PREMIUM_PRICE_PER_WEEK_USD } from '@futurefund/core';
import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { Button } from '../ui/button';
import { PlanOption } from './plan-option';

export type UpgradeMode = 'view_limit' | 'application_access';

// Spec §2: view_limit for visitors who used their free views, application_access for people
// who try to apply without Premium. Both offer the free account and Premium.
const copy: Record<UpgradeMode, { title: string; description: string }> = {
  view_limit: {
    title: `You've used all ${FREE_PROFILE_VIEWS} free views`,
    description:
      'Create a free account to keep browsing every opportunity without limits, or go Premium to apply directly.',
  },
  application_access: {
    title: 'Upgrade to Premium to apply',
    description:
      'Opening applications from FutureFund is a Premium feature. Premium also stores your application documents and tracks every status update.',
  },
};

const freeFeatures = ['Unlimited browsing', 'Save favorites', 'Personal recommendations'];
const premiumFeatures = [
  'Apply directly',
  'Store application documents',
  'AI resume and cover-letter builder',
  'Application tracking with status updates',
  'Cancel anytime',
];

/** Both offers of spec §2: the free account at $0 and Premium per week. */
function UpgradePlans({ isSignedIn, registerHref }: { isSignedIn: boolean; registerHref: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PlanOption
        name="Free account"
        price="$0"
        features={freeFeatures}
        action={
          isSignedIn ? (
            <p className="text-sm font-medium text-muted-foreground">Your current plan</p>
          ) : (
            <Button asChild variant="outline">
              <Link to={registerHref}>Create Free Account</Link>
            </Button>
          )
        }
      />
      <PlanOption
        name="Premium"
        price={`$${PREMIUM_PRICE_PER_WEEK_USD.toFixed(2)} per week`}
        features={premiumFeatures}
        isHighlighted
        action={
          <Button asChild>
            <Link to={paths.subscribe}>Upgrade to Premium</Link>
          </Button>
        }
      />
    </div>
  );
}

export type UpgradeDialogProps = {
  mode: UpgradeMode;
  isSignedIn: boolean;
  /** Where a visitor who signs up should come back to (usually the current page). */
  returnTo?: string;
  /** Called once the dialog has closed (Escape, a close button, or the browser). */
  onClose: () => void;
};

/** Shows the <dialog> as a modal once mounted; `close()` closes it, which fires its close event. */
function useModal() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    // StrictMode runs this twice; a second showModal() on an open dialog would throw.
    if (ref.current && !ref.current.open) ref.current.showModal();
  }, []);
  return { ref, close: () => ref.current?.close() };
}

/** Register, then come back to `returnTo` (RedirectIfSignedIn honours `next`). */
const registerPath = (returnTo?: string) =>
  `${paths.auth}?tab=register${returnTo ? `&next=${encodeURIComponent(returnTo)}` : ''}`;

/**
 * The upgrade offer as a native modal <dialog>: showModal() makes the rest of the page inert
 * (focus stays inside), Escape closes it, and it is labelled by its heading. It opens when
 * mounted, so callers render it only while it should show.
 */
export function UpgradeDialog({ mode, isSignedIn, returnTo, onClose }: UpgradeDialogProps) {
  const { ref, close } = useModal();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={onClose}
      className="m-auto max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-lg border bg-background text-foreground shadow-xl backdrop:bg-black/60"
    >
      <div className="relative flex flex-col gap-4 p-5 sm:p-6">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Close"
          onClick={close}
          className="absolute top-2 right-2"
        >
          <X aria-hidden="true" />
        </Button>
        <h2 id={titleId} className="pr-10 text-xl font-bold">
          {copy[mode].title}
        </h2>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {copy[mode].description}
        </p>
        <UpgradePlans isSignedIn={isSignedIn} registerHref={registerPath(returnTo)} />
        <Button variant="ghost" onClick={close} className="self-center">
          Maybe later
        </Button>
      </div>
    </dialog>
  );
}

// Default export so app-wide callers can React.lazy() it off their first load.
export default UpgradeDialog;
