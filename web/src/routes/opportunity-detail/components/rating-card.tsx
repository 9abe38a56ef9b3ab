import type { OpportunityType } from '@futurefund/core';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useAuth } from '../../../hooks/use-auth';
import { paths } from '../../../lib/paths';
import { cn } from '../../../lib/utils';
import { useRating } from '../api/rating';

const STARS = [1, 2, 3, 4, 5];

type StarChoicesProps = {
  name: string;
  rating: number | null;
  disabled: boolean;
  onChange: (rating: number) => void;
};

function StarChoices({ name, rating, disabled, onChange }: StarChoicesProps) {
  return (
    <fieldset disabled={disabled}>
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
 * 'Rate this opportunity' as a radio group drawn as stars (arrow keys move between them). Signed
 * in, a choice is saved as feedback the recommendations read; signed out it stays on this page.
 */
export function RatingCard({ type, id }: { type: OpportunityType; id: number }) {
  const { user } = useAuth();
  const { rating, rate, isSaving, isSaved } = useRating(type, id, user !== null);
  const name = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Rate this opportunity</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <StarChoices name={name} rating={rating} disabled={isSaving} onChange={rate} />
        <p aria-live="polite" className="text-sm">
          {rating === null ? 'How useful does this look?' : `You rated this ${rating} out of 5.`}
          {isSaved ? ' Saved.' : null}
        </p>
        {user ? (
          <p className="text-xs text-muted-foreground">Your rating shapes your recommendations.</p>
        ) : (
          <SignInToSave />
        )}
      </CardContent>
    </Card>
  );
}

function SignInToSave() {
  const here = useLocation();
  return (
    <p className="text-xs text-muted-foreground">
      <Link
        to={paths.signIn(here.pathname + here.search)}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        Sign in to save your rating
      </Link>
      ; until then it stays on this page.
    </p>
  );
}
