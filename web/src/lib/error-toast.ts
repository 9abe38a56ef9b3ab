import { toast } from '../hooks/use-toast';

/**
 * The destructive toast for a failed call (product §8): the screen's title ('Error' unless the
 * catalogue names another, e.g. 'Login failed') over the error's message, which an ApiError
 * already writes as "<status>: <message>".
 */
export function showErrorToast(error: Error, title = 'Error') {
  return toast({ title, description: error.message, variant: 'destructive' });
}
