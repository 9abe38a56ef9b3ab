import { scoreBand } from '@futurefund/core';
import { Badge } from '../ui/badge';

// Product §2/§9: green from 85, yellow from 70, orange below. Each pair is well over 4.5:1 in both
// themes (a 900 shade on its 100 shade, a 100 shade on its 950 shade), and the band's words are
// always shown beside the number, so the colour only helps.
const bandClasses = {
  high: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  medium: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-100',
  low: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100',
} as const;

/** "92% match · Strong match" in the score's band colour. */
export function MatchScore({ score }: { score: number }) {
  const { band, label } = scoreBand(score);
  return (
    <Badge className={bandClasses[band]} data-band={band}>
      <span>{score}% match</span>
      <span aria-hidden="true">·</span>
      <span className="sr-only">,</span>
      <span>{label}</span>
    </Badge>
  );
}
