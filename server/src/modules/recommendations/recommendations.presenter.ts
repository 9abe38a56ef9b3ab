import type { MatchCandidate, OpportunityType, ReactionType, Recommendation } from '@futurefund/core';
import type { CandidateRow, StoredRecommendation } from './recommendations.repo';

type Row = CandidateRow & { type: OpportunityType };

const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** A candidate row as the engine reads it. */
export function toCandidate(row: Row): MatchCandidate {
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
    residencyRequirement: row.residencyRequirement,
    genderRequirement: row.genderRequirement,
    ethnicityRequirement: row.ethnicityRequirement,
    firstGeneration: row.firstGeneration,
    isRemote: row.isRemote,
    location: row.location,
    countryCodes: row.countryCodes,
    deadline: row.deadline,
    fresh: row.fresh,
    termFrequencies: Object.fromEntries(
      Object.entries(row.termFrequencies ?? {}).map(([lexeme, tf]) => [lexeme, Number(tf)]),
    ),
    length: Number(row.length),
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
