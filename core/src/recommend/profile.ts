import type { ProfileFactKey } from '../contracts/recommendations';
import type { InterestLabel } from '../contracts/profile';
import type { majors } from '../enums';

type Major = (typeof majors)[number];
import type { MatchProfile, QueryTerm } from './types';

/** A profile entry to search for: `text` is what is searched, `source` how the student wrote it. */
export type TopicalSource = Omit<QueryTerm, 'lexeme'> & { text: string };

/** The profile as the engine may read it: every fact the student hid becomes "not stated". */
export function withoutHiddenFacts(profile: MatchProfile): MatchProfile {
  const hidden = new Set<ProfileFactKey>(profile.hiddenFacts);
  const keep = <T>(fact: ProfileFactKey, value: T, empty: T): T => (hidden.has(fact) ? empty : value);
  return {
    ...profile,
    educationLevel: keep('educationLevel', profile.educationLevel, null),
    graduationYear: keep('educationLevel', profile.graduationYear ?? null, null),
    gpa: keep('gpa', profile.gpa, null),
    intendedMajor: keep('major', profile.intendedMajor, null),
    skills: keep('skills', profile.skills, []),
    interests: keep('interests', profile.interests, []),
    careerGoals: keep('careerGoals', profile.careerGoals, null),
    preferredIndustries: keep('industries', profile.preferredIndustries, []),
    city: keep('location', profile.city, null),
    state: keep('location', profile.state, null),
    country: keep('location', profile.country, null),
    preferredLocations: keep('location', profile.preferredLocations, []),
    citizenship: keep('citizenship', profile.citizenship, null),
    firstGeneration: keep('firstGeneration', profile.firstGeneration, null),
    gender: keep('gender', profile.gender, null),
    ethnicity: keep('ethnicity', profile.ethnicity, null),
  };
}

/** How much a word from each topical fact weighs in the search: the major says most. */
export const topicalWeights = {
  major: 3,
  skills: 2,
  industries: 1.5,
  interests: 1.5,
  careerGoals: 2,
} as const;

/** "STEM" or "Arts" names many fields at once, so the goals and skills say more about the field. */
const UMBRELLA_MAJORS: ReadonlySet<string> = new Set<Major>(['STEM', 'Arts']);
export const isUmbrellaMajor = (major: string | null) => major !== null && UMBRELLA_MAJORS.has(major.trim());
const UMBRELLA_MAJOR_WEIGHT = 1;

/**
 * What each interest checkbox means in a listing's own words: "Women in STEM" is about women and
 * science, not the word "in". Labels not listed here are searched as written.
 */
export const interestSearchText: Partial<Record<InterestLabel, string>> = {
  'STEM Scholarships': 'STEM science technology engineering mathematics',
  'Tech Internships': 'technology software computing engineering',
  'Research Opportunities': 'research laboratory',
  'Leadership Programs': 'leadership community service',
  'First-Gen Scholarships': 'first-generation first-gen',
  'Women in STEM': 'women female STEM science engineering',
  'Minority Scholarships': 'minority underrepresented diversity',
  'International Studies': 'international global study abroad',
  'Arts & Creative Fields': 'arts art design music creative',
  'Business & Entrepreneurship': 'business entrepreneurship finance management',
};

/** What each intended major (a fixed list, product §3) covers in listings' words. */
export const majorSearchText: Partial<Record<Major, string>> = {
  STEM: 'STEM science technology engineering mathematics',
  'Health Sciences': 'health sciences nursing medicine medical pharmacy public health',
  'Social Sciences': 'social sciences psychology sociology economics political science',
  Humanities: 'humanities history philosophy literature languages',
  Arts: 'arts art music design film theatre',
  Law: 'law legal',
  Education: 'education teaching teacher',
  Business: 'business finance accounting marketing management',
  'Computer Science': 'computer science computing software programming',
};

/**
 * The profile texts whose words are searched, one entry per source; the server turns each into
 * lexemes with the database's text search so they compare with the listings' own lexemes.
 */
export function topicalSources(profile: MatchProfile): TopicalSource[] {
  const visible = withoutHiddenFacts(profile);
  const sources: TopicalSource[] = [];
  const add = (fact: keyof typeof topicalWeights, texts: readonly (string | null)[]) => {
    for (const text of texts) {
      if (text?.trim())
        sources.push({ fact, source: text.trim(), weight: topicalWeights[fact], text: text.trim() });
    }
  };
  if (visible.intendedMajor?.trim()) {
    const major = visible.intendedMajor.trim();
    sources.push({
      fact: 'major',
      source: major,
      weight: isUmbrellaMajor(major) ? UMBRELLA_MAJOR_WEIGHT : topicalWeights.major,
      text: majorSearchText[major as Major] ?? major,
    });
  }
  add('skills', visible.skills);
  add('industries', visible.preferredIndustries);
  for (const interest of visible.interests) {
    const words = interestSearchText[interest as InterestLabel] ?? interest;
    sources.push({ fact: 'interests', source: interest, weight: topicalWeights.interests, text: words });
  }
  add('careerGoals', [visible.careerGoals]);
  return sources;
}

/**
 * One term per lexeme: a word in both the major and a skill keeps the heavier source, so a
 * student is not rewarded for repeating themselves.
 */
export function mergeQueryTerms(terms: readonly QueryTerm[]): QueryTerm[] {
  const byLexeme = new Map<string, QueryTerm>();
  for (const term of terms) {
    const known = byLexeme.get(term.lexeme);
    if (!known || term.weight > known.weight) byLexeme.set(term.lexeme, term);
  }
  return [...byLexeme.values()].sort((a, b) => b.weight - a.weight || a.lexeme.localeCompare(b.lexeme));
}
