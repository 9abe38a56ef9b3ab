import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

export const loadErrorText = 'Failed to load your applications. Please try again later.';

export function LoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <Alert variant="destructive" className="justify-items-start">
      <AlertDescription className="text-card-foreground">{loadErrorText}</AlertDescription>
      <Button variant="outline" size="sm" className="mt-2" disabled={isRetrying} onClick={onRetry}>
        {isRetrying ? 'Retrying…' : 'Retry'}
      </Button>
    </Alert>
  );
}
