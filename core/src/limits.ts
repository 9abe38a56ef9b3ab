// Business constants and limits of product §9, in one place for server and web.
export const FREE_PROFILE_VIEWS = 3;
/**
 * Anonymous detail answers that use a free view, per client address per hour (ADR 018): the
 * backstop for clients that drop or make up the visitor cookie, where every listing would look
 * like a first view. Reopening a listing already seen costs nothing, so 60 is twenty visitors'
 * 3 free views an hour behind one school or office address, while a script that drops cookies
 * reads 60 full listings an hour instead of the whole catalog.
 */
export const FREE_VIEWS_PER_ADDRESS_PER_HOUR = 60;
/** Why a detail answer is limited (ADR 018), in the words the page shows. */
export const detailLimitReasons = {
  /** Product §2, upgrade dialog `view_limit`. */
  free_views_used: `You've used all ${FREE_PROFILE_VIEWS} free views`,
  /** FREE_VIEWS_PER_ADDRESS_PER_HOUR reached by the visitor's network. */
  address_limit: 'Free views from your network are used up for this hour',
} as const;
export type DetailLimitCause = keyof typeof detailLimitReasons;
export const PREMIUM_PRICE_PER_WEEK_USD = 5.99;
export const SUBSCRIPTION_SUCCESS_REDIRECT_SECONDS = 10;

export const DEADLINE_REMINDER_DAYS = [7, 3, 1] as const;
export const DEADLINE_REMINDER_HOUR = 9;
export const DEADLINE_HIGHLIGHT_DAYS = 7;

export const NOTIFICATION_DEFAULTS = {
  daysBeforeDeadline: 7,
  priorityThreshold: 70,
  emailFrequency: 'weekly',
} as const;

/** Deadline reminders (product §9): checked daily at 9:00 local time, 7, 3 and 1 days ahead. */
export const DEADLINE_CHECK_HOUR = 9;
export const REMINDER_DAYS_BEFORE = [7, 3, 1] as const;
/** A password reset link works once, for this long. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

export const RECOMMENDATIONS_DEFAULT_LIMIT = 5;
export const RECOMMENDATIONS_TEST_PAGE_LIMIT = 3;
/** The most one call may ask for (the engine stores its top RECOMMENDATIONS_STORED per user). */
export const RECOMMENDATIONS_MAX_LIMIT = 20;
export const RECOMMENDATIONS_STORED = 20;
export const UPCOMING_DEADLINES_LIMIT = 5;
export const MATCH_SCORE_GREEN = 85;
export const MATCH_SCORE_YELLOW = 70;
export const PROFILE_COMPLETION_SECTIONS = 5;
export const DETAIL_TAGS_SHOWN = 3;

export const BROWSE_PAGE_SIZE = 12;
/** The most browse items one request may ask for (a restored Load More depth asks for them at once). */
export const BROWSE_MAX_LIMIT = 100;
/**
 * A text search counts its matches exactly up to this many; beyond it the total reads "More than
 * 1,000" (ADR 009), so a new search costs the same at 100,000 listings as at 10,000. Filters
 * without a search are counted exactly.
 */
export const BROWSE_TOTAL_CAP = 1000;
/** GET /api/scholarships and /api/internships: a page by default, never the whole catalog at once. */
export const TYPE_LIST_PAGE_SIZE = 50;
export const TYPE_LIST_MAX_LIMIT = 100;
/** GET /api/opportunities/facets: the most common choices of each filter, never an unbounded list. */
export const BROWSE_FACET_OPTIONS_MAX = 100;
export const CARD_DESCRIPTION_MAX_CHARS = 120;
/** Listings not verified by their source within this many months rank after fresher ones. */
export const FRESHNESS_MONTHS = 12;

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const THEME_STORAGE_KEY = 'theme';
export const AVATAR_INITIALS_MAX = 2;

export const GRADUATION_YEAR_MIN = 2020;
export const GRADUATION_YEAR_MAX = 2035;
export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;
export const NAME_MIN = 2;
export const DOCUMENT_NAME_MIN = 2;
/** One uploaded file (PDF, DOCX, PNG/JPEG, TXT) at most. */
export const DOCUMENT_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** A document typed or pasted as text: a long essay is ~50,000 characters. */
export const DOCUMENT_TEXT_MAX_CHARS = 200_000;
/** Each user's vault holds at most this much (sum of the documents' own sizes). */
export const VAULT_QUOTA_BYTES = 50 * 1024 * 1024;
/** …and at most this many documents, so the list is never unbounded. */
export const VAULT_DOCUMENTS_MAX = 200;
export const LETTERS_OF_REC_MAX = 5;

/**
 * The public counters show real figures (GET /api/opportunities/counts, ADR 014); the students
 * figure only from this many registered student/family accounts on.
 */
export const STUDENT_COUNT_SHOWN_FROM = 100;

export const PRODUCT_NAME = 'FutureFund';
export const TAGLINE = 'Funding Dreams, Fueling Futures';
