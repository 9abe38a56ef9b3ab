import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** The check itself failed (offline, server error): the payment may well be fine, so offer a retry. */
export function CheckFailed({
  error,
  onRetry,
  isRetrying,
}: {
  error: Error;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <Alert variant="destructive" className="justify-items-start">
      <AlertTitle as="h1" className="text-xl">
        We could not check your subscription
      </AlertTitle>
      <AlertDescription className="text-card-foreground">{error.message}</AlertDescription>
      <Button variant="outline" size="sm" className="mt-2" disabled={isRetrying} onClick={onRetry}>
        {isRetrying ? 'Retrying…' : 'Retry'}
      </Button>
    </Alert>
  );
}
