import type { AccessInfo, OpportunityType } from '@futurefund/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { UpgradeDialog, type UpgradeMode } from '../../components/upgrade-dialog/upgrade-dialog';
import { useAuth } from '../../hooks/use-auth';
import { ApiError } from '../../lib/api-client';
import { pageTitle } from '../../lib/utils';
import { DetailContent } from './components/detail-content';
import { DetailErrorNotice, NotFoundNotice } from './components/detail-states';
import { LockedDetail } from './components/locked-detail';
import { useAccessInfo, useRecordProfileView, VIEW_TRACKING_ERROR } from './api/access';
import { useOpportunityDetail } from './api/opportunity';
import type { OpportunityDetail } from './detail-model';

/** Product §7/§8: a failed view count does not hide the page; it is reported inline above it. */
function ViewTrackingAlert() {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6">
      <Alert variant="destructive">
        <AlertTitle as="h2">{VIEW_TRACKING_ERROR}</AlertTitle>
        <AlertDescription>You can keep reading; your free view count may be out of date.</AlertDescription>
      </Alert>
    </div>
  );
}

type AccessGateProps = { type: OpportunityType; detail: OpportunityDetail; view: AccessInfo | undefined };

/**
 * Product §2: hasAccess false opens the upgrade dialog (view_limit) over a locked page; Apply can
 * open it too (application_access). Closing the view-limit dialog leaves the page locked.
 */
function AccessGate({ type, detail, view }: AccessGateProps) {
  const isSignedIn = useAuth().user !== null;
  const { pathname } = useLocation();
  const [upgradeMode, setUpgradeMode] = useState<UpgradeMode | null>(null);
  const [isLimitDismissed, setIsLimitDismissed] = useState(false);
  const isLocked = view?.hasAccess === false;
  const dialogMode = upgradeMode ?? (isLocked && !isLimitDismissed ? 'view_limit' : null);
  const handleClose = () => {
    setUpgradeMode(null);
    setIsLimitDismissed(true);
  };
  return (
    <>
      {isLocked ? (
        <LockedDetail detail={detail} />
      ) : (
        <DetailContent type={type} detail={detail} onNeedsUpgrade={setUpgradeMode} />
      )}
      {dialogMode ? (
        <UpgradeDialog mode={dialogMode} isSignedIn={isSignedIn} returnTo={pathname} onClose={handleClose} />
      ) : null}
    </>
  );
}

/** One opportunity: loads it, records the profile view, then shows it behind the access gate. */
export function DetailScreen({ type, id }: { type: OpportunityType; id: number }) {
  const detail = useOpportunityDetail(type, id);
  const view = useRecordProfileView(detail.isSuccess);
  // Read on page load so Apply can answer from the cache (product §2 apply).
  useAccessInfo();

  if (detail.isPending) return <Spinner label="Loading opportunity…" />;
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404) return <NotFoundNotice />;
    return <DetailErrorNotice error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  if (view.isIdle || view.isPending) return <Spinner label="Loading opportunity…" />;
  return (
    <>
      <title>{pageTitle(detail.data.title)}</title>
      {view.isError ? <ViewTrackingAlert /> : null}
      <AccessGate type={type} detail={detail.data} view={view.data} />
    </>
  );
}
