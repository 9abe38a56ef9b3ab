import { displayCount, STUDENT_COUNT_SHOWN_FROM, type OpportunityCounts } from '@futurefund/core';

/**
 * What the public counters show (ADR 014): real figures in the product's "2,500+" style, or
 * nothing while loading or after a failure (no number is ever invented). `students` is only set
 * from STUDENT_COUNT_SHOWN_FROM registered students on; below that the screen shows a true fact
 * instead. Plain functions, shared by the app's counters and the drawn pages' (ADR 043).
 */
export type CounterFigures = {
  pending: boolean;
  scholarships?: string;
  internships?: string;
  students?: string;
};

export type CounterName = 'scholarships' | 'internships' | 'students';

export function counterFigures(counts: OpportunityCounts | undefined, pending: boolean): CounterFigures {
  if (!counts) return { pending };
  return {
    pending,
    scholarships: displayCount(counts.scholarships),
    internships: displayCount(counts.internships),
    students: counts.students >= STUDENT_COUNT_SHOWN_FROM ? displayCount(counts.students) : undefined,
  };
}

/**
 * The third counter (ADR 014): registered students once the number is meaningful (or while it
 * loads), else a true fact in its place, the free account's price.
 */
export function studentsCounter(figures: CounterFigures): { value: string | undefined; label: string } {
  return figures.students !== undefined || figures.pending
    ? { value: figures.students, label: 'Students' }
    : { value: '$0', label: 'Free account' };
}

const counterLabels: Record<Exclude<CounterName, 'students'>, string> = {
  scholarships: 'Scholarships',
  internships: 'Internships',
};

/** One counter's figure and label. */
export function counterTile(
  figures: CounterFigures,
  name: CounterName,
): { value: string | undefined; label: string } {
  return name === 'students'
    ? studentsCounter(figures)
    : { value: figures[name], label: counterLabels[name] };
}
