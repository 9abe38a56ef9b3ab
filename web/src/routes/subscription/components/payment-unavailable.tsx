import { paymentMessages } from '@futurefund/core';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { paths } from '../../../lib/paths';

/**
 * Product §2 Subscribe: payments are not configured (no Stripe keys), so there is nothing to pay
 * with. The card is the page, so its title is the page's heading.
 */
export function PaymentUnavailable() {
  return (
    <Card className="mx-auto max-w-lg">
      <CardHeader className="items-start">
        <AlertTriangle aria-hidden="true" className="size-8 text-destructive" />
        {/* The card is the page here, so its title is the page's heading. */}
        <h1 className="text-2xl font-semibold leading-tight">{paymentMessages.unavailableTitle}</h1>
        <CardDescription className="text-base">{paymentMessages.unavailableText}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={paths.home}>Back to Home</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
