import { describe, expect, it } from 'vitest';
import { atilaAdapter } from '../../adapters/atila.adapter';
import { bigFutureAzAdapter } from '../../adapters/bigfuture-az.adapter';
import { indiaScholarshipsAdapter } from '../../adapters/india-scholarships.adapter';
import { mastersportalAdapter } from '../../adapters/mastersportal.adapter';
import { openScholarshipsAdapter } from '../../adapters/open-scholarships.adapter';
import { simplifyAdapter } from '../../adapters/simplify.adapter';
import { underclassmenAdapter } from '../../adapters/underclassmen.adapter';
import {
  findInternship,
  findScholarship,
  readSeedDirectory,
  readSeedFile,
} from '../../adapters/testing/read-seed';
import { normalizedOpportunitySchema } from '../opportunity-schema';
import { enrichOpportunity } from './index';

// Real records of the seed files, through their adapter and then the enrichment, as the import runs them.
const open = openScholarshipsAdapter.parse(
  readSeedDirectory('data/seed/scholarships/open-scholarships/data'),
);
const atila = atilaAdapter.parse(readSeedFile('data/seed/scholarships/atila-scholarships.json'));
const masters = mastersportalAdapter.parse(
  readSeedDirectory('data/seed/scholarships/mastersportal', mastersportalAdapter.fileExtensions),
);
const arizona = bigFutureAzAdapter.parse(
  readSeedFile('data/seed/scholarships/az-bigfuture-scholarships.json'),
);
const underclassmen = underclassmenAdapter.parse(
  readSeedFile('data/seed/internships/underclassmen-opportunities.json'),
);
const simplify = simplifyAdapter.parse(readSeedFile('data/seed/internships/simplify-listings.json'));
const india = indiaScholarshipsAdapter.parse(
  readSeedFile('data/seed/scholarships/india-scholarships-wp-export.csv'),
  {
    now: new Date('2026-11-24T12:00:00Z'),
  },
);

describe('enrichOpportunity on seed records', () => {
  it('places a Simplify listing and marks the place as derived (Western Digital, "Rochester, MN")', () => {
    const row = enrichOpportunity(findInternship(simplify, '837b2871-04ed-4ff8-9c11-50a66e3de37d'));
    expect(row).toMatchObject({ stateCodes: ['MN'], countryCodes: ['US'], cities: ['Rochester'] });
    expect(row.derivedFields).toEqual(['stateCodes', 'countryCodes', 'cities']);
  });

  it('reads a PhD listing’s level and both of its places (Quant Researcher Intern, "Chicago, IL; NYC")', () => {
    const row = enrichOpportunity(findInternship(simplify, '86fded7f-2574-451d-90cf-bbc4e96bef6d'));
    expect(row).toMatchObject({
      requiredEducationLevel: 'Graduate',
      stateCodes: ['IL', 'NY'],
      countryCodes: ['US'],
      cities: ['Chicago', 'New York'],
    });
  });

  it('keeps Canada apart from California (Toronto, ON, Canada)', () => {
    const row = enrichOpportunity(findInternship(simplify, '7198848f-8e79-44c0-b943-9112f2af666d'));
    expect(row).toMatchObject({ stateCodes: [], countryCodes: ['CA'], cities: ['Toronto'] });
  });

  it('reads the majors of a restriction and the essay of a contest (Open Scholarships)', () => {
    const goldwater = enrichOpportunity(findScholarship(open, 'us-barry-goldwater-scholarship'));
    expect(goldwater).toMatchObject({ requiredMajors: ['STEM'], countryCodes: ['US'] });
    expect(goldwater.derivedFields).toEqual(['requiredMajors', 'countryCodes']);
    const aynRand = enrichOpportunity(findScholarship(open, 'us-ayn-rand-institute-essay-contests'));
    expect(aynRand.essayRequired).toBe(true);
    expect(aynRand.derivedFields).toContain('essayRequired');
  });

  it('reads "no essay" as false without marking what the adapter already tagged (BigFuture Scholarships)', () => {
    const row = enrichOpportunity(findScholarship(open, 'us-bigfuture-scholarships'));
    expect(row.essayRequired).toBe(false);
    expect(row.tags).toContain('no-essay');
    expect(row.derivedFields).not.toContain('essayRequired');
  });

  it('adds audience tags the chips find, and firstGeneration where it is required', () => {
    expect(enrichOpportunity(findScholarship(open, 'us-amvets-national-scholarship')).tags).toContain(
      'military-veterans',
    );
    const hsf = enrichOpportunity(findScholarship(open, 'us-hispanic-scholarship-fund'));
    expect(hsf.tags).toEqual(expect.arrayContaining(['minority', 'hispanic-latino']));
    // BBPA names first-generation students for one of its awards: the chip finds it, but it is no
    // requirement of the listing (firstGeneration stays false, so no one else is turned away).
    const bbpa = enrichOpportunity(findScholarship(atila, '592'));
    expect(bbpa.tags).toContain('first-gen');
    expect(bbpa.firstGeneration).toBe(false);
    const wright = enrichOpportunity(findScholarship(masters, '2185'));
    expect(wright.firstGeneration).toBe(true);
    expect(wright.derivedFields).toContain('firstGeneration');
  });

  it('tags what the chips mean from the derived eligibility: STEM fields, heritage, first generation', () => {
    const tagsOf = (row: Parameters<typeof enrichOpportunity>[0]) => enrichOpportunity(row).tags;
    // Women in STEM needs both tags: female engineering students (majors read from the text) …
    expect(tagsOf(findScholarship(masters, '2131'))).toEqual(expect.arrayContaining(['women', 'stem']));
    // … while a nursing award for women is not STEM: "Health Sciences" is its own family.
    const nursing = tagsOf(findScholarship(masters, '2466'));
    expect(nursing).toContain('women');
    expect(nursing).not.toContain('stem');
    // A heritage the listing is for is a minority listing (OBC in India, Asian in the US).
    expect(tagsOf(findScholarship(india, 'up-pre-matric-scholarship-obc'))).toContain('minority');
    expect(tagsOf(findScholarship(masters, '2037'))).toContain('minority');
  });

  it('reads a bonus for women inside an award for everyone as no restriction (IIT Bombay MCM)', () => {
    const mcm = enrichOpportunity(findScholarship(india, 'iit-bombay-merit-cum-means-scholarship'));
    expect(mcm.description).toContain('Female students receive an extra');
    expect(mcm.tags).not.toContain('women');
    expect(mcm.restrictions?.map((r) => r.criterion)).not.toContain('gender');
    expect(mcm.genderRequirement).toBeNull();
  });

  it('reads documents from an application list (Atila 352, ASCEND Educational Fund)', () => {
    const row = enrichOpportunity(findScholarship(atila, '352'));
    expect(row).toMatchObject({
      transcriptRequired: true,
      lettersOfRecRequired: 2,
      stateCodes: ['NY'],
      awardMin: 20000,
      awardMax: 20000,
      awardCurrency: 'USD',
      awardAmountUsd: 20000,
    });
  });

  it('normalises awards in their own currency, and leaves an unstated currency null', () => {
    expect(enrichOpportunity(findScholarship(atila, '154'))).toMatchObject({
      awardAmount: '5,000 CAD',
      awardMin: 5000,
      awardMax: 5000,
      awardCurrency: 'CAD',
      awardAmountUsd: null,
    });
    expect(enrichOpportunity(findScholarship(atila, '8'))).toMatchObject({
      awardAmount: '1,000 (currency not stated)',
      awardMin: 1000,
      awardMax: 1000,
      awardCurrency: null,
    });
    expect(enrichOpportunity(findScholarship(masters, '301'))).toMatchObject({
      awardAmount: '5000 GBP',
      awardCurrency: 'GBP',
      awardMax: 5000,
      countryCodes: ['GB'],
      cities: ['Belfast'],
    });
    const dream = enrichOpportunity(findScholarship(underclassmen, 'a8c3c9e7-21f4-4d22-8b1b-df41329328df'));
    expect(dream).toMatchObject({
      awardMin: null,
      awardMax: 10000,
      awardCurrency: 'USD',
      awardPeriod: 'year',
    });
  });

  it('reads an award from a phrase of the prose, and a bare "$" as USD only for a US-only listing', () => {
    // Atila 627: "an award of US$10,000"; Atila 47 (Canada): "This $5,000 award".
    expect(enrichOpportunity(findScholarship(atila, '627'))).toMatchObject({
      awardAmount: null,
      awardMax: 10000,
      awardCurrency: 'USD',
      awardAmountUsd: 10000,
    });
    expect(enrichOpportunity(findScholarship(atila, '47'))).toMatchObject({
      awardAmount: null,
      awardMax: 5000,
      awardCurrency: null,
      awardAmountUsd: null,
      countryCodes: ['CA'],
    });
  });

  it('never overrides what the adapter stated', () => {
    // BigFuture states the essay in its own column; Atila its programs.
    const fisher = arizona.opportunities.find(
      (row) => row.title === 'Charles N. Fisher Memorial Scholarship',
    )!;
    expect(fisher.type === 'scholarship' && fisher.essayRequired).toBe(true);
    expect(enrichOpportunity(fisher).derivedFields).not.toContain('essayRequired');
    const withPrograms = atila.opportunities.find((row) => row.requiredMajors.length > 0)!;
    expect(enrichOpportunity(withPrograms).requiredMajors).toEqual(withPrograms.requiredMajors);
    // A (future) adapter that states places keeps them, even where the text would say otherwise.
    const placed = { ...findScholarship(atila, '352'), countryCodes: ['FR'], cities: ['Lyon'] };
    expect(enrichOpportunity(placed)).toMatchObject({
      stateCodes: [],
      countryCodes: ['FR'],
      cities: ['Lyon'],
    });
  });

  it('is pure and stable: the input is unchanged and enriching twice adds nothing', () => {
    const row = findScholarship(atila, '352');
    const before = structuredClone(row);
    const once = enrichOpportunity(row);
    expect(row).toEqual(before);
    expect(enrichOpportunity(once)).toEqual(once);
  });

  it('keeps every enriched seed row valid for the schema', () => {
    const all = [open, atila, masters, arizona, underclassmen, simplify].flatMap(
      (result) => result.opportunities,
    );
    const invalid = all
      .map(enrichOpportunity)
      .filter((row) => !normalizedOpportunitySchema.safeParse(row).success);
    expect(invalid).toEqual([]);
  });
});
