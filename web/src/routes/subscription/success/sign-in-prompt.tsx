import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

/** The page is public (Stripe may return someone whose session ended), but the plan is per account. */
export function SignInPrompt() {
  return (
    <div className="grid justify-items-center gap-4 text-center">
      <LogIn aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Sign in to see your subscription</h1>
      <p className="max-w-xl text-muted-foreground">
        Premium belongs to your account. Sign in and we will check whether your payment went through.
      </p>
      <Button asChild>
        <Link to={paths.signIn(paths.subscriptionSuccess)}>Sign in</Link>
      </Button>
    </div>
  );
}
