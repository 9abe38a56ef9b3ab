import { ExternalLink, FileText, PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import type { UpgradeMode } from '../../../components/upgrade-dialog/upgrade-dialog';
import { useAuth } from '../../../hooks/use-auth';
import { useAccessInfo } from '../api/access';
import { paths } from '../../../lib/paths';
import { closedReasonOf, deadlineTextOf, type OpportunityDetail } from '../detail-model';
import { useApply } from '../use-apply';

/** A closed listing offers no Apply Now and no upgrade: it says why, and where to look instead. */
function ClosedNotice({ reason }: { reason: string }) {
  return (
    <CardContent className="flex flex-col gap-3">
      <p className="font-medium">Applications are closed: {reason}.</p>
      <Link
        to={paths.opportunitiesWith()}
        className="text-sm text-primary underline-offset-4 hover:underline"
      >
        Browse open opportunities
      </Link>
    </CardContent>
  );
}

/**
 * Product §2 builder: tailor a resume or write a letter for this listing. Shown to every signed-in
 * user; without Premium the builder itself offers the upgrade.
 */
function BuilderLinks({ detail }: { detail: OpportunityDetail }) {
  const ref = { type: detail.type, id: detail.id };
  const linkClass = buttonVariants({ variant: 'outline', className: 'w-full' });
  return (
    <div className="grid gap-2">
      <Link to={paths.builderFor('resume', ref)} className={linkClass}>
        <FileText aria-hidden="true" />
        Tailor my resume
      </Link>
      <Link to={paths.builderFor('cover_letter', ref)} className={linkClass}>
        <PenLine aria-hidden="true" />
        Write a cover letter for this
      </Link>
    </div>
  );
}

export function ApplyCard({
  detail,
  onNeedsUpgrade,
}: {
  detail: OpportunityDetail;
  onNeedsUpgrade: (mode: UpgradeMode) => void;
}) {
  const { handleApply, isChecking } = useApply(detail, onNeedsUpgrade);
  const access = useAccessInfo();
  const { user } = useAuth();
  const deadline = deadlineTextOf(detail);
  const reason = closedReasonOf(detail);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Apply</CardTitle>
        <CardDescription>{deadline ? `Deadline: ${deadline}` : 'No deadline listed'}</CardDescription>
      </CardHeader>
      {reason ? (
        <ClosedNotice reason={reason} />
      ) : (
        <CardContent className="flex flex-col gap-3">
          <Button onClick={handleApply} disabled={isChecking} className="w-full">
            <ExternalLink aria-hidden="true" />
            Apply Now
          </Button>
          <p className="text-xs text-muted-foreground">
            {access.data?.hasApplicationAccess === false
              ? 'Applying directly is a Premium feature.'
              : 'Opens the official application page in a new tab.'}
          </p>
          {user ? <BuilderLinks detail={detail} /> : null}
        </CardContent>
      )}
    </Card>
  );
}
