import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

/** Signed in, on the free plan, nothing processing: whatever the URL says, nothing was paid. */
export function NoPaymentFound() {
  return (
    <div className="grid justify-items-center gap-4 text-center">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">No Premium payment found</h1>
      <p className="max-w-xl text-muted-foreground">
        We could not find a completed Premium payment on your account.
      </p>
      <Button asChild>
        <Link to={paths.subscribe}>Upgrade to Premium</Link>
      </Button>
    </div>
  );
}
