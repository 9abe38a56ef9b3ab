import { FREE_PROFILE_VIEWS } from '@futurefund/core';
import { Lock } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { paths } from '../../../lib/paths';
import { kindLabel, organizationOf, type OpportunityDetail } from '../detail-model';
import { Badge } from '../../../components/ui/badge';

/**
 * What a visitor past the free views sees behind the upgrade dialog: the title and a sign-up
 * prompt. The body is left out rather than blurred, so it is not read out by screen readers or
 * revealed by closing the dialog.
 */
export function LockedDetail({ detail }: { detail: OpportunityDetail }) {
  const { pathname } = useLocation();
  const organization = organizationOf(detail);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-3">
        <div>
          <Badge variant="accent">{kindLabel(detail)}</Badge>
        </div>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{detail.title}</h1>
        {organization ? <p className="text-muted-foreground">{organization}</p> : null}
      </header>
      <Card>
        <CardHeader>
          <div className="flex items-center gap-2">
            <Lock aria-hidden="true" className="size-5 text-muted-foreground" />
            <CardTitle as="h2">Sign up free to keep reading</CardTitle>
          </div>
          <CardDescription>
            {`Visitors can open ${FREE_PROFILE_VIEWS} opportunities for free. A free account shows the full details of this one and every other listing, with no limit.`}
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
