// Award amounts are free text in every source ("Up to $10,000/yr", "32500 GBP", "Varies"). Browse
// sorts and filters on "the first dollar number" (product §9), so this finds the first figure that is
// stated in US dollars and ignores every other currency rather than converting it.

const NUMBER = String.raw`(\d[\d,]*(?:\.\d+)?)`;
const SCALE = String.raw`(?:\s?(k|m|bn|thousand|million|billion)\b)?`;
const RANGE_TAIL = String.raw`(?:\s*[-–—]\s*\d[\d,]*(?:\.\d+)?)?`;

/** "$5,000", "US$ 2.5k", "$1 million": a dollar sign not glued to another currency's letters (C$, A$). */
const DOLLAR_SIGN = new RegExp(String.raw`(?<![A-Za-z])(?:US)?\$\s?${NUMBER}${SCALE}`, 'gi');
/** "5000 USD", "25–33 USD", "USD 5,000". */
const CODE_AFTER = new RegExp(String.raw`${NUMBER}${SCALE}${RANGE_TAIL}\s?USD\b`, 'gi');
const CODE_BEFORE = new RegExp(String.raw`\bUSD\s?${NUMBER}${SCALE}`, 'gi');

/** Other dollar currencies: "$5,000 CAD" or "CAD $5,000" is not a US dollar figure. */
const OTHER_DOLLARS = 'CAD|CDN|AUD|NZD|HKD|SGD|TWD|NTD|MXN|JMD|TTD|BBD|BSD|FJD|LRD|BND';
const OTHER_CODE_AFTER = new RegExp(String.raw`^\s?(?:${OTHER_DOLLARS})\b`);
const OTHER_CODE_BEFORE = new RegExp(String.raw`\b(?:${OTHER_DOLLARS})\s?$`);

const SCALES: Record<string, number> = {
  k: 1_000,
  thousand: 1_000,
  m: 1_000_000,
  million: 1_000_000,
  bn: 1_000_000_000,
  billion: 1_000_000_000,
};

interface Figure {
  index: number;
  amount: number;
}

function toAmount(digits: string, scale: string | undefined): number {
  const value = Number(digits.replace(/,/g, ''));
  return value * (scale ? (SCALES[scale.toLowerCase()] ?? 1) : 1);
}

function isForeignDollar(text: string, match: RegExpMatchArray): boolean {
  const start = match.index ?? 0;
  const before = text.slice(Math.max(0, start - 4), start);
  const after = text.slice(start + match[0].length, start + match[0].length + 4);
  return OTHER_CODE_BEFORE.test(before) || OTHER_CODE_AFTER.test(after);
}

function firstFigure(text: string): Figure | null {
  const found: Figure[] = [];
  for (const match of text.matchAll(DOLLAR_SIGN)) {
    if (!isForeignDollar(text, match))
      found.push({ index: match.index, amount: toAmount(match[1]!, match[2]) });
  }
  for (const pattern of [CODE_AFTER, CODE_BEFORE]) {
    for (const match of text.matchAll(pattern)) {
      found.push({ index: match.index, amount: toAmount(match[1]!, match[2]) });
    }
  }
  found.sort((a, b) => a.index - b.index);
  return found[0] ?? null;
}

/**
 * Whole US dollars of the first USD figure in `text`, or null when there is none. "$0" is null too:
 * sources use zero for "amount unknown", and a $0 award would sort as a real amount.
 */
export function parseAwardAmountUsd(text: string | null): number | null {
  if (!text) return null;
  const figure = firstFigure(text);
  if (!figure || !Number.isFinite(figure.amount)) return null;
  const whole = Math.round(figure.amount);
  return whole > 0 ? whole : null;
}
