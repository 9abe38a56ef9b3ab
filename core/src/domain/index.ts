// Pure domain logic shared by server and web.
export { awardPeriods, parseAward, parseAwardAmountUsd, type AwardPeriod, type ParsedAward } from './award';
export { normalizeDeadline, type NormalizeDeadlineOptions } from './dates';
export { asianOrigins } from './heritage';
export {
  addDays,
  browseInMemory,
  browseReaderOf,
  fitsReader,
  type BrowseReader,
  type ReaderProfile,
  chipRules,
  matchesChip,
  type ChipRule,
  compareForSort,
  deadlineToday,
  deadlineWindowDays,
  isCampusTag,
  locationCondition,
  matchesBrowseQuery,
  searchableText,
} from './browse';
export { SEARCH_WORD_MAX_LENGTH, SEARCH_WORD_SEPARATORS, searchWords, wordsMatch } from './search-words';
export {
  educationGroupOf,
  equivalentPlaceNames,
  evaluateEligibility,
  parseGpa,
  type EducationGroup,
  type EligibilityCheck,
  type EligibilityCriterion,
  type EligibilityOpportunity,
  type EligibilityProfile,
  type EligibilityStatus,
} from './eligibility';
export {
  canContribute,
  hasApplicationAccess,
  isAdmin,
  premiumPlan,
  type AccessSubject,
  type PaidPeriod,
} from './access';
export { lastTermEnd, seasonsEnded, termEndDate, termParts } from './seasons';
export {
  seasonWithinTitle,
  titlePeriodEnd,
  titlePeriods,
  titleTerms,
  type TitlePeriod,
} from './title-period';
export { textPeriodEnd } from './text-period';
export {
  closedReason,
  closedReasons,
  freshSince,
  isFresh,
  isOpen,
  type ClosedBy,
  type ClosedReason,
  type FreshnessFacts,
} from './freshness';
export { resolveLocationQuery, type LocationQuery } from './location';
export { usStates, usStateFromCode, usStateFromName } from './places/us-states';
export { canadianProvinceNames, isCanadianProvince } from './places/canada';
export { indianStateFromName, indianStateNames } from './places/india';
export { fieldFamilies, fieldsMatch } from './fields';
export {
  restrictionCriteria,
  restrictionLabels,
  type Restriction,
  type RestrictionCriterion,
} from './restrictions';
export { countryFromCode, countryFromName } from './places/countries';
export { knownPlace, type KnownPlace } from './places/cities';
export { awardRecurs } from './award';
export { moneyFigures, type MoneyFigure } from './award-figures';
export { awardKind, awardKindLabels, awardKinds, type AwardKind, type AwardWords } from './award-kind';
