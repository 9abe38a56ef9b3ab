import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';

const STARS = [1, 2, 3, 4, 5];

type StarChoicesProps = { name: string; rating: number | null; onChange: (rating: number) => void };

function StarChoices({ name, rating, onChange }: StarChoicesProps) {
  return (
    <fieldset>
      <legend className="sr-only">Rate this opportunity</legend>
      <div className="flex gap-1">
        {STARS.map((value) => (
          <label
            key={value}
            className="cursor-pointer rounded-sm p-1 text-star has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={rating === value}
              onChange={() => onChange(value)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn('size-6', rating !== null && value <= rating && 'fill-current')}
            />
            <span className="sr-only">{value === 1 ? '1 star' : `${value} stars`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * 'Rate this opportunity' as a radio group drawn as stars (arrow keys move between them). There is
 * no ratings API yet, so the choice lives only in this page's state and the card says so.
 */
export function RatingCard() {
  const [rating, setRating] = useState<number | null>(null);
  const name = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Rate this opportunity</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <StarChoices name={name} rating={rating} onChange={setRating} />
        <p aria-live="polite" className="text-sm">
          {rating === null ? 'How useful does this look?' : `You rated this ${rating} out of 5.`}
        </p>
        <p className="text-xs text-muted-foreground">Ratings are not saved yet; yours stays on this page.</p>
      </CardContent>
    </Card>
  );
}
