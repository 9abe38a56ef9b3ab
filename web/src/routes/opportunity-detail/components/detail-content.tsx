import type { OpportunityType } from '@futurefund/core';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { UpgradeMode } from '../../../components/upgrade-dialog/upgrade-dialog';
import { backToBrowse } from '../../../lib/browse-return';
import type { OpportunityDetail } from '../detail-model';
import { ApplyCard } from './apply-card';
import { DetailHeader } from './detail-header';
import { DetailTabs } from './detail-tabs';
import { RatingCard } from './rating-card';
import { RequiredDocumentsCard } from './required-documents-card';
import { SimilarOpportunities } from './similar-opportunities';

/** The full page: header, tabs beside the Apply/Documents/Rating cards, then similar listings. */
export function DetailContent({
  type,
  detail,
  onNeedsUpgrade,
}: {
  type: OpportunityType;
  detail: OpportunityDetail;
  onNeedsUpgrade: (mode: UpgradeMode) => void;
}) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <Link
        {...backToBrowse(useLocation().state)}
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to opportunities
      </Link>
      <DetailHeader detail={detail} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <DetailTabs detail={detail} />
        </div>
        <div className="flex flex-col gap-6">
          <ApplyCard detail={detail} onNeedsUpgrade={onNeedsUpgrade} />
          <RequiredDocumentsCard detail={detail} />
          {/* Keyed: a choice made on one listing never shows on the next one opened from Similar. */}
          <RatingCard key={`${detail.type}-${detail.id}`} type={detail.type} id={detail.id} />
        </div>
      </div>
      <SimilarOpportunities type={type} id={detail.id} />
    </div>
  );
}
