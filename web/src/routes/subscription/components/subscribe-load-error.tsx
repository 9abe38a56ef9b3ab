import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** The plan or the payment settings could not be read; the page has nothing to offer without them. */
export function SubscribeLoadError({
  error,
  onRetry,
  isRetrying,
}: {
  error: Error | null;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <Alert variant="destructive" className="justify-items-start">
      <AlertTitle as="h1" className="text-xl">
        We could not load the Premium offer
      </AlertTitle>
      <AlertDescription className="text-card-foreground">
        {error?.message ?? 'Please check your connection and try again.'}
      </AlertDescription>
      <Button variant="outline" size="sm" className="mt-2" disabled={isRetrying} onClick={onRetry}>
        {isRetrying ? 'Retrying…' : 'Retry'}
      </Button>
    </Alert>
  );
}
