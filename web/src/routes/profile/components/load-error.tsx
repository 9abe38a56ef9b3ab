import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** A read that failed, with the way to try again (the rest of the page stays usable). */
export function LoadError({
  title,
  text,
  onRetry,
  isRetrying,
}: {
  title: string;
  text: string;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <Alert variant="destructive" className="justify-items-start">
      <AlertTitle as="h3">{title}</AlertTitle>
      <AlertDescription className="text-card-foreground">{text}</AlertDescription>
      <Button variant="outline" size="sm" className="mt-2" disabled={isRetrying} onClick={onRetry}>
        {isRetrying ? 'Retrying…' : 'Retry'}
      </Button>
    </Alert>
  );
}
