import type { ReviewQueueItem } from '@futurefund/core';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

/** Catalog listings that may be the same opportunity, each linked to its public page to compare. */
export function DuplicateWarnings({ duplicates }: { duplicates: ReviewQueueItem['duplicates'] }) {
  if (duplicates.length === 0) return null;
  return (
    <section
      aria-label="Possible duplicates"
      className="grid gap-2 rounded-md border border-destructive/50 p-3 text-sm"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 text-destructive" />
        {duplicates.length === 1 ? 'Possible duplicate in the catalog' : 'Possible duplicates in the catalog'}
      </p>
      <ul className="grid gap-1">
        {duplicates.map((candidate) => (
          <li key={`${candidate.type}-${candidate.id}`} className="break-words">
            <Link
              to={paths.opportunity(candidate.type, candidate.id)}
              target="_blank"
              className="text-primary underline underline-offset-2"
            >
              {candidate.title}
            </Link>
            {candidate.organization ? ` · ${candidate.organization}` : null} ·{' '}
            {percent.format(candidate.similarity)} similar
          </li>
        ))}
      </ul>
    </section>
  );
}
