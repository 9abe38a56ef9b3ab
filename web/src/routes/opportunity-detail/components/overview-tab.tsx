import { overviewFacts, type OpportunityDetail } from '../detail-model';
import { FactList } from './fact-list';

export function OverviewTab({ detail }: { detail: OpportunityDetail }) {
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="detail-about" className="flex flex-col gap-2">
        <h2 id="detail-about" className="text-lg font-semibold">
          About this opportunity
        </h2>
        {detail.description ? (
          // Imported descriptions keep their paragraph breaks.
          <p className="break-words whitespace-pre-line">{detail.description}</p>
        ) : (
          <p className="text-muted-foreground">No description was provided for this listing.</p>
        )}
      </section>
      <section aria-labelledby="detail-facts" className="flex flex-col gap-3">
        <h2 id="detail-facts" className="text-lg font-semibold">
          Key details
        </h2>
        <FactList facts={overviewFacts(detail)} label="Key details" />
      </section>
    </div>
  );
}
