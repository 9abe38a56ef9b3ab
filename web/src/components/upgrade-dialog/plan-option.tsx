import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

/** One plan in the upgrade dialog: name, price, what it includes and its call to action. */
export function PlanOption({
  name,
  price,
  features,
  action,
  isHighlighted = false,
}: {
  name: string;
  price: string;
  features: string[];
  action: ReactNode;
  isHighlighted?: boolean;
}) {
  return (
    <section
      aria-label={name}
      className={cn('flex flex-col gap-3 rounded-lg border p-4', isHighlighted && 'border-2 border-primary')}
    >
      <h3 className="font-semibold">{name}</h3>
      <p className="text-2xl font-bold">{price}</p>
      <ul className="flex flex-1 flex-col gap-1.5 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {feature}
          </li>
        ))}
      </ul>
      {action}
    </section>
  );
}
