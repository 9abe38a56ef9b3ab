import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { paths } from '../../../lib/paths';
import { LazyPaymentPanel } from './lazy-payment-panel';
import { PremiumOffer } from './premium-offer';
import { SubscribeFaq } from './subscribe-faq';

type SubscribeOfferProps = {
  publishableKey: string;
  /** A payment started earlier that Stripe has not settled: paying again could charge twice. */
  isPaymentProcessing: boolean;
  onUnavailable: () => void;
};

/** Product §2 Subscribe for someone on the free plan: the offer, the payment form and the FAQ. */
export function SubscribeOffer({ publishableKey, isPaymentProcessing, onUnavailable }: SubscribeOfferProps) {
  return (
    <div className="grid gap-8">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Upgrade to Premium</h1>
        <p className="text-muted-foreground">
          Apply directly, keep your application documents together and track every status update.
        </p>
      </header>
      {isPaymentProcessing ? (
        <Alert>
          <Info aria-hidden="true" />
          <AlertTitle as="h2">A payment is still processing</AlertTitle>
          <AlertDescription>
            Stripe has not confirmed a payment you started yet.{' '}
            <Link
              to={paths.subscriptionSuccess}
              className="font-medium text-primary underline underline-offset-4"
            >
              Check its status
            </Link>{' '}
            before paying again.
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="grid items-start gap-6 md:grid-cols-2">
        <PremiumOffer />
        <Card>
          <CardHeader>
            <CardTitle as="h2">Payment details</CardTitle>
            <CardDescription>Secure checkout by Stripe. Cancel anytime from your profile.</CardDescription>
          </CardHeader>
          <CardContent>
            <LazyPaymentPanel publishableKey={publishableKey} onUnavailable={onUnavailable} />
          </CardContent>
        </Card>
      </div>
      <SubscribeFaq />
    </div>
  );
}
