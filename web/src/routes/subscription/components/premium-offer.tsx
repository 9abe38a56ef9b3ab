import { Check } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { premiumAbilities, premiumPriceText } from '../../../lib/premium';

const offerFeatures = [...premiumAbilities, 'Cancel anytime'];

/** What Premium includes and what it costs (product §1 tiers, §2 Subscribe). */
export function PremiumOffer() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Premium</CardTitle>
        <p className="text-3xl font-bold">{premiumPriceText}</p>
        <CardDescription>Billed weekly. Access continues to the end of each paid week.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Premium includes" className="grid gap-2">
          {offerFeatures.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
