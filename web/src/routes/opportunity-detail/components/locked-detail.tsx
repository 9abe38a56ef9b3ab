import { Lock } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { paths } from '../../../lib/paths';
import { deadlineTextOf, type LimitedDetail } from '../detail-model';
import { DetailHeader } from './detail-header';

/**
 * A limited answer (ADR 018): what the server still sends (title, sponsor, award, deadline,
 * location), why the rest is left out, and the sign-up and sign-in offer. There is no Apply link:
 * the server did not send one.
 */
export function LockedDetail({ detail }: { detail: LimitedDetail }) {
  const { pathname } = useLocation();
  const deadline = deadlineTextOf(detail);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <DetailHeader detail={detail} />
      {deadline ? <p className="text-sm">Deadline: {deadline}</p> : null}
      <Card>
        <CardHeader>
          <div className="flex items-center gap-2">
            <Lock aria-hidden="true" className="size-5 text-muted-foreground" />
            <CardTitle as="h2">Sign up free to keep reading</CardTitle>
          </div>
          <p className="font-medium">{detail.limited.reason}</p>
          <CardDescription>
            A free account shows the full details and the application link of this listing and every other
            one, with no limit.
          </CardDescription>
        </CardHeader>
        <CardFooter className="flex-wrap gap-2">
          <Button asChild>
            <Link to={`${paths.auth}?tab=register&next=${encodeURIComponent(pathname)}`}>Sign up free</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.signIn(pathname)}>Sign in</Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
