import type {
  MatchCandidate,
  OpportunityType,
  ReactionType,
  Recommendation,
  RestrictionCriterion,
} from '@futurefund/core';
import type { CandidateRow, StoredRecommendation } from './recommendations.repo';

type Row = CandidateRow & { type: OpportunityType };

const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** How much each occurrence of a lexeme counts: in the title (A) 3, tags/majors/field (B) 2, else 1. */
const WEIGHT_POINTS: Readonly<Record<string, number>> = { A: 3, B: 2 };

/**
 * Weighted frequency of each lexeme from candidates-sql's 'lexeme:weights' texts ('comput:AC' is
 * 3 + 1). The weights never hold a colon, so the last one splits; a lexeme stored without
 * positions has no weights and counts 0.
 */
export function weightedFrequencies(termWeights: readonly string[]): Record<string, number> {
  const frequencies: Record<string, number> = {};
  for (const entry of termWeights) {
    const split = entry.lastIndexOf(':');
    let points = 0;
    for (const weight of entry.slice(split + 1)) points += WEIGHT_POINTS[weight] ?? 1;
    frequencies[entry.slice(0, split)] = points;
  }
  return frequencies;
}

/**
 * A candidate row as the engine reads it. An internship has no gender, heritage or citizenship
 * columns, so what its words state (its restrictions, ADR 065) stands in for them.
 */
export function toCandidate(row: Row): MatchCandidate {
  const stated = (criterion: RestrictionCriterion) =>
    row.restrictions?.find((restriction) => restriction.criterion === criterion)?.value ?? null;
  return {
    type: row.type,
    id: row.id,
    title: row.title,
    tags: row.tags,
    minGPA: row.minGPA === null ? null : Number(row.minGPA),
    maxGPA: row.maxGPA === null ? null : Number(row.maxGPA),
    requiredEducationLevel: row.requiredEducationLevel,
    requiredMajors: row.requiredMajors,
    requiredStates: row.requiredStates,
    requiredCountries: row.requiredCountries,
    residencyRequirement: row.residencyRequirement ?? stated('citizenship'),
    genderRequirement: row.genderRequirement ?? stated('gender'),
    ethnicityRequirement: row.ethnicityRequirement ?? stated('ethnicity'),
    firstGeneration: row.firstGeneration || stated('firstGeneration') !== null,
    isRemote: row.isRemote,
    location: row.location,
    countryCodes: row.countryCodes,
    stateCodes: row.stateCodes,
    deadline: row.deadline,
    fresh: row.fresh,
    termFrequencies: weightedFrequencies(row.termWeights ?? []),
    length: Number(row.length),
    restrictions: row.restrictions ?? [],
    field: row.field,
    provider: row.provider,
    awardKnown: Boolean(row.awardAmount?.trim()) || row.isPaid !== null,
  };
}

/** Product §3 "recommendation as shown": the listing's fields, its score and why. */
export function toRecommendation(
  row: Row,
  ranked: StoredRecommendation,
  reaction: ReactionType | null,
): Recommendation {
  const shown = {
    id: row.id,
    title: row.title,
    description: row.description,
    eligibility: row.eligibility,
    url: row.url,
    tags: row.tags,
    createdAt: iso(row.createdAt)!,
    relevanceScore: ranked.score,
    relevanceReasoning: ranked.reasoning,
    signals: ranked.signals,
    deadlineDate: row.deadline,
    sourceName: row.sourceName,
    lastVerifiedAt: iso(row.lastVerifiedAt),
    reaction,
  };
  return row.type === 'scholarship'
    ? { ...shown, type: 'scholarship', awardAmount: row.awardAmount, dueDate: row.dueDate }
    : {
        ...shown,
        type: 'internship',
        company: row.company,
        field: row.field,
        deadline: row.dueDate ?? row.deadline,
        isPaid: row.isPaid,
      };
}
