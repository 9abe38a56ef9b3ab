import { detailLimitReasons, PREMIUM_PRICE_PER_WEEK_USD } from '@futurefund/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { Button } from '../ui/button';
import { ModalDialog, useModal } from '../ui/modal-dialog';
import { PlanOption } from './plan-option';

export type UpgradeMode = 'view_limit' | 'application_access';

// Product §2: view_limit for visitors who used their free views, application_access for people
// who try to apply without Premium. Both offer the free account and Premium.
const copy: Record<UpgradeMode, { title: string; description: string }> = {
  view_limit: {
    title: detailLimitReasons.free_views_used,
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

/** Both offers of product §2: the free account at $0 and Premium per week. */
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

/** Register, then come back to `returnTo` (RedirectIfSignedIn honours `next`). */
const registerPath = (returnTo?: string) =>
  `${paths.auth}?tab=register${returnTo ? `&next=${encodeURIComponent(returnTo)}` : ''}`;

/**
 * The upgrade offer in the shared modal dialog (inert page behind, Escape closes, named by its
 * heading). It opens when mounted, so callers render it only while it should show.
 */
export function UpgradeDialog({ mode, isSignedIn, returnTo, onClose }: UpgradeDialogProps) {
  const { ref, close } = useModal();
  return (
    <ModalDialog
      dialogRef={ref}
      close={close}
      title={copy[mode].title}
      description={copy[mode].description}
      onClose={onClose}
      className="max-w-2xl"
    >
      <UpgradePlans isSignedIn={isSignedIn} registerHref={registerPath(returnTo)} />
      <Button variant="ghost" onClick={close} className="justify-self-center">
        Maybe later
      </Button>
    </ModalDialog>
  );
}

// Default export so app-wide callers can React.lazy() it off their first load.
export default UpgradeDialog;
