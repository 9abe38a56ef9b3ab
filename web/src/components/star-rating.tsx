import { Star, StarHalf } from 'lucide-react';
import { cn } from '../lib/utils';

/**
 * Read-only star rating. Screen readers get one sentence ("Rated 4.5 out of 5") instead of five
 * unlabeled icons.
 */
export function StarRating({
  value,
  max = 5,
  className,
}: {
  value: number;
  max?: number;
  className?: string;
}) {
  const stars = Array.from({ length: max }, (_, index) => {
    const position = index + 1;
    if (value >= position) return 'full';
    if (value >= position - 0.5) return 'half';
    return 'empty';
  });
  return (
    <div role="img" aria-label={`Rated ${value} out of ${max}`} className={cn('flex gap-0.5', className)}>
      {stars.map((kind, index) => (
        <span key={index} className="relative inline-flex text-star">
          <Star aria-hidden="true" className={cn('size-5', kind === 'full' && 'fill-current')} />
          {kind === 'half' ? (
            <StarHalf aria-hidden="true" className="absolute inset-0 size-5 fill-current" />
          ) : null}
        </span>
      ))}
    </div>
  );
}
