import { describe, expect, it } from 'vitest';
import { simplifyAdapter } from './simplify.adapter';
import { countSkipped, findInternship, readSeedFile } from './testing/read-seed';

const summer = simplifyAdapter.parse(readSeedFile('data/seed/internships/simplify-listings.json'));

describe('simplify adapter on the Summer 2025 snapshot', () => {
  it('maps every one of the 6,000 listings and skips none', () => {
    expect(summer.opportunities).toHaveLength(6000);
    expect(countSkipped(summer)).toEqual({});
  });

  it('counts closed (inactive or hidden), remote, hybrid and id-less rows exactly', () => {
    const count = (test: (row: (typeof summer.opportunities)[number]) => boolean) =>
      summer.opportunities.filter(test).length;
    expect(count((row) => row.closed)).toBe(4963);
    expect(count((row) => row.isRemote)).toBe(766);
    expect(count((row) => row.type === 'internship' && row.isHybrid)).toBe(7);
    expect(count((row) => row.sourceId === null)).toBe(4);
    expect(count((row) => row.url === null)).toBe(21);
  });

  it('maps an active Western Digital listing field by field', () => {
    expect(findInternship(summer, '837b2871-04ed-4ff8-9c11-50a66e3de37d')).toEqual({
      type: 'internship',
      sourceId: '837b2871-04ed-4ff8-9c11-50a66e3de37d',
      title: 'Summer 2025 – Software Engineer Intern - System Test',
      company: 'Western Digital',
      description: null,
      eligibility: null,
      dueDate: null,
      deadline: null,
      url: 'https://jobs.smartrecruiters.com/WesternDigital/744000022565418',
      location: 'Rochester, MN',
      isRemote: false,
      isHybrid: false,
      tags: ['stem', 'summer-2025'],
      requiredStates: [],
      requiredCountries: [],
      requiredEducationLevel: null,
      requiredMajors: [],
      minGPA: null,
      transcriptRequired: false,
      lettersOfRecRequired: 0,
      lastVerifiedAt: '2024-10-24T20:06:58.000Z',
      closed: false,
      field: null,
      position: null,
      startDate: null,
      endDate: null,
      isPaid: null,
      salaryRange: null,
      classlevelRequirement: null,
      requiredSkills: [],
      season: 'Summer 2025',
      sponsorship: null,
      // Read from the text by the import's enrichment (enrich/), never by the adapter.
      stateCodes: [],
      countryCodes: [],
      cities: [],
      derivedFields: [],
    });
  });

  it('trims titles, joins locations and keeps the stated sponsorship (Capital One)', () => {
    const row = findInternship(summer, '98b2d671-3f03-430e-b18c-e5ddb8ce5035');
    expect(row).toMatchObject({
      title: 'Product Development Intern',
      location: 'McLean, VA; Plano, TX',
      sponsorship: 'Does Not Offer Sponsorship',
      closed: true,
      tags: ['summer-2024'],
    });
  });

  it('takes the most recent of several terms as the season and tags them all (Tesla)', () => {
    const row = findInternship(summer, 'e153758c-a5bb-4e7b-aaac-f1fdd270fb9f');
    expect(row.season).toBe('Spring 2024');
    expect(row.tags).toEqual(['stem', 'fall-2023', 'winter-2024', 'spring-2024']);
  });

  it('detects remote and hybrid options among the locations (New York Times)', () => {
    const row = findInternship(summer, 'e129197e-7594-4909-91ce-30ccf5297a08');
    expect(row).toMatchObject({ location: 'NYC; Hybrid; Remote', isRemote: true, isHybrid: true });
    expect(row.tags).toContain('remote');
  });

  it('tags a campus named in the title and women-only programs', () => {
    expect(findInternship(summer, 'ae93fb9a-c5cc-4cb1-801f-adf4ce90e48c').tags).toContain('UC Berkeley');
    expect(findInternship(summer, '7e47dc7c-80d0-4b4c-b855-4a7aed7c2657').tags).toEqual([
      'women',
      'winter-2024',
    ]);
  });

  it('drops an id the file gives to two different listings (Maximus and Infineon)', () => {
    const shared = summer.opportunities.filter((row) => row.type === 'internship' && row.sourceId === null);
    expect(shared.map((row) => row.type === 'internship' && row.company).sort()).toEqual([
      'Infineon',
      'Maximus',
      'Northrop Grumman',
      'Northrop Grumman',
    ]);
  });

  it('tags listings that offer visa sponsorship', () => {
    expect(summer.opportunities.filter((row) => row.tags.includes('visa-sponsorship'))).toHaveLength(436);
  });
});

describe('simplify adapter on damaged input', () => {
  it('skips records without a title or with the wrong shape, with the reason', () => {
    const raw = JSON.stringify([{ id: 'a', title: '  ' }, { id: 'b', title: 42 }, 'not a listing']);
    expect(simplifyAdapter.parse(raw).skipped).toEqual([
      { sourceId: 'a', reason: 'missing title' },
      { sourceId: null, reason: 'malformed record' },
      { sourceId: null, reason: 'malformed record' },
    ]);
  });

  it('refuses a document that is not JSON or not an array', () => {
    expect(() => simplifyAdapter.parse('<html>')).toThrow('simplify: the input is not valid JSON');
    expect(() => simplifyAdapter.parse('{}')).toThrow('simplify: expected a JSON array of listings');
  });
});
