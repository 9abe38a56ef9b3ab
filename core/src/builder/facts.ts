import type { OpportunityType } from '../enums';
import type { ResumeDocument } from '../contracts/builder';

/**
 * Everything a generated text may draw on (ADR 029): the profile, the resume as edited, the vault
 * documents the user selected and the opportunity. Nothing else is a fact.
 */
export interface ProfileFacts {
  name: string | null;
  email: string | null;
  educationLevel: string | null;
  intendedMajor: string | null;
  gpa: string | null;
  graduationYear: number | null;
  city: string | null;
  state: string | null;
  country: string | null;
  skills: readonly string[];
  interests: readonly string[];
  careerGoals: string | null;
  preferredIndustries: readonly string[];
}

/** An opportunity in its own words, as the builder reads it. */
export interface OpportunityFacts {
  type: OpportunityType;
  id: number;
  title: string;
  organization: string | null;
  description: string;
  /** Stated requirements, one per entry ("Minimum GPA 3.0", "U.S. citizen"). */
  requirements: readonly string[];
  /** Skills the listing asks for (internships); empty when none stated. */
  skills: readonly string[];
  majors: readonly string[];
  tags: readonly string[];
  educationLevel: string | null;
  location: string | null;
  /** ISO date or null. */
  deadline: string | null;
  /** The award as the listing states it ("$5,000"); null for internships or when unstated. */
  amount: string | null;
}

export interface SourceDocument {
  name: string;
  text: string;
}

export interface BuilderFacts {
  profile: ProfileFacts;
  resume: ResumeDocument;
  documents: readonly SourceDocument[];
  opportunity: OpportunityFacts | null;
}
