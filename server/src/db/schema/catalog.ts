import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  text,
  uniqueIndex,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import {
  audienceTags,
  FRESHNESS_MONTHS,
  SEARCH_WORD_MAX_LENGTH,
  SEARCH_WORD_SEPARATORS,
  type Restriction,
} from '@futurefund/core';
import { textArray, timestamptz } from './columns';
import { approvalStatus } from './enums';
import { dataSources } from './sources';
import { users } from './users';

// Columns and indexes shared by the two catalog tables (scholarships, internships).

/** Contributor submission and admin review (product §4 "Submission/approval"). */
export const approvalColumns = () => ({
  contributorId: integer().references(() => users.id, { onDelete: 'set null' }),
  isContributorSubmitted: boolean().notNull().default(false),
  approvalStatus: approvalStatus().notNull().default('pending'),
  approvedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  approvedAt: timestamptz(),
  rejectionReason: text(),
  /**
   * A contributor's form as submitted (core submissionFieldsSchema): the row's own columns are
   * cleaned and enriched from the text, so editing and resubmitting reads the words they typed.
   */
  submittedFields: jsonb().$type<Record<string, unknown>>(),
});

/** Where a listing came from and when an import last saw it; uniqueHash makes imports idempotent. */
export const provenanceColumns = () => ({
  uniqueHash: text(),
  sourceId: integer().references(() => dataSources.id, { onDelete: 'set null' }),
  /** The listing's own id inside its source (sourceId points at the data_sources row). */
  sourceRecordId: text(),
  sourceType: text(),
  sourceUrl: text(),
  firstSeenAt: timestamptz().notNull().defaultNow(),
  lastSeenAt: timestamptz().notNull().defaultNow(),
  lastVerifiedAt: timestamptz(),
  /** Hash of the normalised content: a re-import that changes nothing is counted as unchanged. */
  contentHash: text(),
  /** Set when the source says the listing is closed (or no longer lists it); browse hides it. */
  closedAt: timestamptz(),
  /**
   * Verified by its source within FRESHNESS_MONTHS (core isFresh), as of the last maintenance pass
   * (every import, start and daily tick): stored so the default order is read off an index.
   */
  fresh: boolean().notNull().default(false),
  /**
   * The listing's turn among its source's open listings, most complete first (1, 2, …), as of the
   * last maintenance pass: relevance shows each source's first before any source's second, so no
   * one source fills a page (ADR 068). Null until the next pass, which puts a new row last.
   */
  sourceRank: integer(),
  /** Why closedAt is set: 'source' (the source marks it closed) or 'removed' (a full run no longer lists it). */
  closedReason: text(),
  /**
   * Set on a listing that another listing of the same table already represents (same normalised
   * title + organisation + location, or the same application URL): browse shows only the one with
   * the freshest source, which records the other sources in alsoListedBy.
   */
  duplicateOf: integer(),
  /** Names of the other sources that list the same opportunity (set on the listing shown). */
  alsoListedBy: textArray(),
  /** Normalised title | organisation | location (written, no longer read: ADR 063), and the normalised application URL. */
  dedupeKey: text(),
  urlKey: text(),
});

/**
 * Fields read from the listing's own words rather than stated as fields by its source (product §2:
 * derived fields are marked as derived), and the structured location behind the location filter.
 */
export const derivedColumns = () => ({
  /** Names of the API fields that were derived from the text, e.g. ['essayRequired', 'requiredMajors']. */
  derivedFields: textArray(),
  /** Who may apply, as the listing's own words state it, each with its sentence (ADR 065). */
  restrictions: jsonb().$type<Restriction[]>(),
  /** US state codes ('CA'), ISO country codes ('US', 'CA' for Canada) and city names of the listing's locations. */
  stateCodes: textArray(),
  countryCodes: textArray(),
  cities: textArray(),
  /** The day the last year or season its title names ends (core titlePeriodEnd, ADR 064); null when none. */
  titleEndsOn: date({ mode: 'string' }),
  /** The day the last cycle its own text names ends (core textPeriodEnd); null when none. */
  textEndsOn: date({ mode: 'string' }),
});

// Search columns are STORED generated columns, so no write path can forget to maintain them.
// PostgreSQL refuses array_to_string() in a generated column (it is only STABLE, because element
// output functions in general may depend on settings); for text[] the result cannot change, so the
// extensions migration defines immutable_array_to_string(text[], text) for these expressions.
// Names are SQL column names; a trailing [] marks a text[] column.
const asText = (column: string) =>
  column.endsWith('[]')
    ? `immutable_array_to_string(${column.slice(0, -2)}, ' ')`
    : `coalesce(${column}, '')`;

const joined = (columns: string[]) => columns.map(asText).join(` || ' ' || `);

/**
 * The words of these columns as a search vector, by core's searchWords (ADR 042): lower-cased, split
 * at SEARCH_WORD_SEPARATORS, runs longer than SEARCH_WORD_MAX_LENGTH cut into pieces. Built with
 * array_to_tsvector, not PostgreSQL's text parser, so its words are exactly core's: a browse search
 * is then `search_words @@ 'word':* & ...`, which the GIN index answers without reading the rows.
 */
export const searchWordsSql = (columns: string[]): SQL =>
  sql.raw(
    `array_to_tsvector(array_remove(regexp_split_to_array(regexp_replace(regexp_replace(lower(${joined(columns)}), ` +
      `'${SEARCH_WORD_SEPARATORS}', ' ', 'g'), '([^ ]{${SEARCH_WORD_MAX_LENGTH}})', '\\1 ', 'g'), ' '), ''))`,
  );

/**
 * The tags, lower-cased and joined by a unit separator (a character no tag contains), so "some tag
 * contains X" (the quick chips) is one trigram-indexed LIKE instead of a scan of every tag array.
 */
export const tagTextSql = (): SQL => sql.raw(`lower(immutable_array_to_string(tags, E'\\x1f'))`);

/**
 * The deadline, or 'infinity' when a listing states none. "Open on a day" (deadline none or not
 * passed) is then one range, `deadline_key >= day`, and the deadline order (earliest first, none
 * last) is this column's order: an index on it seeks straight to the first open deadline instead of
 * walking every passed one, which an `IS NULL OR >=` condition cannot do (ADR 041).
 */
export const deadlineKeySql = sql.raw(`coalesce(deadline, 'infinity'::date)`);

/**
 * A listing's last open day (ADR 048, ADR 064): the earliest of its deadline, the end of the last
 * year or season its title names and, for an internship, its season's end; without a deadline,
 * also the end of the last cycle its text names and FRESHNESS_MONTHS after its source last
 * confirmed it (the UTC day, as core isFresh reads it). 'infinity' when nothing bounds it. Open
 * on a day is then `open_until >= day`, one index range, and core closedReason states the same
 * rule. least() skips nulls, so a listing without either stays bounded by the other.
 */
const verifiedUntil = `((last_verified_at AT TIME ZONE 'UTC')::date + interval '${FRESHNESS_MONTHS} months')::date`;
const undatedUntil = `coalesce(deadline, least(${verifiedUntil}, text_ends_on), 'infinity'::date)`;
export const openUntilSql = {
  scholarships: sql.raw(`least(${undatedUntil}, coalesce(title_ends_on, 'infinity'::date))`),
  internships: sql.raw(
    `least(${undatedUntil}, coalesce(title_ends_on, 'infinity'::date), ` +
      `coalesce(season_ends_on, 'infinity'::date))`,
  ),
};

/** Weighted tsvector for ranked full-text search: A ranks above B above C. */
export const searchVectorSql = (weights: Partial<Record<'A' | 'B' | 'C' | 'D', string[]>>): SQL =>
  sql.raw(
    Object.entries(weights)
      .map(([weight, columns]) => `setweight(to_tsvector('english', ${joined(columns)}), '${weight}')`)
      .join(' || '),
  );

type CatalogIndexColumns = Record<
  | 'id'
  | 'title'
  | 'tags'
  | 'location'
  | 'uniqueHash'
  | 'sourceId'
  | 'contributorId'
  | 'approvalStatus'
  | 'deadlineKey'
  | 'searchWords'
  | 'titleWords'
  | 'tagText'
  | 'searchVector'
  | 'stateCodes'
  | 'cities'
  | 'dedupeKey'
  | 'urlKey'
  | 'fresh'
  | 'sourceRank'
  | 'thinRank'
  | 'targeted',
  ExtraConfigColumn
>;

/**
 * How much a listing leaves out (core thinRank): a point each for no deadline, no description and
 * no award or pay. Stored (generated) so the default order is read off an index.
 */
export const thinRankSql = {
  scholarships: sql.raw(
    `((deadline IS NULL)::int + (description IS NULL)::int + (award_amount_usd IS NULL AND award_min IS NULL AND award_max IS NULL)::int)`,
  ),
  internships: sql.raw(`((deadline IS NULL)::int + (description IS NULL)::int + (is_paid IS NULL)::int)`),
};

/** The rows browse can show: approved, not closed by the source, not a duplicate of another listing. */
export const listedRows = sql`approval_status = 'approved' AND closed_at IS NULL AND duplicate_of IS NULL`;

/**
 * Listings written for a group (a state's residents; for scholarships also first-generation
 * students, a gender or a background, as a rule or as the audience its words name): the
 * recommendation engine offers these to a student in the group whatever their words (ADR 023).
 * Few rows, so a partial index keeps that query small.
 */
/** Core's audience tags as SQL literals: a generated column's expression cannot take parameters. */
const audienceTagList = Object.keys(audienceTags)
  .map((tag) => `'${tag}'`)
  .join(', ');
export const targetedRows = {
  scholarships: sql`(cardinality(required_states) > 0 OR first_generation OR coalesce(gender_requirement, '') <> '' OR coalesce(ethnicity_requirement, '') <> '' OR tags && ARRAY[${sql.raw(audienceTagList)}]::text[])`,
  internships: sql`(cardinality(required_states) > 0)`,
};

/**
 * Each index here serves a statement the app runs; every other index only costs writes and, on every
 * statement over the table, planning time (ADR 052 dropped those nothing read).
 */
export const catalogIndexes = (table: 'scholarships' | 'internships', t: CatalogIndexColumns) => [
  uniqueIndex(`${table}_unique_hash_idx`).on(t.uniqueHash),
  // The review queues: one approval state at a time.
  index(`${table}_approval_id_idx`).on(t.approvalStatus, t.id.desc()),
  // Browse shows open listings only: these cover just those rows (a small part of a stale feed).
  index(`${table}_open_id_idx`).on(t.id).where(listedRows),
  index(`${table}_open_deadline_idx`).on(t.deadlineKey, t.id).where(listedRows),
  // The default (relevance) order without a search: fresh first, then each source's turn, then the
  // least thin (ADR 016, ADR 068).
  index(`${table}_open_relevance_idx`).on(t.fresh.desc(), t.sourceRank, t.thinRank, t.id).where(listedRows),
  index(`${table}_contributor_id_idx`).on(t.contributorId),
  index(`${table}_source_id_idx`).on(t.sourceId),
  index(`${table}_tags_idx`).using('gin', t.tags),
  // Only the recommendation engine searches the vector, and only over open listings: indexing just
  // those skips the closed and duplicate rows a stale feed is mostly made of (ADR 023).
  index(`${table}_open_search_vector_idx`).using('gin', t.searchVector).where(listedRows),
  index(`${table}_title_trgm_idx`).using('gin', t.title.op('gin_trgm_ops')),
  // Browse's word search (ADR 042), over the rows browse can show.
  index(`${table}_open_search_words_idx`).using('gin', t.searchWords).where(listedRows),
  // A relevance search reads title hits apart (ADR 042); a rare one in titles is found here.
  index(`${table}_open_title_words_idx`).using('gin', t.titleWords).where(listedRows),
  index(`${table}_tag_text_trgm_idx`).using('gin', t.tagText.op('gin_trgm_ops')),
  index(`${table}_location_trgm_idx`).using('gin', t.location.op('gin_trgm_ops')),
  index(`${table}_state_codes_idx`).using('gin', t.stateCodes),
  // Recommendations read internships where the student lives or wants to work (ADR 070).
  index(`${table}_cities_idx`).using('gin', t.cities),
  index(`${table}_dedupe_key_idx`).on(t.dedupeKey),
  index(`${table}_url_key_idx`).on(t.urlKey),
  // `targeted` is a stored column (not the expression) so ANALYZE knows how few rows it covers and
  // the planner reads this index rather than filtering every open listing.
  index(`${table}_open_targeted_idx`)
    .on(t.deadlineKey, t.id)
    .where(sql`${listedRows} AND targeted`),
];
