import { parseAward, parseAwardAmountUsd, type ParsedAward } from '@futurefund/core';
import type { NormalizedScholarship } from '../../types';

// The award as numbers (product §2): from the published amount, or, when the source gave none,
// from a phrase of the title or description that ties a figure to the award ("Essay Competition
// $500 Scholarship", "an award of up to $2,000"). Other figures in a description (income limits,
// tuition) are never read as the award. US dollars also fill awardAmountUsd for sorting.
// A bare "$" in the published amount is the US dollar (product §9; adapters write other dollars
// with their code). In a phrase of the listing's own prose it is the US dollar only for a listing
// placed in the United States alone: "a $10,000 scholarship" for Canadian students is not USD.

const MONEY = String.raw`(?:US\$|CA\$|C\$|A\$|\$|£|€|₹)\s?\d[\d,]*(?:\.\d+)?(?:\s?[kK]\b)?|\d[\d,]*(?:\.\d+)?\s?(?:USD|CAD|GBP|EUR|INR|AUD)\b`;
const AWARD_WORD = String.raw`(?:scholarships?|awards?|prizes?|grants?|stipends?|bursar(?:y|ies))`;
const AWARD_PHRASE = new RegExp(
  String.raw`(?:up to\s+)?(?:${MONEY})\s+${AWARD_WORD}\b|\b${AWARD_WORD}\s+(?:of|worth)\s+(?:up to\s+)?(?:${MONEY})`,
  'i',
);

type AwardFields = Pick<
  NormalizedScholarship,
  'awardMin' | 'awardMax' | 'awardCurrency' | 'awardPeriod' | 'awardAmountUsd'
>;

const BARE_DOLLAR = /(?<![A-Za-z])\$/;

function awardSource(row: NormalizedScholarship): { text: string; published: boolean } | null {
  if (row.awardAmount) return { text: row.awardAmount, published: true };
  for (const text of [row.title, row.description]) {
    const phrase = text ? AWARD_PHRASE.exec(text)?.[0] : undefined;
    if (phrase) return { text: phrase, published: false };
  }
  return null;
}

/** Which dollar a bare "$" of the listing's prose is: US only for a US-only listing, else unknown. */
function currencyOf(award: ParsedAward, source: { text: string; published: boolean }, countries: string[]) {
  const usOnly = countries.length === 1 && countries[0] === 'US';
  if (source.published || usOnly || !BARE_DOLLAR.test(source.text)) return award.currency;
  return award.currency === 'USD' ? null : award.currency;
}

const positive = (amount: number | null) => (amount !== null && amount > 0 ? amount : null);

function sane(award: ParsedAward): ParsedAward {
  const min = positive(award.min);
  const max = positive(award.max);
  if (min !== null && max !== null && min > max) return { ...award, min: max, max: min };
  return { ...award, min, max };
}

/**
 * The award fields the source left empty, filled from its words; {} when they say nothing.
 * `countries` are the listing's country codes (stated or read from its location).
 */
export function deriveAward(row: NormalizedScholarship, countries: string[]): Partial<AwardFields> {
  const stated = row.awardMin !== null || row.awardMax !== null || row.awardCurrency !== null;
  const source = stated ? null : awardSource(row);
  const parsed = source ? parseAward(source.text) : null;
  if (!source || !parsed) return {};
  const award = { ...sane(parsed), currency: currencyOf(parsed, source, countries) };
  const fields: Partial<AwardFields> = {};
  if (award.min !== null) fields.awardMin = award.min;
  if (award.max !== null) fields.awardMax = award.max;
  if (award.currency) fields.awardCurrency = award.currency;
  if (award.period) fields.awardPeriod = award.period;
  const usd =
    award.currency === 'USD' && row.awardAmountUsd === null ? parseAwardAmountUsd(source.text) : null;
  if (usd !== null) fields.awardAmountUsd = usd;
  return fields;
}
