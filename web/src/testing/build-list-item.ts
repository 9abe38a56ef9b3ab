import type { OpportunityListItem } from '@futurefund/core';

/** A complete list item as GET /api/opportunities returns it; tests override what they are about. */
export function buildListItem(overrides: Partial<OpportunityListItem> = {}): OpportunityListItem {
  const id = overrides.id ?? 1;
  return {
    id,
    type: 'scholarship',
    kind: 'scholarship',
    title: `Opportunity ${id}`,
    organization: 'Example Foundation',
    description: 'A short description.',
    dueDate: null,
    deadline: null,
    awardAmount: '$1,000',
    awardAmountUsd: 1000,
    isPaid: null,
    tags: [],
    location: null,
    isRemote: false,
    isHybrid: false,
    minGPA: null,
    requiredEducationLevel: null,
    requiredMajors: [],
    essayRequired: false,
    needBased: false,
    meritBased: false,
    closed: false,
    seasonEndsOn: null,
    titleEndsOn: null,
    textEndsOn: null,
    stateCodes: [],
    countryCodes: [],
    cities: [],
    // Not normalised unless a test says so: the card then shows awardAmount as published.
    awardMin: null,
    awardMax: null,
    awardCurrency: null,
    awardPeriod: null,
    sourceName: 'Open Scholarships',
    lastVerifiedAt: '2026-06-10T00:00:00.000Z',
    fresh: true,
    sourceRank: null,
    derivedFields: [],
    ...overrides,
  };
}
