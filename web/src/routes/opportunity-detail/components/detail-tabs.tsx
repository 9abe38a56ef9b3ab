import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import type { OpportunityDetail } from '../detail-model';
import { EligibilityTab } from './eligibility-tab';
import { HowToApplyTab } from './how-to-apply-tab';
import { OverviewTab } from './overview-tab';

/** Product §2 tabs; Radix gives arrow-key movement between them and the tab/panel roles. */
export function DetailTabs({ detail }: { detail: OpportunityDetail }) {
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label="Opportunity details" className="grid h-auto w-full grid-cols-3 gap-1">
        <TabsTrigger value="overview" className="px-2">
          Overview
        </TabsTrigger>
        <TabsTrigger value="eligibility" className="px-2">
          Eligibility
        </TabsTrigger>
        <TabsTrigger value="apply" className="px-2">
          How to Apply
        </TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab detail={detail} />
      </TabsContent>
      <TabsContent value="eligibility">
        <EligibilityTab detail={detail} />
      </TabsContent>
      <TabsContent value="apply">
        <HowToApplyTab detail={detail} />
      </TabsContent>
    </Tabs>
  );
}
