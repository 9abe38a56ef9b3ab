import type { CorpusStats, MatchCandidate, MatchProfile, QueryTerm } from './types';

// Builders for the engine's unit and property tests.

export const emptyProfile: MatchProfile = {
  educationLevel: null,
  gpa: null,
  intendedMajor: null,
  skills: [],
  interests: [],
  careerGoals: null,
  preferredIndustries: [],
  preferredLocations: [],
  city: null,
  state: null,
  country: null,
  citizenship: null,
  firstGeneration: null,
  gender: null,
  ethnicity: null,
  hiddenFacts: [],
};

export const profileWith = (fields: Partial<MatchProfile>): MatchProfile => ({ ...emptyProfile, ...fields });

export const candidateWith = (fields: Partial<MatchCandidate>): MatchCandidate => ({
  type: 'scholarship',
  id: 1,
  title: 'An opportunity',
  tags: [],
  minGPA: null,
  maxGPA: null,
  requiredEducationLevel: null,
  requiredMajors: [],
  requiredStates: [],
  requiredCountries: [],
  residencyRequirement: null,
  genderRequirement: null,
  ethnicityRequirement: null,
  firstGeneration: false,
  isRemote: false,
  location: null,
  countryCodes: [],
  deadline: null,
  fresh: true,
  termFrequencies: {},
  length: 20,
  ...fields,
});

export const term = (lexeme: string, fields: Partial<QueryTerm> = {}): QueryTerm => ({
  lexeme,
  weight: 3,
  fact: 'major',
  source: 'Computer Science',
  ...fields,
});

export const corpus = (documentFrequency: Record<string, number> = {}, documents = 1000): CorpusStats => ({
  documents,
  averageLength: 20,
  documentFrequency,
});
