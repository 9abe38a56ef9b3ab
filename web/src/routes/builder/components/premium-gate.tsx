import { builderMessages } from '@futurefund/core';
import { Lock } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../hooks/use-auth';
import { paths } from '../../../lib/paths';

const UpgradeDialog = lazy(() => import('../../../components/upgrade-dialog/upgrade-dialog'));

/**
 * What a user without Premium sees once a builder call answers 403 PREMIUM_REQUIRED (product
 * §2 builder): the reason, and the upgrade offer in its builder mode, opened once by itself.
 */
export function PremiumGate() {
  const { user } = useAuth();
  const [isOpen, setIsOpen] = useState(true);
  return (
    <section
      aria-labelledby="builder-locked-heading"
      className="grid justify-items-start gap-4 rounded-lg border bg-card p-6 text-card-foreground"
    >
      <Lock aria-hidden="true" className="size-8 text-muted-foreground" />
      <h2 id="builder-locked-heading" className="text-xl font-semibold">
        {builderMessages.premiumRequired}
      </h2>
      <p className="text-muted-foreground">
        Premium builds your resume from your profile, writes cover letters for the opportunities you saved and
        checks how well you fit each one.
      </p>
      <Button onClick={() => setIsOpen(true)}>See Premium</Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <UpgradeDialog
            mode="resume_builder"
            isSignedIn={user !== null}
            returnTo={paths.builder}
            onClose={() => setIsOpen(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
