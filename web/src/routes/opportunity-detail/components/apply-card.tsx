import { ExternalLink } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import type { UpgradeMode } from '../../../components/upgrade-dialog/upgrade-dialog';
import { useAccessInfo } from '../api/access';
import { deadlineTextOf, type OpportunityDetail } from '../detail-model';
import { useApply } from '../use-apply';

export function ApplyCard({
  detail,
  onNeedsUpgrade,
}: {
  detail: OpportunityDetail;
  onNeedsUpgrade: (mode: UpgradeMode) => void;
}) {
  const { handleApply, isChecking } = useApply(detail, onNeedsUpgrade);
  const access = useAccessInfo();
  const deadline = deadlineTextOf(detail);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Apply</CardTitle>
        <CardDescription>{deadline ? `Deadline: ${deadline}` : 'No deadline listed'}</CardDescription>
      </CardHeader>
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
      </CardContent>
    </Card>
  );
}
