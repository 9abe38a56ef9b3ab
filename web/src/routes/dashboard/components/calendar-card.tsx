import { CalendarPlus, Copy, Download } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../hooks/use-toast';
import {
  calendarIcsUrl,
  calendarMessages,
  useCalendarFeed,
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
} from '../api/calendar-feed';
import { ConfirmDialog } from './confirm-dialog';
import { SideCard } from './side-cards';

/** Deadlines in a calendar: a one-off .ics download, or a private feed URL calendar apps poll. */
export function CalendarCard() {
  return (
    <SideCard title="Calendar" headingId="calendar-heading">
      <p className="text-muted-foreground">Add the deadlines of your applications to your calendar.</p>
      <a
        href={calendarIcsUrl}
        download
        className={buttonVariants({ variant: 'outline', size: 'sm', className: 'justify-self-start' })}
      >
        <Download aria-hidden="true" />
        Download .ics
      </a>
      <h3 className="pt-2 font-semibold">Subscribe in your calendar app</h3>
      <p className="text-muted-foreground">
        A private link keeps your calendar app up to date as deadlines change.
      </p>
      <FeedControls />
    </SideCard>
  );
}

function FeedControls() {
  const feed = useCalendarFeed();
  // The secret URL: only in the answer that created it, kept only while this card is shown.
  const [createdUrl, setCreatedUrl] = useState<string | null>(null);
  const [isConfirmingRevoke, setIsConfirmingRevoke] = useState(false);
  const create = useCreateCalendarFeed(setCreatedUrl);
  const revoke = useRevokeCalendarFeed();

  if (feed.isPending) return <Spinner label="Loading calendar subscription…" className="py-2" />;
  if (feed.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <p>Failed to load your calendar subscription.</p>
        <Button variant="outline" size="sm" onClick={() => void feed.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  if (!feed.data.active) {
    return (
      <Button
        size="sm"
        className="justify-self-start"
        disabled={create.isPending}
        onClick={() => create.mutate()}
      >
        <CalendarPlus aria-hidden="true" />
        {create.isPending ? 'Creating…' : 'Create subscription link'}
      </Button>
    );
  }
  return (
    <>
      {createdUrl ? <CreatedLink url={createdUrl} /> : <p>A subscription link is active.</p>}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={create.isPending}
          aria-describedby="calendar-replace-hint"
          onClick={() => create.mutate()}
        >
          {create.isPending ? 'Creating…' : 'Replace link'}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setIsConfirmingRevoke(true)}>
          Revoke
        </Button>
      </div>
      <p id="calendar-replace-hint" className="text-xs text-muted-foreground">
        Replacing or revoking stops the old link from working.
      </p>
      {isConfirmingRevoke ? (
        <ConfirmDialog
          title="Revoke the subscription link?"
          description="Calendar apps that use it stop getting your deadlines."
          confirmLabel="Revoke"
          pendingLabel="Revoking…"
          isPending={revoke.isPending}
          onConfirm={(done) =>
            revoke.mutate(undefined, {
              onSuccess: () => setCreatedUrl(null),
              onSettled: done,
            })
          }
          onClose={() => setIsConfirmingRevoke(false)}
        />
      ) : null}
    </>
  );
}

/** The new URL, shown once, in a read-only field with a Copy button. */
function CreatedLink({ url }: { url: string }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: calendarMessages.copied });
    } catch {
      // No clipboard access (permissions, old browser): select it so the user can copy it.
      inputRef.current?.select();
      toast({ title: 'Copy failed', description: 'Select the link and copy it yourself.' });
    }
  }
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-medium">
        Subscription link
      </label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          readOnly
          value={url}
          aria-describedby={`${id}-note`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline" size="sm" className="h-10" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
      <p id={`${id}-note`} className="text-xs text-muted-foreground">
        This link is shown only once: copy it now. Keep it private; anyone with it can see your deadlines.
      </p>
    </div>
  );
}
