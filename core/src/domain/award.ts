import { moneyFigures, type MoneyFigure } from './award-figures';

// Award amounts are free text in every source ("Up to $10,000/yr", "32500 GBP", "Varies"). One
// reader serves both uses: the normalised award (amounts in their own currency, never converted:
// no dated exchange rate ships with the data) and, for sorting and the amount filter, "the first
// dollar number" of product §9, which counts US dollars only.

export const awardPeriods = ['one-time', 'year', 'month', 'week', 'hour'] as const;
export type AwardPeriod = (typeof awardPeriods)[number];

export interface ParsedAward {
  /** In `currency`; null when the text gives only a ceiling ("Up to $10,000"). */
  min: number | null;
  /** null when the text gives only a floor ("$500+", "From $500"). */
  max: number | null;
  /** ISO 4217; null when the text states no currency ("1,000 (currency not stated)"). */
  currency: string | null;
  period: AwardPeriod | null;
}

const PERIODS: [AwardPeriod, RegExp][] = [
  ['hour', /\/\s?(?:hr|hour)\b|\bper hour\b|\ban hour\b|\bhourly\b/i],
  ['week', /\/\s?(?:wk|week)\b|\bper week\b|\ba week\b|\bweekly\b/i],
  ['month', /\/\s?(?:mo|month)\b|\bper month\b|\ba month\b|\bmonthly\b/i],
  [
    'year',
    /\/\s?(?:yr|year|annum)\b|\bper (?:academic )?(?:year|annum)\b|\ba year\b|\bannually\b|\byearly\b|\bp\.a\./i,
  ],
  ['one-time', /\bone[- ]time\b|\bsingle payment\b|\blump[- ]sum\b/i],
];
/**
 * Words that say the award is paid again (product §2: "a year" only where the listing says so).
 * "Renewal:" as a heading, "non-renewable", "for a year" and "annual family income" say
 * nothing of the kind.
 */
const RECURS = new RegExp(
  [
    String.raw`\bper (?:academic )?(?:year|annum)\b|\/\s?(?:yr|year|annum)\b|\b(?:annually|yearly)\b|\bp\.a\.`,
    String.raw`\b(?:each|every) (?:academic )?year\b`,
    String.raw`(?<!\bnot )\bannual (?:scholarship|award|stipend|grant|allowance|renewal|amount|fellowship)s?\b`,
    String.raw`(?<!\bnon-|\bnot )\brenew(?:able|ed)\b`,
  ].join('|'),
  'gi',
);
/** "Family income up to ₹2.5 lakh per annum" is the applicant's income, not the award. */
const INCOME_BEFORE = /\b(?:income|salary|earn\w*)\b(?:[^.;\n]|\.(?=\d)){0,40}$/i;

/** Whether the listing's words say the award recurs ("₹40,000 per annum", "renewable each year"). */
export function awardRecurs(text: string | null | undefined): boolean {
  if (!text) return false;
  return [...text.matchAll(RECURS)].some((match) => !INCOME_BEFORE.test(text.slice(0, match.index)));
}

const CEILING = /\b(?:up to|maximum|max\.?|as much as|not to exceed|no more than)\b[^\d]{0,25}$/i;
const FLOOR_BEFORE = /\b(?:from|at least|starting at|minimum(?: of)?|min\.?)\s*$/i;
const FLOOR_AFTER = /^\s?(?:\+|or more\b)/i;
/** A text that is only an amount: "1,000 (currency not stated)", "Up to 500". */
const BARE =
  /^\s*(up to\s+)?(\d[\d,]*(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d[\d,]*(?:\.\d+)?))?\s*(?:\(currency not stated\))?\s*$/i;

const number = (digits: string) => Number(digits.replace(/,/g, ''));

function periodOf(text: string): AwardPeriod | null {
  return PERIODS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

function bareAmount(text: string): ParsedAward | null {
  const match = BARE.exec(text);
  if (!match) return null;
  const first = number(match[2]!);
  const second = match[3] ? number(match[3]) : null;
  if (!(first > 0)) return null;
  if (match[1]) return { min: null, max: first, currency: null, period: null };
  return { min: first, max: second ?? first, currency: null, period: null };
}

function range(text: string, same: MoneyFigure[]): Pick<ParsedAward, 'min' | 'max'> {
  const amounts = same.map((figure) => figure.amount);
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  const first = same[0]!;
  if (amounts.length > 1 && low !== high) return { min: low, max: high };
  if (CEILING.test(text.slice(0, first.index))) return { min: null, max: high };
  if (FLOOR_BEFORE.test(text.slice(0, first.index)) || FLOOR_AFTER.test(text.slice(first.end))) {
    return { min: low, max: null };
  }
  return { min: low, max: high };
}

/**
 * The award as numbers in its own currency: "Up to $10,000" -> max 10000 USD; "$2,500/yr" -> 2500
 * USD a year; "32500 GBP" -> 32500 GBP; "1,000 (currency not stated)" -> 1000, currency null. Only
 * the figures in the first figure's currency count. Null when the text states no amount.
 */
export function parseAward(text: string | null): ParsedAward | null {
  if (!text) return null;
  const found = moneyFigures(text).filter((figure) => figure.amount > 0);
  if (found.length === 0) return bareAmount(text);
  const currency = found[0]!.currency;
  const same = found.filter((figure) => figure.currency === currency);
  return { ...range(text, same), currency, period: periodOf(text) };
}

/**
 * Whole US dollars of the first USD figure in `text`, or null when there is none. "$0" is null too:
 * sources use zero for "amount unknown", and a $0 award would sort as a real amount.
 */
export function parseAwardAmountUsd(text: string | null): number | null {
  if (!text) return null;
  const figure = moneyFigures(text).find((found) => found.currency === 'USD');
  if (!figure) return null;
  const whole = Math.round(figure.amount);
  return whole > 0 ? whole : null;
}
