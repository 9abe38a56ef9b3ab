import { deadlineToday, isFresh } from '@futurefund/core';
import { format } from 'date-fns';
import { formatCalendarDate } from './format';

// Where a listing comes from and how fresh it is, in the words every card and detail page use
// (product §2: say where each listing comes from and when it was last verified).

/** "Jun 2026": the UTC month of a moment, worded by date-fns (no Intl start-up, see format.ts). */
function monthYear(iso: string): string {
  const moment = new Date(iso);
  return format(new Date(moment.getUTCFullYear(), moment.getUTCMonth(), 1), 'MMM yyyy');
}

/** "From Open Scholarships"; listings posted on FutureFund itself have no source row. */
export const sourceText = (sourceName: string | null) =>
  sourceName ? `From ${sourceName}` : 'Posted on FutureFund';

/**
 * "Verified Jun 2026" while the source's confirmation is recent (FRESHNESS_MONTHS); older ones say
 * "Last verified" so nobody reads a 2023 check as current; no date is said plainly.
 */
export function verifiedText(lastVerifiedAt: string | null, today = deadlineToday()): string {
  if (!lastVerifiedAt) return 'Not verified by its source';
  const month = monthYear(lastVerifiedAt);
  return isFresh(lastVerifiedAt, today) ? `Verified ${month}` : `Last verified ${month}`;
}

export const ANNUAL_DEADLINE_TEXT = 'Annual — check this year’s deadline on the sponsor’s page';

/** The source says the listing recurs every year but gives no date for this cycle. */
const RECURRING = /\b(annual(ly)?|yearly|every year|each year)\b/i;

/** The deadline a card shows: the date, the recurring-deadline advice, or `none`. */
export function deadlineLabel(
  item: { deadline: string | null; dueDate: string | null },
  none = 'No deadline listed',
): string {
  if (item.deadline) return formatCalendarDate(item.deadline);
  return item.dueDate && RECURRING.test(item.dueDate) ? ANNUAL_DEADLINE_TEXT : none;
}

/** Labels of the fields read from a listing's own words (shown with a "derived" note). */
const derivedLabels: Record<string, string> = {
  essayRequired: 'essay required',
  transcriptRequired: 'transcript required',
  lettersOfRecRequired: 'letters of recommendation',
  requiredMajors: 'fields of study',
  requiredEducationLevel: 'education level',
  firstGeneration: 'first-generation students',
  tags: 'audience tags',
  stateCodes: 'location',
  countryCodes: 'location',
  cities: 'location',
  isRemote: 'remote',
  isHybrid: 'hybrid',
  awardMin: 'award amount',
  awardMax: 'award amount',
  awardCurrency: 'award amount',
  awardPeriod: 'award amount',
  season: 'season',
};

/** The distinct readable labels of derived fields, in a stable order. */
export function derivedLabelsOf(fields: readonly string[]): string[] {
  return [
    ...new Set(fields.map((field) => derivedLabels[field]).filter((label): label is string => !!label)),
  ];
}
