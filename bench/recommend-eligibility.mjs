// The recommendation quality bench's own eligibility rule, written from the listing's detail answer
// and the profile as saved, independently of core's engine: a recommendation that breaks any of these
// is counted as a violation. Only what the listing states is checked; a fact the listing leaves
// empty (or the profile leaves out) never counts against it.

/** Profile education level → the listing level it satisfies (the browse filter's three bands). */
export const levelBand = {
  'High School': 'High School',
  "Associate's Degree": 'Undergraduate',
  "Bachelor's Degree": 'Undergraduate',
  "Master's Degree": 'Graduate',
  Doctorate: 'Graduate',
};
const bandedLevels = new Set(['High School', 'Undergraduate', 'Graduate']);
/** A requirement that admits women only ("Female", "Female only", "Girls"), not a preference or quota. */
const womenOnly = /^\s*(female|females|women|woman|girls?)(\s+only)?\s*$/i;

/** Majors a listing's "STEM" requirement also admits (the profile's list names them apart from STEM). */
const stemMajors = new Set(['computer science', 'engineering']);
/** Words of a field that belong to a profile major, as a student would read them. */
const majorWords = {
  'health sciences': /nurs|health|medic|pharm|dent/,
  arts: /\bart|design|music|film|paint|theat/,
  'computer science': /comput|software|data|cyber|\bai\b/,
  engineering: /engineer/,
  business: /business|account|financ|commerce|\bmba\b|management/,
  education: /educat|teach/,
  'social sciences': /social|psycholog|sociolog|politic|econom/,
  law: /\blaw\b|legal/,
};

const same = (a, b) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** Substring either way ("Engineering" and "Mechanical Engineering"), STEM for its own majors, or the major's words. */
const majorsMatch = (required, major) => {
  const [x, y] = [required.trim().toLowerCase(), major.trim().toLowerCase()];
  if (x.includes(y) || y.includes(x)) return true;
  if (/^stem\b|^sciences?\b/.test(x)) return stemMajors.has(y) || y === 'stem';
  return majorWords[y]?.test(x) ?? false;
};

/** Heritage groups by the words that name them; a requirement naming only "minority" decides nothing. */
const heritageGroups = {
  black: /\bblack\b|african/,
  hispanic: /hispanic|latin[oaxe]/,
  indigenous:
    /american indian|alaska native|native american|indigenous|first nations|inuit|m[ée]tis|aboriginal|navajo|trib/,
  asian: /\basian?\b|korean|chinese|japanese|vietnamese|filipin|indian \(|\(indian\)/,
  pacific: /pacific islander|hawaiian/,
  sc: /\bsc\b|scheduled caste/,
  st: /\bst\b|scheduled tribe/,
  obc: /\bobc\b|backward class/,
};
const groupsIn = (text) =>
  Object.entries(heritageGroups)
    .filter(([, words]) => words.test(text.toLowerCase()))
    .map(([group]) => group);
const stated = (detail, criterion) =>
  (detail.restrictions ?? []).find((restriction) => restriction.criterion === criterion)?.value ?? null;

/** A heritage requirement the profile's own description shares no group with. */
function heritageViolation(profile, detail) {
  const required = detail.ethnicityRequirement ?? stated(detail, 'ethnicity');
  if (!required || !profile.ethnicity || /minorit|underrepresented|divers/i.test(required)) return null;
  const wanted = groupsIn(required);
  const mine = groupsIn(profile.ethnicity);
  if (wanted.length === 0 || wanted.some((group) => mine.includes(group))) return null;
  return `heritage ${required}, profile ${profile.ethnicity}`;
}

/**
 * "Citizens of Canada or permanent residents" and a citizen of another country who lives elsewhere;
 * "Not citizens of Canada (international students)" and a citizen of Canada.
 */
function citizenshipViolation(profile, detail) {
  const required = stated(detail, 'citizenship');
  const citizenship = profile.citizenship?.trim().toLowerCase();
  if (!required || !citizenship || /daca|resident|refugee/.test(citizenship)) return null;
  const text = required.toLowerCase();
  if (/^not citizens? of/.test(text))
    return text.includes(citizenship) ? `${required}, profile a citizen of ${profile.citizenship}` : null;
  if (text.includes(citizenship)) return null;
  const residents = /permanent residents/.test(text);
  if (residents && profile.country && text.includes(profile.country.toLowerCase())) return null;
  return `${required}, profile a citizen of ${profile.citizenship}`;
}

/**
 * The reasons `detail` (GET /api/scholarships/:id or /api/internships/:id) is not open to `profile`
 * on `today` (YYYY-MM-DD); an empty list when it is.
 */
export function eligibilityViolations(profile, detail, today) {
  const reasons = [];
  if (detail.closed) reasons.push('closed');
  if (detail.deadline && detail.deadline < today) reasons.push(`deadline ${detail.deadline} passed`);
  if (detail.seasonEndsOn && detail.seasonEndsOn < today) reasons.push(`season ended ${detail.seasonEndsOn}`);
  const level = detail.requiredEducationLevel;
  const band = levelBand[profile.educationLevel];
  if (band && bandedLevels.has(level) && level !== band) reasons.push(`level ${level}, profile ${band}`);
  if (detail.minGPA !== null && profile.gpa !== null && Number(profile.gpa) < detail.minGPA)
    reasons.push(`minimum GPA ${detail.minGPA}, profile ${profile.gpa}`);
  if (profile.country && detail.requiredCountries.length > 0) {
    if (!detail.requiredCountries.some((country) => same(country, profile.country)))
      reasons.push(`countries ${detail.requiredCountries.join(', ')}, profile ${profile.country}`);
  }
  if (profile.state && detail.requiredStates.length > 0) {
    if (!detail.requiredStates.some((state) => same(state, profile.state)))
      reasons.push(`states ${detail.requiredStates.join(', ')}, profile ${profile.state}`);
  }
  if (profile.intendedMajor && detail.requiredMajors.length > 0) {
    if (!detail.requiredMajors.some((major) => majorsMatch(major, profile.intendedMajor)))
      reasons.push(`majors ${detail.requiredMajors.join(', ')}, profile ${profile.intendedMajor}`);
  }
  const gender = detail.genderRequirement ?? stated(detail, 'gender') ?? '';
  if (profile.gender && same(profile.gender, 'male') && womenOnly.test(gender))
    reasons.push(`gender ${gender}, profile male`);
  for (const violation of [heritageViolation(profile, detail), citizenshipViolation(profile, detail)])
    if (violation) reasons.push(violation);
  return reasons;
}
