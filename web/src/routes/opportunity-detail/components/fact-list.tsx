import type { Fact } from '../detail-model';

/** Label/value pairs as a description list, two columns from small screens up. */
export function FactList({ facts, label }: { facts: Fact[]; label: string }) {
  if (facts.length === 0) return null;
  return (
    <dl aria-label={label} className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label} className="min-w-0">
          <dt className="font-medium text-muted-foreground">{fact.label}</dt>
          <dd className="break-words">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
