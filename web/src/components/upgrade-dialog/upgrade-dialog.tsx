import { detailLimitReasons } from '@futurefund/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { premiumAbilities, premiumPriceText } from '../../lib/premium';
import { Button } from '../ui/button';
import { ModalDialog, useModal } from '../ui/modal-dialog';
import { PlanOption } from './plan-option';

export type UpgradeMode =
  'view_limit' | 'application_access' | 'status_tracking' | 'documents' | 'resume_builder';

// Product §2: view_limit for visitors who used their free views, application_access for people
// who try to apply without Premium. The other modes name the Premium feature the server just
// refused (product §1), so the offer explains what was blocked. All offer the free account and Premium.
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
  status_tracking: {
    title: 'Upgrade to Premium to track statuses',
    description:
      'Moving an application through Applied, In Progress and Awarded is a Premium feature. Your saved applications, notes and history stay free.',
  },
  documents: {
    title: 'Upgrade to Premium to attach documents',
    description:
      'Keeping vault documents with each application is a Premium feature. Your Document Vault itself stays free.',
  },
  resume_builder: {
    title: 'Upgrade to Premium to build resumes',
    description:
      'The AI resume and cover-letter builder is a Premium feature. Premium also lets you apply directly and track every status update.',
  },
};

const freeFeatures = ['Unlimited browsing', 'Save favorites', 'Personal recommendations'];
const premiumFeatures = [...premiumAbilities, 'Cancel anytime'];

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
        price={premiumPriceText}
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
