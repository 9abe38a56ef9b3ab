// Visa sponsorship as the source states it. "Other" (Simplify), "Not Specified", "N/A" and
// "unknown" all mean the source does not say, which we store as null rather than as a claim.

const UNSTATED = new Set(['', 'other', 'not specified', 'n/a', 'na', 'unknown', 'none']);

/** zshah101's machine codes, spelled the way the Simplify listings spell the same facts. */
const CODES: Record<string, string> = {
  offers: 'Offers Sponsorship',
  'no-sponsorship': 'Does Not Offer Sponsorship',
  'citizens-only': 'Citizenship Required',
};

export function sponsorshipText(value: string | null | undefined): string | null {
  const trimmed = value?.trim().replace(/\s+/g, ' ') ?? '';
  if (UNSTATED.has(trimmed.toLowerCase())) return null;
  return CODES[trimmed.toLowerCase()] ?? trimmed;
}

export function offersSponsorship(sponsorship: string | null): boolean {
  return sponsorship === 'Offers Sponsorship';
}
