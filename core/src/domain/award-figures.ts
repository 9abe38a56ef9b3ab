// Money figures in award text, each with its currency: "$5,000", "5000 GBP", "CAD $5,000", "C$500",
// "₹40,000", "₹4 lakh", "25–33 USD". A bare "$" is the US dollar, as product §9 reads award text; a
// dollar sign glued to another currency ("C$", "A$") or beside another currency's code is that one.
// Figures without any currency mark are not figures here: "Grade 12" is not an award.

export interface MoneyFigure {
  index: number;
  end: number;
  amount: number;
  currency: string;
}

const NUMBER = String.raw`(\d[\d,]*(?:\.\d+)?)`;
/** Indian listings count in lakhs (100,000) and crores (10 million): "₹4 Lakhs", "Rs 1.5 crore". */
const SCALE = String.raw`(?:\s?([kKmM]|bn|BN|thousand|million|billion|[Ll]akhs?|[Ll]acs?|[Cc]rores?)\b)?`;
const RANGE = String.raw`(?:\s*(?:-|–|—|to)\s*${NUMBER}${SCALE})?`;

const SYMBOLS: Record<string, string> = {
  $: 'USD',
  US$: 'USD',
  C$: 'CAD',
  CA$: 'CAD',
  A$: 'AUD',
  AU$: 'AUD',
  NZ$: 'NZD',
  HK$: 'HKD',
  S$: 'SGD',
  R$: 'BRL',
  '£': 'GBP',
  '€': 'EUR',
  '₹': 'INR',
  Rs: 'INR',
  'Rs.': 'INR',
  '¥': 'JPY',
  'CN¥': 'CNY',
  '₩': 'KRW',
};
/** Codes listings use that are not ISO 4217. */
const CODE_ALIASES: Record<string, string> = { CDN: 'CAD', NTD: 'TWD', RMB: 'CNY' };

const SYMBOL = String.raw`US\$|CA\$|C\$|AU\$|A\$|NZ\$|HK\$|S\$|R\$|CN¥|\$|£|€|₹|¥|₩|Rs\.?(?=\s?\d)`;
/** "$5,000", "CAD $5,000", "USD 5,000", "Rs. 40,000". */
const BEFORE = new RegExp(
  String.raw`(?<![A-Za-z])(?:([A-Z]{3})\s?(${SYMBOL})?|(${SYMBOL}))\s?${NUMBER}${SCALE}${RANGE}`,
  'g',
);
/** "5000 GBP", "25–33 USD". */
const AFTER = new RegExp(String.raw`${NUMBER}${SCALE}${RANGE}\s?([A-Z]{3})\b`, 'g');
const CODE_FOLLOWS = /^\s?([A-Z]{3})\b/;

const SCALES: Record<string, number> = {
  k: 1_000,
  thousand: 1_000,
  m: 1_000_000,
  million: 1_000_000,
  bn: 1_000_000_000,
  billion: 1_000_000_000,
  lakh: 100_000,
  lac: 100_000,
  crore: 10_000_000,
};

let isoCodes: Set<string> | null = null;

/** An ISO 4217 code the runtime knows, after the common non-ISO spellings. */
export function currencyCode(code: string | undefined): string | null {
  if (!code) return null;
  isoCodes ??= new Set(Intl.supportedValuesOf('currency'));
  const upper = CODE_ALIASES[code] ?? code;
  return isoCodes.has(upper) ? upper : null;
}

function toAmount(digits: string, scale: string | undefined): number {
  return (
    Number(digits.replace(/,/g, '')) * (scale ? (SCALES[scale.toLowerCase().replace(/s$/, '')] ?? 1) : 1)
  );
}

function figures(match: RegExpMatchArray, currency: string, first: number, end: number): MoneyFigure[] {
  const amounts = [toAmount(match[first]!, match[first + 1])];
  if (match[first + 2]) amounts.push(toAmount(match[first + 2]!, match[first + 3]));
  return amounts.map((amount) => ({ index: match.index!, end, amount, currency }));
}

function before(text: string): MoneyFigure[] {
  const found: MoneyFigure[] = [];
  for (const match of text.matchAll(BEFORE)) {
    const end = match.index + match[0].length;
    const code = match[1] ? currencyCode(match[1]) : null;
    if (match[1] && !code) continue;
    const symbol = match[2] ?? match[3];
    // "$5,000 CAD": a code after a dollar figure names its currency.
    const following = symbol === '$' ? currencyCode(CODE_FOLLOWS.exec(text.slice(end))?.[1]) : null;
    const currency = code ?? following ?? SYMBOLS[symbol!]!;
    found.push(...figures(match, currency, 4, end));
  }
  return found;
}

function after(text: string): MoneyFigure[] {
  const found: MoneyFigure[] = [];
  for (const match of text.matchAll(AFTER)) {
    const currency = currencyCode(match[5]);
    if (currency) found.push(...figures(match, currency, 1, match.index + match[0].length));
  }
  return found;
}

/** Every money figure in reading order; a figure found by both patterns counts once. */
export function moneyFigures(text: string): MoneyFigure[] {
  const all = [...before(text), ...after(text)].sort((a, b) => a.index - b.index);
  const kept: MoneyFigure[] = [];
  for (const figure of all) {
    const overlaps = kept.some((other) => other.index !== figure.index && figure.index < other.end);
    if (!overlaps && Number.isFinite(figure.amount)) kept.push(figure);
  }
  return kept;
}
