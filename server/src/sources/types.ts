// What every source adapter produces: plain, validated rows ready for the import service, which
// adds the unique hash, content hash, provenance and timestamps. Adapters never touch the database.
import type { AwardPeriod, Restriction, ScholarshipKind } from '@futurefund/core';

/** Product §9 filter levels; adapters map each source's vocabulary onto these. */
export type EducationLevel = 'High School' | 'Undergraduate' | 'Graduate' | 'Any';

interface CommonFields {
  /** The record's id within its source (stable across snapshots), or null when the source has none. */
  sourceId: string | null;
  title: string;
  description: string | null;
  eligibility: string | null;
  /** The deadline as the source wrote it (free text), and the same normalised to YYYY-MM-DD. */
  dueDate: string | null;
  deadline: string | null;
  url: string | null;
  location: string | null;
  isRemote: boolean;
  tags: string[];
  requiredStates: string[];
  requiredCountries: string[];
  requiredEducationLevel: EducationLevel | null;
  requiredMajors: string[];
  minGPA: number | null;
  transcriptRequired: boolean;
  lettersOfRecRequired: number;
  /** When the source last confirmed the listing (ISO timestamp), if it says. */
  lastVerifiedAt: string | null;
  /** The source marks the listing closed/inactive. */
  closed: boolean;
  /** The listing's places as codes: US states ('CA'), ISO countries ('CA' is Canada here), city names. */
  stateCodes: string[];
  countryCodes: string[];
  cities: string[];
  /** Fields read from the listing's own words rather than stated by the source (ADR 017). */
  derivedFields: string[];
  /** Who may apply, as the listing's words state it, each with its sentence (set by the enrichment). */
  restrictions?: Restriction[];
}

export interface NormalizedScholarship extends CommonFields {
  type: 'scholarship';
  kind: ScholarshipKind;
  provider: string | null;
  /** As published, e.g. "$5,000" or "32500 GBP"; awardAmountUsd only when the currency is USD. */
  awardAmount: string | null;
  awardAmountUsd: number | null;
  /** The award as numbers in its own currency (never converted); null min = "up to", null max = "from". */
  awardMin: number | null;
  awardMax: number | null;
  /** ISO 4217, null when the text states no currency. */
  awardCurrency: string | null;
  awardPeriod: AwardPeriod | null;
  residencyRequirement: string | null;
  maxGPA: number | null;
  genderRequirement: string | null;
  ethnicityRequirement: string | null;
  firstGeneration: boolean;
  essayRequired: boolean;
  needBased: boolean;
  meritBased: boolean;
}

export interface NormalizedInternship extends CommonFields {
  type: 'internship';
  company: string | null;
  field: string | null;
  position: string | null;
  startDate: string | null;
  endDate: string | null;
  /** null = the source does not say (never guess "unpaid"). */
  isPaid: boolean | null;
  salaryRange: string | null;
  isHybrid: boolean;
  classlevelRequirement: string | null;
  requiredSkills: string[];
  /** e.g. "Summer 2025", "Fall 2026". */
  season: string | null;
  /** Visa sponsorship as the source states it. */
  sponsorship: string | null;
}

export type NormalizedOpportunity = NormalizedScholarship | NormalizedInternship;

export interface SkippedRecord {
  sourceId: string | null;
  reason: string;
}

export interface AdapterResult {
  opportunities: NormalizedOpportunity[];
  skipped: SkippedRecord[];
}

/**
 * A pure function from one raw input to normalised rows. `raw` is the file's text (JSON, CSV), or
 * for directory sources a map of relative path ("opportunities/programs.yaml") -> text. Never throws for a bad record: it is skipped
 * with its reason; throws only when the whole input is unreadable (wrong format).
 */
export interface SourceAdapter {
  name: string;
  description: string;
  /** 'file' adapters read one document; 'directory' adapters read a folder's files. */
  input: 'file' | 'directory';
  /** What a 'directory' adapter reads: files ending so, in every subfolder (default ['.json']). */
  fileExtensions?: readonly string[];
  /** Expected content types when fetched over HTTP. */
  contentTypes: string[];
  parse(raw: string | Record<string, string>, options?: { now?: Date }): AdapterResult;
}
