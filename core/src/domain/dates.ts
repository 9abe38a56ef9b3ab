import { format, isValid, parse } from 'date-fns';

// Deadlines arrive as free text in the formats the sources use: "1/13/26", "February 28, 2026",
// "Aug 31, 2026", "01 Oct 2024", ISO dates and timestamps. Everything else ("Closed", "Check
// Portal", "Rolling", "Anytime", "Not specified", "annual", "Closed (Feb 15)") has no date and
// gives null: a yearless or vague text is never turned into a guessed date.

const FORMATS = ['yyyy-MM-dd', 'M/d/yyyy', 'M/d/yy', 'MMMM d, yyyy', 'MMMM d yyyy', 'd MMMM yyyy'];

/** "2018-03-24T23:59:00Z": keep the calendar date as written, not the date in some time zone. */
const ISO_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/** When no `now` is given, two-digit years resolve around 2000 (1950-2049), as strptime's %y does. */
const DEFAULT_REFERENCE = new Date(2000, 0, 1);

const MIN_YEAR = 1900;
const MAX_YEAR = 2200;

export interface NormalizeDeadlineOptions {
  /** Reference for two-digit years ("1/13/26" is the 2026 closest to now). */
  now?: Date;
}

function parseStrict(text: string, reference: Date): Date | null {
  for (const pattern of FORMATS) {
    const date = parse(text, pattern, reference);
    if (isValid(date) && date.getFullYear() >= MIN_YEAR && date.getFullYear() <= MAX_YEAR) return date;
  }
  return null;
}

/** The deadline as 'YYYY-MM-DD', or null when the text does not state a complete date. */
export function normalizeDeadline(
  text: string | null,
  options: NormalizeDeadlineOptions = {},
): string | null {
  const trimmed = text?.trim().replace(/\s+/g, ' ');
  if (!trimmed) return null;
  const dateOnly = ISO_TIMESTAMP.exec(trimmed)?.[1] ?? trimmed;
  const date = parseStrict(dateOnly, options.now ?? DEFAULT_REFERENCE);
  return date ? format(date, 'yyyy-MM-dd') : null;
}
