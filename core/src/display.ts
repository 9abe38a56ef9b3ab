// Display helpers with no dependencies, safe to import into the first page load (no zod).

/** Avatar initials (product §2): first letters of the first two words of the name, else the username, max 2; 'FF'. */
export function avatarInitials(
  user: { name?: string | null; username?: string | null } | null | undefined,
): string {
  const source = user?.name?.trim() || user?.username?.trim() || '';
  const letters = source
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
  return letters.slice(0, 2) || 'FF';
}

/**
 * A counter in the product's style ("2,500+", "350+"): rounded DOWN to a nice figure, so it is
 * never above the truth (ADR 014). Below 100 the exact number; then steps of 50 below 1,000, and
 * of a tenth of the leading power of ten from 1,000 on (1,236 → "1,200+", 12,345 → "12,000+").
 */
export function displayCount(n: number): string {
  const count = Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
  if (count < 100) return String(count);
  const step = count < 1_000 ? 50 : 10 ** (Math.floor(Math.log10(count)) - 1);
  return `${groupThousands(Math.floor(count / step) * step)}+`;
}

// "12,000" for 12000. Not toLocaleString: its first call loads the ICU number data, which took
// 17 ms here (four times that on a slow phone) in the middle of the home page's first render.
const groupThousands = (whole: number) => String(whole).replace(/\B(?=(\d{3})+$)/g, ',');

export interface AwardFacts {
  awardMin: number | null;
  awardMax: number | null;
  awardCurrency: string | null;
  awardPeriod: string | null;
  /** The award as published, shown when the numbers cannot be (no currency, nothing parsed). */
  awardAmount: string | null;
}

const PERIOD_SUFFIX: Record<string, string> = {
  year: ' a year',
  month: ' a month',
  week: ' a week',
  hour: ' an hour',
  'one-time': ' one-time',
};

/**
 * The award for people, in its own currency (never converted): "$10,000", "Up to $10,000",
 * "$1,000–$8,000", "From $500", "$2,500 a year", "£32,500", "CA$5,000", "₹40,000 a year".
 * Falls back to the published text, or null when there is none.
 */
export function formatAward(award: AwardFacts): string | null {
  const { awardMin: min, awardMax: max, awardCurrency: currency } = award;
  if (!currency || (min === null && max === null)) return award.awardAmount;
  let money: (amount: number) => string;
  try {
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    money = (amount) => (Number.isInteger(amount) ? whole : cents).format(amount);
  } catch {
    return award.awardAmount;
  }
  const amount =
    min === null
      ? `Up to ${money(max!)}`
      : max === null
        ? `From ${money(min)}`
        : min === max
          ? money(min)
          : `${money(min)}–${money(max)}`;
  return amount + (PERIOD_SUFFIX[award.awardPeriod ?? ''] ?? '');
}

/**
 * A document's size (product §9): bytes below 1 KB, then KB, then MB, with one decimal;
 * 'Unknown size' when it is not known.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return 'Unknown size';
  if (bytes < 1024) return `${Math.round(bytes)} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
