import { restrictionLabels, type Restriction } from '@futurefund/core';

/**
 * Who may apply, as the listing's own words state it: each restriction with the sentence it was
 * read from, and marked as read from the text, so a student can check the reading.
 */
export function WhoCanApply({ restrictions }: { restrictions: readonly Restriction[] }) {
  if (restrictions.length === 0) return null;
  return (
    <section aria-labelledby="who-can-apply" className="flex flex-col gap-3">
      <h2 id="who-can-apply" className="text-lg font-semibold">
        Who can apply
      </h2>
      <p className="text-xs text-muted-foreground">
        Derived from the listing’s text, not stated by the source. Each line quotes the words it was read
        from.
      </p>
      <dl className="flex flex-col gap-3">
        {restrictions.map((restriction) => (
          <div key={`${restriction.criterion}-${restriction.value}`} className="flex flex-col gap-0.5">
            <dt className="text-sm font-medium">
              {restrictionLabels[restriction.criterion]}: {restriction.value}
            </dt>
            <dd className="break-words text-sm text-muted-foreground">
              <q>{restriction.evidence}</q>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
