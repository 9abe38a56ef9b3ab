import type { AtilaGeography } from './atila-record';

// The fixture has no currency field. Atila is a Canadian platform and most records are Canadian,
// so an amount is CAD unless the record is limited to the United States (then USD). A record open
// to several countries, or to others, does not say which currency: its amount is shown with
// "currency not stated" and never counted as US dollars.

export type AtilaCurrency = 'USD' | 'CAD' | null;

export function atilaCurrency(geo: AtilaGeography): AtilaCurrency {
  const countries = new Set(geo.countries);
  if (countries.size === 1 && countries.has('United States')) return 'USD';
  if (countries.size === 0 || (countries.size === 1 && countries.has('Canada'))) return 'CAD';
  return null;
}

/** The award as display text and, in US dollars only, as a number; "0.00" means not stated. */
export function atilaAward(fundingAmount: string | null | undefined, currency: AtilaCurrency) {
  const amount = Number(fundingAmount ?? '');
  if (!Number.isFinite(amount) || amount <= 0) return { awardAmount: null, awardAmountUsd: null };
  const figure = amount.toLocaleString('en-US', { maximumFractionDigits: 2 });
  if (currency === 'USD') return { awardAmount: `$${figure}`, awardAmountUsd: Math.round(amount) };
  const awardAmount = currency ? `${figure} ${currency}` : `${figure} (currency not stated)`;
  return { awardAmount, awardAmountUsd: null };
}
