import { SUBSCRIPTION_SUCCESS_REDIRECT_SECONDS } from '@futurefund/core';
import { Check, Crown, Pause, Play } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { paths } from '../../../lib/paths';
import { premiumAbilities } from '../../../lib/premium';
import { secondsText, useRedirectCountdown } from './use-redirect-countdown';

/**
 * Product §2 Subscription success, once the server confirms Premium: the badge, what Premium
 * unlocks, the welcome line, both buttons and the 10-second countdown to /.
 */
export function PremiumWelcome({
  username,
  announce,
}: {
  username: string;
  announce: (message: string) => void;
}) {
  const navigate = useNavigate();
  const goHome = useCallback(() => void navigate(paths.home), [navigate]);
  const { secondsLeft, isPaused, togglePause } = useRedirectCountdown({
    seconds: SUBSCRIPTION_SUCCESS_REDIRECT_SECONDS,
    destination: 'the home page',
    onDone: goHome,
    announce,
  });
  return (
    <div className="grid justify-items-center gap-6 text-center">
      <Badge variant="accent" className="px-3 py-1 text-sm">
        <Crown aria-hidden="true" />
        Premium Subscriber
      </Badge>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Welcome to Premium!</h1>
      <p className="max-w-xl text-lg text-muted-foreground">
        Welcome, {username}! Premium is active on your account, and everything below is ready for you.
      </p>
      <Card className="w-full max-w-md text-left">
        <CardContent className="pt-6">
          <h2 className="mb-3 font-semibold">Premium unlocks</h2>
          <ul className="grid gap-2">
            {premiumAbilities.map((ability) => (
              <li key={ability} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                {ability}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to={paths.home}>Go to Dashboard</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.opportunities}>Browse Opportunities</Link>
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-3 text-sm text-muted-foreground">
        {/* Not a live region: it changes every second. The page's status region speaks for it. */}
        <p>
          {isPaused
            ? `Redirect paused with ${secondsText(secondsLeft)} left.`
            : `Going to the home page in ${secondsText(secondsLeft)}…`}
        </p>
        <Button variant="outline" size="sm" onClick={togglePause}>
          {isPaused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          {isPaused ? 'Resume redirect' : 'Pause redirect'}
        </Button>
      </div>
    </div>
  );
}
