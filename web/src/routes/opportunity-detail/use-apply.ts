import type { AccessInfo } from '@futurefund/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UpgradeMode } from '../../components/upgrade-dialog/upgrade-dialog';
import { useAuth } from '../../hooks/use-auth';
import { toast } from '../../hooks/use-toast';
import { accessQuery } from './api/access';
import { recordApplicationEvent } from './api/record-event';
import type { OpportunityDetail } from './detail-model';

/** Placeholder links from sources carry a literal "{host}" (product §2); only web links open. */
function isOpenableUrl(url: string | null): url is string {
  if (!url || url.includes('{host}')) return false;
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

const unavailable = {
  title: 'Application not available',
  description: 'This listing has no working application link yet. Please check back later.',
};
const failed = {
  title: 'Error',
  description: 'There was a problem processing your request. Please try again later.',
  variant: 'destructive',
} as const;

/**
 * Product §2 apply: without application access the upgrade dialog opens; a listing without a working
 * link says so; otherwise the application opens in a new tab and, for members, an 'application'
 * event is recorded (product §7: only when authenticated).
 */
export function useApply(detail: OpportunityDetail, onNeedsUpgrade: (mode: UpgradeMode) => void) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [isChecking, setIsChecking] = useState(false);

  function proceed(access: AccessInfo) {
    if (!access.hasApplicationAccess) return onNeedsUpgrade('application_access');
    if (!isOpenableUrl(detail.url)) return toast(unavailable);
    window.open(detail.url, '_blank', 'noopener,noreferrer');
    toast({ title: 'Opening application page', description: 'The application opens in a new tab.' });
    // Tracking must never get in the way of applying, so a failed event is dropped quietly.
    if (user) recordApplicationEvent(detail.type, detail.id).catch(() => undefined);
  }

  async function handleApply() {
    // Usually answered on page load; opening the tab synchronously keeps the click's popup permission.
    const known = queryClient.getQueryData(accessQuery.queryKey);
    if (known) return proceed(known);
    setIsChecking(true);
    try {
      proceed(await queryClient.fetchQuery(accessQuery));
    } catch {
      toast(failed);
    } finally {
      setIsChecking(false);
    }
  }

  return { handleApply, isChecking };
}
