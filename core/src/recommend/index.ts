// The recommendation engine (pure): hard eligibility, BM25 topic fit, reachability, feedback.
export {
  BM25_B,
  BM25_K1,
  RETRIEVAL_ROWS,
  bm25,
  bm25Contributions,
  inverseDocumentFrequency,
  retrievalLexemes,
} from './bm25';
export { mergeQueryTerms, topicalSources, topicalWeights, withoutHiddenFacts } from './profile';
export {
  ALGORITHM_VERSION,
  exclusionOf,
  rankRecommendations,
  type RankInput,
  type RankedRecommendation,
} from './rank';
export {
  audienceTags,
  audienceTagsOf,
  checkRequirements,
  isEligible,
  type RequirementCheck,
} from './requirements';
export { statedRestrictionChecks, type StatedCheck } from './stated-checks';
export { featuresOf, jaccard } from './signals';
export type {
  CorpusStats,
  FeedbackItem,
  MatchCandidate,
  MatchProfile,
  QueryTerm,
  TopicalFact,
} from './types';
