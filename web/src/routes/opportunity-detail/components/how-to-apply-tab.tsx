import { deadlineTextOf, requiredDocuments, type OpportunityDetail } from '../detail-model';

/** Plain steps built from what the listing states; the Apply card holds the action itself. */
export function HowToApplyTab({ detail }: { detail: OpportunityDetail }) {
  const documents = requiredDocuments(detail);
  const deadline = deadlineTextOf(detail);
  return (
    <section aria-labelledby="how-to-apply" className="flex flex-col gap-3">
      <h2 id="how-to-apply" className="text-lg font-semibold">
        How to apply
      </h2>
      <ol className="flex list-decimal flex-col gap-2 pl-5">
        <li>Check that you meet the requirements on the Eligibility tab.</li>
        <li>
          {documents.length > 0
            ? `Prepare your documents: ${documents.join(', ')}.`
            : 'No documents are listed; the application page says if any are needed.'}
        </li>
        <li>
          {deadline
            ? `Submit before the deadline: ${deadline}.`
            : 'No deadline is listed, so apply early: listings can close without notice.'}
        </li>
        <li>Choose Apply Now to open the official application page in a new tab.</li>
      </ol>
    </section>
  );
}
