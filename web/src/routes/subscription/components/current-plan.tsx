import { paymentMessages, type SubscriptionState } from '@futurefund/core';
import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { paths } from '../../../lib/paths';
import { planName, premiumRunsLine } from '../../../lib/premium';

/** Where the profile's plan card is: cancelling, resuming and billing live there. */
const manageHref = `${paths.profile}#plan`;

/** Someone who already has Premium gets their plan instead of a second payment form. */
export function CurrentPlan({ state }: { state: SubscriptionState }) {
  return (
    <Card className="mx-auto max-w-lg">
      <CardHeader className="items-start">
        <BadgeCheck aria-hidden="true" className="size-8 text-primary" />
        {/* The card is the page here, so its title is the page's heading. */}
        <h1 className="text-2xl font-semibold leading-tight">{paymentMessages.alreadyPremium}</h1>
        <CardDescription className="text-base">{planName(state)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="font-medium">{premiumRunsLine(state)}</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={manageHref}>Manage your plan</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.opportunities}>Browse Opportunities</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
