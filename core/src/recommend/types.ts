import type { ProfileFactKey } from '../contracts/recommendations';
import type { Restriction } from '../domain/restrictions';
import type { OpportunityType, ReactionType } from '../enums';

/** What the engine knows about the student; hidden facts are removed before it reads anything. */
export interface MatchProfile {
  educationLevel: string | null;
  gpa: string | null;
  intendedMajor: string | null;
  skills: readonly string[];
  interests: readonly string[];
  careerGoals: string | null;
  preferredIndustries: readonly string[];
  preferredLocations: readonly string[];
  city: string | null;
  state: string | null;
  country: string | null;
  citizenship: string | null;
  firstGeneration: boolean | null;
  gender: string | null;
  ethnicity: string | null;
  /** Settles a listing's year of study with the education level; hidden with it. */
  graduationYear?: number | null;
  hiddenFacts: readonly ProfileFactKey[];
}

/** Profile facts whose words are matched against a listing's text. */
export type TopicalFact = Extract<
  ProfileFactKey,
  'major' | 'skills' | 'interests' | 'careerGoals' | 'industries'
>;

/**
 * One search term of the profile: a lexeme (stemmed word, as the database's text search makes
 * it), where it came from ("Python", one of your skills) and how much that source weighs.
 */
export interface QueryTerm {
  lexeme: string;
  weight: number;
  fact: TopicalFact;
  /** The profile entry as the student wrote it, for the explanation. */
  source: string;
}

/** Corpus statistics BM25 needs, over the open catalog of one type. */
export interface CorpusStats {
  documents: number;
  averageLength: number;
  documentFrequency: Readonly<Record<string, number>>;
}

/** An open listing the candidate query returned, with the facts the engine scores. */
export interface MatchCandidate {
  type: OpportunityType;
  id: number;
  title: string;
  tags: readonly string[];
  minGPA: number | null;
  maxGPA: number | null;
  requiredEducationLevel: string | null;
  requiredMajors: readonly string[];
  requiredStates: readonly string[];
  requiredCountries: readonly string[];
  residencyRequirement: string | null;
  genderRequirement: string | null;
  ethnicityRequirement: string | null;
  firstGeneration: boolean;
  isRemote: boolean;
  location: string | null;
  /** ISO alpha-2 codes of the places it is in (internships: where the work is). */
  countryCodes: readonly string[];
  /** US state codes of the places it is in ('IL'), as the location filter reads them. */
  stateCodes?: readonly string[];
  /** YYYY-MM-DD or null. */
  deadline: string | null;
  fresh: boolean;
  /** Weighted frequency (title 3, tags/majors/field 2, description 1) of each query lexeme it contains. */
  termFrequencies: Readonly<Record<string, number>>;
  /** Distinct lexemes in its searchable text. */
  length: number;
  /** Who it is for, as read from its words (ADR 065); checked beside the columns above. */
  restrictions?: readonly Restriction[];
  /** Who gives it: a scholarship's provider or an internship's company. */
  provider?: string | null;
  /** An internship's field ("Data Science, AI & Machine Learning"). */
  field?: string | null;
  /** Whether it states what it awards (a scholarship's amount, an internship's pay). */
  awardKnown?: boolean;
}

/** A listing the student reacted to, described enough to find similar ones. */
export interface FeedbackItem {
  type: OpportunityType;
  id: number;
  reaction: ReactionType;
  title: string;
  tags: readonly string[];
}
