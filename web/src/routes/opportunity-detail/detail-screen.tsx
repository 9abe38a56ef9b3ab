import { pageMetaFor, type OpportunityType, type StaticPageMeta } from '@futurefund/core';
import { useDeferredValue, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { UpgradeDialog, type UpgradeMode } from '../../components/upgrade-dialog/upgrade-dialog';
import { useAuth } from '../../hooks/use-auth';
import { ApiError } from '../../lib/api-client';
import { usePageMeta, type PageMeta } from '../../lib/page-meta';
import { DetailContent } from './components/detail-content';
import { DetailErrorNotice, NotFoundNotice } from './components/detail-states';
import { LockedDetail } from './components/locked-detail';
import { useAccessInfo, useRecordProfileView, VIEW_TRACKING_ERROR } from './api/access';
import { useOpportunityDetail } from './api/opportunity';
import { detailPageMeta, isLimited, type DetailAnswer } from './detail-model';

/** Product §7/§8: a failed view report does not hide the page; it is reported inline above it. */
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

type AccessGateProps = {
  type: OpportunityType;
  detail: DetailAnswer;
  /** The profile view answered hasAccess false (product §2). */
  isViewRefused: boolean;
};

/**
 * The server decides what a visitor sees (ADR 018): a limited answer shows the locked page, and
 * when it is limited because the free views are used, the upgrade dialog opens over it (product §2,
 * view_limit); closing it leaves the page locked. A full answer opens that dialog only if the
 * profile view answers hasAccess false; a limited one already said so, and its dialog is the only
 * one. On a full page, Apply can open the dialog (application_access).
 */
function AccessGate({ type, detail, isViewRefused }: AccessGateProps) {
  const isSignedIn = useAuth().user !== null;
  const { pathname } = useLocation();
  const [upgradeMode, setUpgradeMode] = useState<UpgradeMode | null>(null);
  const [isViewLimitDismissed, setIsViewLimitDismissed] = useState(false);
  const isOutOfViews = isLimited(detail) ? detail.limited.cause === 'free_views_used' : isViewRefused;
  const dialogMode = upgradeMode ?? (isOutOfViews && !isViewLimitDismissed ? 'view_limit' : null);
  const handleClose = () => {
    setUpgradeMode(null);
    setIsViewLimitDismissed(true);
  };
  return (
    <>
      {isLimited(detail) ? (
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

/** The head while loading or once loaded; the notices set their own. */
function DetailMeta({ meta }: { meta: PageMeta | StaticPageMeta }) {
  usePageMeta(meta);
  return null;
}

/** One opportunity: loads it (the server counts the view), reports the view, shows what it may. */
export function DetailScreen({ type, id }: { type: OpportunityType; id: number }) {
  const detail = useOpportunityDetail(type, id);
  const view = useRecordProfileView(type, id, detail.isSuccess);
  // Read on page load so Apply can answer from the cache (product §2 apply).
  useAccessInfo();
  // The query cache hands its answers to React as store updates, which React renders in one
  // uninterrupted task; the page is large, so it is drawn from a deferred copy instead: React
  // renders it in slices that keep the page responsive (ADR 037). A copy still holding another
  // listing (moving between similar ones) shows the spinner until it catches up.
  const deferred = useDeferredValue(detail.data);
  const shown = deferred?.id === id && deferred.type === type ? deferred : undefined;

  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404) return <NotFoundNotice />;
    return <DetailErrorNotice error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  if (!shown)
    return (
      <>
        <DetailMeta meta={pageMetaFor(type === 'scholarship' ? 'scholarshipDetail' : 'internshipDetail')} />
        <Spinner label="Loading opportunity…" />
      </>
    );
  return (
    <>
      <DetailMeta meta={detailPageMeta(shown)} />
      {view.isError ? <ViewTrackingAlert /> : null}
      <AccessGate type={type} detail={shown} isViewRefused={view.data?.hasAccess === false} />
    </>
  );
}
