import { describe, expect, it } from 'vitest';
import { detailListingOf, parseDetailId } from './detail-id';

describe('parseDetailId', () => {
  it('takes whole positive numbers in the integer range only', () => {
    expect(parseDetailId('13')).toBe(13);
    expect(parseDetailId('2147483647')).toBe(2_147_483_647);
    for (const raw of ['abc', '0', '-3', '12abc', '1e3', '2147483648', '', undefined]) {
      expect(parseDetailId(raw), String(raw)).toBeNull();
    }
  });
});

describe('detailListingOf', () => {
  it('names the listing of a scholarship or internship page', () => {
    expect(detailListingOf('/scholarships/13')).toEqual({
      opportunityType: 'scholarship',
      opportunityId: 13,
    });
    expect(detailListingOf('/internships/7')).toEqual({ opportunityType: 'internship', opportunityId: 7 });
  });

  it('is null for other pages and for ids that are not ids', () => {
    for (const path of ['/', '/opportunities', '/scholarships/abc', '/internships/0', '/about']) {
      expect(detailListingOf(path), path).toBeNull();
    }
  });
});
