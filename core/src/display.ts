// Display helpers with no dependencies beyond core's own plain readers, safe to import into the
// first page load (no zod).

import { parseAward, type ParsedAward } from './domain/award';
import { awardKind, awardKindLabels, type AwardKind } from './domain/award-kind';

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
  /** The award as published; read for the numbers when they are not given, and for its kind. */
  awardAmount: string | null | undefined;
  /** The award normalised from awardAmount at import; parsed from it here when left out. */
  awardMin?: number | null;
  awardMax?: number | null;
  awardCurrency?: string | null;
  awardPeriod?: string | null;
  /** The listing's words that tell a loan, bond or prize draw from a grant (award-kind.ts). */
  title?: string | null;
  description?: string | null;
}

const PERIOD_SUFFIX: Record<string, string> = {
  year: ' a year',
  month: ' a month',
  week: ' a week',
  hour: ' an hour',
  'one-time': ' one-time',
};

/** Lakh grouping for rupees ("₹40,00,000"), as Indian listings and readers write them. */
const LOCALES: Record<string, string> = { INR: 'en-IN' };

function moneyFormat(currency: string): ((amount: number) => string) | null {
  try {
    const locale = LOCALES[currency] ?? 'en-US';
    const whole = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat(locale, { style: 'currency', currency });
    return (amount) => (Number.isInteger(amount) ? whole : cents).format(amount);
  } catch {
    return null;
  }
}

function numbersOf(award: AwardFacts): ParsedAward | null {
  const { awardMin: min = null, awardMax: max = null, awardCurrency: currency = null } = award;
  if (min !== null || max !== null || currency !== null) {
    return { min, max, currency, period: (award.awardPeriod ?? null) as ParsedAward['period'] };
  }
  return parseAward(award.awardAmount?.trim() || null);
}

function amountText(award: AwardFacts, kind: AwardKind): string | null {
  const numbers = numbersOf(award);
  const { min, max, currency } = numbers ?? { min: null, max: null, currency: null };
  const money = currency && (min !== null || max !== null) ? moneyFormat(currency) : null;
  if (!money) return award.awardAmount?.trim() || null;
  const amount =
    min === null
      ? `Up to ${money(max!)}`
      : max === null
        ? `From ${money(min)}`
        : min === max
          ? money(min)
          : `${money(min)}–${money(max)}`;
  // A loan is lent and a bond pays once at maturity: neither is a yearly award, whatever the text.
  const period = kind === 'grant' || kind === 'prize-draw' ? PERIOD_SUFFIX[numbers?.period ?? ''] : '';
  return amount + (period ?? '');
}

/**
 * The award for people, the one wording every surface uses (product §2 "Award"): in its own
 * currency, never converted ("$10,000", "Up to $10,000", "$1,000–$8,000", "From $500", "£32,500",
 * "CA$5,000", "₹40,00,000 a year"), a period only where the listing's words state one, and a
 * short label before a loan, bond or prize draw ("Loan · ₹4,00,000"). Falls back to the published
 * text, or null when there is none.
 */
export function formatAward(award: AwardFacts): string | null {
  const kind = awardKind(award);
  const amount = amountText(award, kind);
  if (kind === 'grant') return amount;
  const label = awardKindLabels[kind];
  return amount && awardKind({ awardAmount: amount }) !== kind ? `${label} · ${amount}` : (amount ?? label);
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
