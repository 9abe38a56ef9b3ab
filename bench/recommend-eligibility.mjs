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

const same = (a, b) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** Substring either way ("Engineering" and "Mechanical Engineering"), and STEM for its own majors. */
const majorsMatch = (required, major) => {
  const [x, y] = [required.trim().toLowerCase(), major.trim().toLowerCase()];
  return x.includes(y) || y.includes(x) || (x === 'stem' && stemMajors.has(y));
};

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
  if (profile.gender && same(profile.gender, 'male') && womenOnly.test(detail.genderRequirement ?? ''))
    reasons.push(`gender ${detail.genderRequirement}, profile male`);
  return reasons;
}
