import { CalendarClock, CalendarX, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useAfterHydration } from '../../../hooks/use-after-hydration';
import { ANYWHERE_ON_EARTH_ZONE, deadlineStatus } from '../deadline';
import { Badge } from '../../../components/ui/badge';

/**
 * 'Expired', 'In N days' or 'No deadline listed' (product §2), counted from the user's local today.
 * Seven days or fewer is shown urgent by colour and by a warning icon plus hidden text, so the
 * urgency is not carried by colour alone.
 */
export function DeadlineBadge({ deadline }: { deadline: string | null }) {
  // Read the clock once per mount: a re-render must not move the count.
  const [now] = useState(() => new Date());
  // The server cannot know the user's zone: it counts, and hydration with it, Anywhere on Earth,
  // the only zone both agree on; the user's own count follows right after (ADR 044).
  const isLocal = useAfterHydration();
  const status = deadlineStatus(deadline, now, isLocal ? undefined : ANYWHERE_ON_EARTH_ZONE);
  if (status.kind === 'none') {
    return <Badge variant="outline">{status.label}</Badge>;
  }
  if (status.kind === 'expired') {
    return (
      <Badge variant="outline">
        <CalendarX aria-hidden="true" />
        {status.label}
      </Badge>
    );
  }
  return (
    <Badge variant={status.isUrgent ? 'urgent' : 'secondary'} data-urgent={status.isUrgent || undefined}>
      {status.isUrgent ? <TriangleAlert aria-hidden="true" /> : <CalendarClock aria-hidden="true" />}
      {status.label}
      {status.isUrgent ? <span className="sr-only">, closing soon</span> : null}
    </Badge>
  );
}
