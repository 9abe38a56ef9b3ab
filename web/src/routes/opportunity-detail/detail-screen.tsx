import type { OpportunityType } from '@futurefund/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { UpgradeDialog, type UpgradeMode } from '../../components/upgrade-dialog/upgrade-dialog';
import { useAuth } from '../../hooks/use-auth';
import { ApiError } from '../../lib/api-client';
import { pageTitle } from '../../lib/utils';
import { DetailContent } from './components/detail-content';
import { DetailErrorNotice, NotFoundNotice } from './components/detail-states';
import { LockedDetail } from './components/locked-detail';
import { useAccessInfo } from './api/access';
import { useOpportunityDetail } from './api/opportunity';
import { isLimited, type DetailAnswer } from './detail-model';

/**
 * The server decides what a visitor sees (ADR 018): a limited answer shows the locked page, and
 * when it is limited because the free views are used, the upgrade dialog opens over it (product §2,
 * view_limit); closing it leaves the page locked. On a full page, Apply can open the dialog
 * (application_access).
 */
function AccessGate({ type, detail }: { type: OpportunityType; detail: DetailAnswer }) {
  const isSignedIn = useAuth().user !== null;
  const { pathname } = useLocation();
  const [upgradeMode, setUpgradeMode] = useState<UpgradeMode | null>(() =>
    isLimited(detail) && detail.limited.cause === 'free_views_used' ? 'view_limit' : null,
  );
  return (
    <>
      {isLimited(detail) ? (
        <LockedDetail detail={detail} />
      ) : (
        <DetailContent type={type} detail={detail} onNeedsUpgrade={setUpgradeMode} />
      )}
      {upgradeMode ? (
        <UpgradeDialog
          mode={upgradeMode}
          isSignedIn={isSignedIn}
          returnTo={pathname}
          onClose={() => setUpgradeMode(null)}
        />
      ) : null}
    </>
  );
}

/** One opportunity: loads it (the server counts the view) and shows what the answer allows. */
export function DetailScreen({ type, id }: { type: OpportunityType; id: number }) {
  const detail = useOpportunityDetail(type, id);
  // Read on page load so Apply can answer from the cache (product §2 apply).
  useAccessInfo();

  if (detail.isPending) return <Spinner label="Loading opportunity…" />;
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404) return <NotFoundNotice />;
    return <DetailErrorNotice error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  return (
    <>
      <title>{pageTitle(detail.data.title)}</title>
      <AccessGate type={type} detail={detail.data} />
    </>
  );
}
