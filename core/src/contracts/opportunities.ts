import { z } from '../zod';
import { restrictionCriteria } from '../domain/restrictions';
import { filterEducationLevels, opportunityTypes, scholarshipKinds } from '../enums';
import { BROWSE_MAX_LIMIT, BROWSE_PAGE_SIZE, TYPE_LIST_MAX_LIMIT, TYPE_LIST_PAGE_SIZE } from '../limits';
import { browseChips, browseSorts, browseTypes, deadlineWindows, MAX_ID } from './opportunity-values';

// The plain values of these contracts live apart from their schemas, so a page that needs only
// a value does not load zod (ADR 038).
export * from './opportunity-values';

/** Query strings carry booleans as "true"/"false". */
const queryBoolean = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((value) => value === 'true');
const optionalText = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).optional();
const amount = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .max(100_000_000);

/** Paging in a query string: where to start, and a page size up to `max`. */
const offsetSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .max(1_000_000)
  .default(0);
const limitSchema = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`)
    .default(fallback);

export const browseQuerySchema = z.object({
  q: optionalText(200),
  type: z.enum(browseTypes, { error: `must be one of ${browseTypes.join(', ')}` }).default('all'),
  chip: z.enum(browseChips, { error: `must be one of ${browseChips.join(', ')}` }).optional(),
  deadline: z.enum(deadlineWindows, { error: `must be one of ${deadlineWindows.join(', ')}` }).default('all'),
  educationLevel: z
    .enum(filterEducationLevels, { error: `must be one of ${filterEducationLevels.join(', ')}` })
    .optional(),
  minGpa: z.coerce
    .number({ error: 'must be a number' })
    .min(0, 'must be between 0 and 5')
    .max(5, 'must be between 0 and 5')
    .optional(),
  major: optionalText(100),
  minAmount: amount.optional(),
  maxAmount: amount.optional(),
  remote: queryBoolean.optional(),
  location: optionalText(100),
  campus: optionalText(100),
  essay: z.enum(['required', 'none'], { error: 'must be required or none' }).optional(),
  includeClosed: queryBoolean.optional(),
  sort: z.enum(browseSorts, { error: `must be one of ${browseSorts.join(', ')}` }).default('relevance'),
  offset: offsetSchema,
  limit: limitSchema(BROWSE_MAX_LIMIT, BROWSE_PAGE_SIZE),
});
export type BrowseQuery = z.infer<typeof browseQuerySchema>;
export type BrowseQueryInput = z.input<typeof browseQuerySchema>;

/** Product §3 "Opportunity list item", plus what a card needs to show without a second request. */
/** The award normalised: amounts in the award's own currency (never converted), per period. */
const awardShape = {
  awardMin: z.number().nullable(),
  awardMax: z.number().nullable(),
  awardCurrency: z.string().nullable(),
  awardPeriod: z.string().nullable(),
};

/** Where a listing comes from and how fresh it is (product §2: every card and detail says so). */
const provenanceShape = {
  /** The data source's name; null for listings posted on FutureFund itself. */
  sourceName: z.string().nullable(),
  /** When the source last confirmed the listing (ISO); null when it never said. */
  lastVerifiedAt: z.string().nullable(),
  /** Verified within FRESHNESS_MONTHS as of the catalog's last upkeep (relevance ranks these first). */
  fresh: z.boolean(),
  /** API field names read from the listing's own words rather than stated by the source. */
  derivedFields: z.array(z.string()),
};

export const opportunityListItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(opportunityTypes),
  kind: z.enum([...scholarshipKinds, 'internship']),
  title: z.string(),
  /** Provider of a scholarship, company of an internship. */
  organization: z.string().nullable(),
  /** The card's excerpt (product §9): the first 120 characters, then '...' when longer. The detail has it all. */
  description: z.string().nullable(),
  dueDate: z.string().nullable(),
  /** Normalised YYYY-MM-DD deadline (filters, sorting, "In N days"). */
  deadline: z.string().nullable(),
  awardAmount: z.string().nullable(),
  awardAmountUsd: z.number().int().nullable(),
  isPaid: z.boolean().nullable(),
  tags: z.array(z.string()),
  location: z.string().nullable(),
  isRemote: z.boolean(),
  isHybrid: z.boolean(),
  minGPA: z.number().nullable(),
  requiredEducationLevel: z.string().nullable(),
  requiredMajors: z.array(z.string()),
  essayRequired: z.boolean(),
  needBased: z.boolean(),
  meritBased: z.boolean(),
  closed: z.boolean(),
  /** The day an internship's last season ends (null for scholarships and unseasoned listings). */
  seasonEndsOn: z.string().nullable(),
  /** The day the last year or season its title names ends ("Scholarship 2024"); null when it names none. */
  titleEndsOn: z.string().nullable(),
  /** The day the last cycle its own text names ends ("for the academic year 2024/25"); null when none. */
  textEndsOn: z.string().nullable(),
  /** The places the location text names, as codes (the location filter compares these). */
  stateCodes: z.array(z.string()),
  countryCodes: z.array(z.string()),
  cities: z.array(z.string()),
  /** The award normalised from the listing's text (scholarships; see formatAward). */
  ...awardShape,
  ...provenanceShape,
  /**
   * The listing's turn among its source's open listings, most complete first, as of the catalog's
   * last upkeep: relevance shows each source's first before any source's second (ADR 068); null
   * until the next upkeep.
   */
  sourceRank: z.number().int().nullable(),
});
export type OpportunityListItem = z.infer<typeof opportunityListItemSchema>;
/** A list answer: browse, similar, and the scholarship and internship lists. */
export const opportunityListSchema = z.array(opportunityListItemSchema);

/** An id in a JSON body. */
export const idSchema = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be a positive id')
  .max(MAX_ID, 'is too large');

export const idParamSchema = z.object({
  id: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be a positive id')
    .max(MAX_ID, 'is too large'),
});

export const similarQuerySchema = z.object({
  type: z.enum(opportunityTypes, { error: 'must be scholarship or internship' }),
  id: idParamSchema.shape.id,
});

const text = z.string().nullable();
const iso = z.string().nullable();

/** Fields both detail pages show. */
const detailCommon = {
  id: z.number().int(),
  title: z.string(),
  description: text,
  eligibility: text,
  dueDate: text,
  deadline: text,
  url: text,
  tags: z.array(z.string()),
  location: text,
  isRemote: z.boolean(),
  requiredStates: z.array(z.string()),
  requiredCountries: z.array(z.string()),
  residencyRequirement: text,
  minGPA: z.number().nullable(),
  requiredEducationLevel: text,
  requiredMajors: z.array(z.string()),
  transcriptRequired: z.boolean(),
  portfolioRequired: z.boolean(),
  lettersOfRecRequired: z.number().int(),
  closed: z.boolean(),
  /** Why a closed listing is closed by its source: it said so, or it no longer lists it. */
  closedBy: z.enum(['source', 'removed']).nullable(),
  /** The day the last year or season its title names ends; null when it names none. */
  titleEndsOn: text,
  /** The day the last cycle its own text names ends; null when it names none. */
  textEndsOn: text,
  sourceType: text,
  ...provenanceShape,
  /** Other sources that list the same opportunity (de-duplicated into this one). */
  alsoListedBy: z.array(z.string()),
  /** Who may apply, read from the listing's own words, each with the sentence it came from. */
  restrictions: z.array(
    z.object({ criterion: z.enum(restrictionCriteria), value: z.string(), evidence: z.string() }),
  ),
  lastSeenAt: iso,
  createdAt: z.string(),
};

export const scholarshipDetailSchema = z.object({
  ...detailCommon,
  type: z.literal('scholarship'),
  kind: z.enum(scholarshipKinds),
  provider: text,
  awardAmount: text,
  awardAmountUsd: z.number().int().nullable(),
  ...awardShape,
  maxGPA: z.number().nullable(),
  requiredSchoolType: text,
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  genderRequirement: text,
  ethnicityRequirement: text,
  firstGeneration: z.boolean(),
  essayRequired: z.boolean(),
  interviewRequired: z.boolean(),
  needBased: z.boolean(),
  meritBased: z.boolean(),
  maxFamilyIncome: z.number().int().nullable(),
});
export type ScholarshipDetail = z.infer<typeof scholarshipDetailSchema>;

export const internshipDetailSchema = z.object({
  ...detailCommon,
  type: z.literal('internship'),
  company: text,
  field: text,
  position: text,
  /** The deadline as the detail page reads it (product §3). */
  applicationDeadline: text,
  startDate: text,
  endDate: text,
  isPaid: z.boolean().nullable(),
  salaryRange: text,
  isHybrid: z.boolean(),
  classlevelRequirement: text,
  experienceRequired: z.boolean(),
  requiredSkills: z.array(z.string()),
  preferredSkills: z.array(z.string()),
  coverLetterRequired: z.boolean(),
  season: text,
  seasonEndsOn: text,
  sponsorship: text,
  durationWeeks: z.number().int().nullable(),
  hoursPerWeek: z.number().int().nullable(),
});
export type InternshipDetail = z.infer<typeof internshipDetailSchema>;

/**
 * Product §3 "Access info": the answer of POST /api/check-access and POST /api/use-profile-view.
 * An anonymous visitor's `viewsUsed` is the number of distinct listings opened. From check-access
 * (and use-profile-view without a listing) `hasAccess` says whether a new listing would still be
 * answered in full; from use-profile-view with a listing, whether that listing is (ADR 018).
 */
export const accessInfoSchema = z.object({
  hasAccess: z.boolean(),
  viewsUsed: z.number().int(),
  isAuthenticated: z.boolean(),
  hasApplicationAccess: z.boolean(),
});
export type AccessInfo = z.infer<typeof accessInfoSchema>;

/**
 * POST /api/use-profile-view (product §7): the listing whose detail page just loaded. The body is
 * optional (no body reaches the schema as null): without it the call records nothing and only
 * answers the access info (ADR 018).
 */
export const profileViewSchema = z
  .object(
    {
      opportunityType: z.enum(opportunityTypes, { error: 'must be scholarship or internship' }),
      opportunityId: idSchema,
    },
    { error: 'must be an object with opportunityType and opportunityId' },
  )
  .nullish();
export type ProfileView = NonNullable<z.infer<typeof profileViewSchema>>;

/** POST /api/recommendations/events (product §7 "Tracking event"). */
export const trackingEventSchema = z.object({
  opportunityId: idSchema,
  opportunityType: z.enum(opportunityTypes),
  eventType: z.enum(['impression', 'click', 'application', 'feedback']),
  metadata: z
    .object({ source: z.string().trim().min(1).max(100) })
    .partial()
    .optional(),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/**
 * GET /api/scholarships and /api/internships (product §7 lists): paging over the open listings,
 * like browse; the exact number of open listings of the type comes in the total header.
 */
export const typeListQuerySchema = z.object({
  offset: offsetSchema,
  limit: limitSchema(TYPE_LIST_MAX_LIMIT, TYPE_LIST_PAGE_SIZE),
});

/**
 * GET /api/opportunities/counts: what the public counters show (product §1, ADR 014). Open,
 * approved listings by the browse rule (grants and fellowships count as scholarships) and the
 * registered student/family accounts.
 */
export const opportunityCountsSchema = z.object({
  scholarships: z.number().int().min(0),
  internships: z.number().int().min(0),
  students: z.number().int().min(0),
});
export type OpportunityCounts = z.infer<typeof opportunityCountsSchema>;

/** One choice of a browse filter found in the open catalog, and how many open listings carry it. */
export const facetOptionSchema = z.object({ value: z.string(), count: z.number().int().min(1) });
export type FacetOption = z.infer<typeof facetOptionSchema>;

/**
 * The University/Campus and Major choices browse can offer: only values open listings carry, so
 * every choice finds at least one listing (counts are listings carrying it, not the result total:
 * the Major filter also keeps listings open to every major, ADR 008).
 */
export const opportunityFacetsSchema = z.object({
  campuses: z.array(facetOptionSchema),
  majors: z.array(facetOptionSchema),
});
export type OpportunityFacets = z.infer<typeof opportunityFacetsSchema>;

/** POST /api/recommendations/events answers this once the event is stored. */
export const trackingEventAnswerSchema = z.object({ success: z.literal(true) });
