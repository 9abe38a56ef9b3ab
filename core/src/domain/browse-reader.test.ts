import { describe, expect, it } from 'vitest';
import type { OpportunityListItem } from '../contracts/opportunities';
import { browseInMemory, browseReaderOf, fitsReader, type BrowseReader } from './browse';
import { browseQuerySchema } from '../contracts/opportunities';

const item = (id: number, facts: Partial<OpportunityListItem>) =>
  ({
    id,
    type: 'scholarship',
    title: `Award ${id}`,
    tags: [],
    countryCodes: [],
    isRemote: false,
    requiredEducationLevel: null,
    requiredMajors: [],
    fresh: true,
    sourceRank: 1,
    deadline: null,
    description: null,
    awardAmountUsd: null,
    awardMin: null,
    awardMax: null,
    closed: false,
    seasonEndsOn: null,
    titleEndsOn: null,
    textEndsOn: null,
    lastVerifiedAt: null,
    ...facts,
  }) as OpportunityListItem;

const pune: BrowseReader = { countryCode: 'IN', educationLevel: 'Undergraduate', major: 'Engineering' };

describe('fitsReader', () => {
  it('fits a listing in the reader’s country, of their level and field, or one that names none', () => {
    expect(fitsReader(item(1, { countryCodes: ['IN'], requiredEducationLevel: 'Undergraduate' }), pune)).toBe(
      true,
    );
    expect(fitsReader(item(2, {}), pune)).toBe(true);
    expect(fitsReader(item(3, { countryCodes: ['US'], isRemote: true }), pune)).toBe(true);
    expect(fitsReader(item(4, { requiredMajors: ['Mechanical Engineering'] }), pune)).toBe(true);
  });

  it('does not fit another country, another level or another field', () => {
    expect(fitsReader(item(1, { countryCodes: ['US'] }), pune)).toBe(false);
    expect(fitsReader(item(2, { requiredEducationLevel: 'Graduate' }), pune)).toBe(false);
    expect(fitsReader(item(3, { requiredMajors: ['Arts'] }), pune)).toBe(false);
  });
});

describe('browseReaderOf', () => {
  const profile = {
    country: 'India',
    educationLevel: "Bachelor's Degree",
    intendedMajor: 'Engineering',
    hiddenFacts: [],
  };

  it('reads the country as a code and the level as its group', () => {
    expect(browseReaderOf(profile)).toEqual(pune);
  });

  it('leaves out what the student hid from matching, and is null when nothing is left', () => {
    expect(browseReaderOf({ ...profile, hiddenFacts: ['location'] })).toEqual({ ...pune, countryCode: null });
    expect(browseReaderOf({ ...profile, hiddenFacts: ['location', 'educationLevel', 'major'] })).toBeNull();
    expect(
      browseReaderOf({ country: null, educationLevel: null, intendedMajor: ' ', hiddenFacts: [] }),
    ).toBeNull();
  });
});

describe('relevance for a reader', () => {
  it('puts what fits the reader first, then the visitor order', () => {
    const items = [
      item(1, { countryCodes: ['US'], sourceRank: 1 }),
      item(2, { countryCodes: ['IN'], sourceRank: 2 }),
      item(3, { countryCodes: [], sourceRank: 3 }),
    ];
    const query = browseQuerySchema.parse({});
    const ids = (reader: BrowseReader | null) =>
      browseInMemory(items, query, '2026-12-04', reader).items.map((i) => i.id);
    expect(ids(null)).toEqual([1, 2, 3]);
    expect(ids(pune)).toEqual([2, 3, 1]);
    // The explicit sorts stay strict.
    expect(
      browseInMemory(items, browseQuerySchema.parse({ sort: 'newest' }), '2026-12-04', pune).items.map(
        (i) => i.id,
      ),
    ).toEqual([3, 2, 1]);
  });
});
