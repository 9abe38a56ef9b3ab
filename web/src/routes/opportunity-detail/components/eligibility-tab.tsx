import { Check } from 'lucide-react';
import { eligibilityItems, type OpportunityDetail } from '../detail-model';
import { additionalRequirements } from '../requirements';
import { FactList } from './fact-list';
import { ProfileMatch } from './profile-match';
import { WhoCanApply } from './who-can-apply';

/** Product §2: the eligibility text as a checklist, then the profile check for signed-in users. */
export function EligibilityTab({ detail }: { detail: OpportunityDetail }) {
  const items = eligibilityItems(detail.eligibility);
  const extra = additionalRequirements(detail);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="eligibility-checklist" className="flex flex-col gap-3">
        <h2 id="eligibility-checklist" className="text-lg font-semibold">
          Eligibility requirements
        </h2>
        {items.length > 0 ? (
          <ul aria-label="Eligibility checklist" className="flex flex-col gap-2">
            {items.map((item, index) => (
              <li key={`${index}-${item}`} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span className="break-words">{item}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">
            No eligibility details were listed. Check the application page.
          </p>
        )}
        <FactList facts={extra} label="Other requirements" />
      </section>
      <WhoCanApply restrictions={detail.restrictions} />
      <section aria-labelledby="eligibility-profile" className="flex flex-col gap-3">
        <h2 id="eligibility-profile" className="text-lg font-semibold">
          How your profile matches
        </h2>
        <ProfileMatch detail={detail} />
      </section>
    </div>
  );
}
