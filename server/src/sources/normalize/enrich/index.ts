import type { NormalizedInternship, NormalizedOpportunity, NormalizedScholarship } from '../../types';
import { audienceTags, eligibilityTags } from './audience';
import { deriveAward } from './award';
import { educationLevelFromText, levelListBands } from './education';
import { readLocations } from './location';
import { readEligibility } from './eligibility';
import { restrictedMajors } from './majors';
import { essayRequirement, lettersRequirement, transcriptRequirement } from './requirements';

// Enrichment from the listing's own words (ADR 017): applied to every normalised row, after the
// adapter and before the row is written, so every source gets it and adapters stay simple. A
// value the adapter stated always wins: only neutral values (false, 0, [], null) are filled, and
// each field filled is named in derivedFields so the UI can say it was read from the text.

type Changes = Partial<NormalizedScholarship> & Partial<NormalizedInternship>;

class Enrichment {
  readonly changes: Changes = {};
  readonly derived: Set<string>;

  constructor(row: NormalizedOpportunity) {
    this.derived = new Set(row.derivedFields);
  }

  set<K extends keyof Changes>(field: K, value: Changes[K]) {
    this.changes[field] = value;
    this.derived.add(field);
  }
}

function listingText(row: NormalizedOpportunity): string {
  return [row.title, row.eligibility, row.description].filter(Boolean).join('.\n');
}

function requirements(row: NormalizedOpportunity, text: string, out: Enrichment) {
  if (row.type === 'scholarship' && !row.essayRequired) {
    const essay = essayRequirement(text);
    if (essay) out.set('essayRequired', true);
    // "No essay" is worth marking as read from the text, unless the source already tagged it.
    else if (essay === false && !row.tags.includes('no-essay')) out.derived.add('essayRequired');
  }
  if (!row.transcriptRequired && transcriptRequirement(text)) out.set('transcriptRequired', true);
  const letters = row.lettersOfRecRequired === 0 ? lettersRequirement(text) : null;
  if (letters) out.set('lettersOfRecRequired', Math.min(letters, 5));
}

function study(row: NormalizedOpportunity, text: string, out: Enrichment) {
  const majors = row.requiredMajors.length === 0 ? restrictedMajors(text) : [];
  if (majors.length > 0) out.set('requiredMajors', majors);
  const listed = levelListBands(text);
  const fromList = listed === null ? null : listed.length === 1 ? listed[0]! : 'Any';
  const level = row.requiredEducationLevel === null ? (fromList ?? educationLevelFromText(text)) : null;
  if (level) out.set('requiredEducationLevel', level);
}

/** Audience tags from the words, then those the derived eligibility implies (run after the readers). */
function audience(row: NormalizedOpportunity, out: Enrichment) {
  const derived = { ...row, ...out.changes };
  const restricted = (criterion: string) =>
    (derived.restrictions ?? []).find((r) => r.criterion === criterion);
  const implied = eligibilityTags({
    title: row.title,
    field: row.type === 'internship' ? row.field : null,
    requiredMajors: derived.requiredMajors ?? [],
    tags: row.tags,
    ethnicityRequirement: derived.ethnicityRequirement ?? restricted('ethnicity')?.value ?? null,
    firstGeneration: derived.firstGeneration === true || restricted('firstGeneration') !== undefined,
  });
  const added = [...new Set([...audienceTags(row), ...implied])].filter((tag) => !row.tags.includes(tag));
  if (added.length > 0) out.set('tags', [...added, ...row.tags]);
}

/**
 * Who may apply, with the sentences that say so (ADR 065); the columns the filters and the
 * recommendations read are filled from it where the source left them empty.
 */
function eligibility(row: NormalizedOpportunity, out: Enrichment) {
  const read = readEligibility(row);
  out.changes.restrictions = read.restrictions;
  const value = (criterion: string) => read.restrictions.find((r) => r.criterion === criterion)?.value;
  if (row.requiredStates.length === 0 && read.states.length > 0) out.set('requiredStates', read.states);
  if (row.requiredCountries.length === 0 && read.countries.length > 0)
    out.set('requiredCountries', read.countries);
  const gpa = value('gpa');
  if (row.minGPA === null && gpa) out.set('minGPA', Number(gpa.replace(/[^\d.]/g, '')));
  if (row.type !== 'scholarship') return;
  const citizenship = value('citizenship');
  if (row.residencyRequirement === null && citizenship) out.set('residencyRequirement', citizenship);
  if (row.genderRequirement === null && value('gender')) out.set('genderRequirement', value('gender')!);
  const ethnicity = value('ethnicity');
  if (row.ethnicityRequirement === null && ethnicity) out.set('ethnicityRequirement', ethnicity);
  if (!row.firstGeneration && value('firstGeneration')) out.set('firstGeneration', true);
  if (!row.needBased && value('need')) out.set('needBased', true);
}

function place(row: NormalizedOpportunity, out: Enrichment) {
  const stated = row.stateCodes.length + row.countryCodes.length + row.cities.length > 0;
  const found = readLocations([row.location, ...row.requiredStates, ...row.requiredCountries]);
  if (!stated) {
    if (found.stateCodes.length > 0) out.set('stateCodes', found.stateCodes);
    if (found.countryCodes.length > 0) out.set('countryCodes', found.countryCodes);
    if (found.cities.length > 0) out.set('cities', found.cities);
  }
  if (!row.isRemote && found.isRemote) out.set('isRemote', true);
  if (row.type === 'internship' && !row.isHybrid && found.isHybrid) out.set('isHybrid', true);
}

function award(row: NormalizedOpportunity, out: Enrichment) {
  if (row.type !== 'scholarship') return;
  const countries = out.changes.countryCodes ?? row.countryCodes;
  for (const [field, value] of Object.entries(deriveAward(row, countries)))
    out.set(field as keyof Changes, value);
}

/** The row with what its own words add; the row itself is not changed. */
export function enrichOpportunity<T extends NormalizedOpportunity>(row: T): T {
  const out = new Enrichment(row);
  const text = listingText(row);
  requirements(row, text, out);
  study(row, text, out);
  eligibility(row, out);
  audience(row, out);
  place(row, out);
  award(row, out);
  return Object.assign({}, row, out.changes, { derivedFields: [...out.derived] });
}
