import type { ReviewQueueItem } from '@futurefund/core';
import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { showErrorToast } from '../../lib/error-toast';
import { formatTimestamp } from '../../lib/format';
import { toast } from '../../hooks/use-toast';
import { useSetVerified } from './submissions-api';

type Contributor = ReviewQueueItem['contributor'];

/**
 * Who posted it, and the organisation's website to check them against before verifying
 * (product §4 contributor verification). The website is the contributor's own text: it opens in
 * a new tab without our referrer or opener and is marked nofollow.
 */
export function ContributorPanel({ contributor }: { contributor: Contributor }) {
  const setVerified = useSetVerified();
  const { username, isVerified } = contributor;
  const change = (verified: boolean) =>
    setVerified.mutate(
      { username, verified },
      {
        onSuccess: () =>
          toast({
            title: verified ? 'Contributor verified' : 'Verification withdrawn',
            description: verified
              ? `${username} is a verified contributor now.`
              : `${username} is pending again.`,
          }),
        onError: (error) => showErrorToast(error, 'Could not change the verification'),
      },
    );
  return (
    <section aria-label={`Contributor ${username}`} className="grid gap-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold break-words">
          {contributor.name ?? username}
          <span className="font-normal text-muted-foreground"> @{username}</span>
        </p>
        {isVerified ? (
          <Badge variant="accent">
            <BadgeCheck aria-hidden="true" />
            Verified
          </Badge>
        ) : (
          <Badge variant="outline">Pending</Badge>
        )}
      </div>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <Term label="Organization">{contributor.organizationName ?? 'Not specified'}</Term>
        <Term label="Job title">{contributor.jobTitle ?? 'Not specified'}</Term>
        <Term label="Website">
          {contributor.organizationWebsite ? (
            <a
              href={contributor.organizationWebsite}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="break-all text-primary underline underline-offset-2"
            >
              {contributor.organizationWebsite}
            </a>
          ) : (
            'Not specified'
          )}
        </Term>
        {contributor.verificationDate ? (
          <Term label="Verified on">{formatTimestamp(contributor.verificationDate)}</Term>
        ) : null}
      </dl>
      <div>
        <Button
          size="sm"
          variant="outline"
          disabled={setVerified.isPending}
          aria-label={`${isVerified ? 'Withdraw verification of' : 'Verify'} ${username}`}
          onClick={() => change(!isVerified)}
        >
          {isVerified ? 'Withdraw verification' : 'Verify'}
        </Button>
      </div>
    </section>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="inline font-medium text-muted-foreground">{label}: </dt>
      <dd className="inline break-words">{children}</dd>
    </div>
  );
}
