import { and, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { MatchSignal, OpportunityType, ProfileFactKey, ReactionType } from '@futurefund/core';
import type { Database } from '../../db/client';
import {
  internships,
  recommendationEvents,
  recommendations,
  scholarships,
  userProfiles,
  users,
} from '../../db/schema';
import type { Table } from '../opportunities/browse-sql';
import {
  anyLexeme,
  candidateObject,
  nearbyCondition,
  openListed,
  prefilters,
  targetedCondition,
  textArray,
  type CandidateRow,
} from './candidates-sql';
import { educationGroupOf, type MatchProfile } from '@futurefund/core';

export type NewRecommendationEvent = typeof recommendationEvents.$inferInsert;
export type { CandidateRow };
export type MatchProfileRow = MatchProfile & { recommendationsKey: string | null };

/** The computed top list written for one user, best first. */
export interface StoredRecommendation {
  type: OpportunityType;
  id: number;
  score: number;
  reasoning: string;
  signals: MatchSignal[];
}

const tableOf = (type: OpportunityType): Table => (type === 'scholarship' ? 'scholarships' : 'internships');
const catalogTable = (type: OpportunityType) => (type === 'scholarship' ? scholarships : internships);
/** Candidates the text search brings per type, and those a stated group brings. */
const SEARCH_LIMIT = 60;
const TARGETED_LIMIT = 60;

function candidateStatements(db: Database) {
  /**
   * Open listings whose words include any of `retrieval`, best text rank first; `within` narrows
   * them (to a place, for nearby internships).
   */
  async function search(
    table: Table,
    profile: MatchProfile,
    lexemes: readonly string[],
    retrieval: readonly string[],
    today: string,
    within: SQL[] = [],
  ): Promise<CandidateRow[]> {
    const t = table === 'scholarships' ? scholarships : internships;
    const query = anyLexeme(retrieval);
    const where: SQL[] = [
      openListed(table, today),
      ...prefilters(table, profile),
      ...within,
      sql`search_vector @@ ${query}`,
    ];
    const rows = await db
      .select(candidateObject(table, lexemes))
      .from(t)
      .where(and(...where))
      .orderBy(sql`ts_rank(search_vector, ${query}) DESC`, t.id)
      .limit(SEARCH_LIMIT);
    return rows.map((row) => row.candidate);
  }

  return {
    search,

    /** Open listings written for a group the student belongs to, soonest deadline first. */
    async targeted(
      table: Table,
      profile: MatchProfile,
      lexemes: readonly string[],
      today: string,
    ): Promise<CandidateRow[]> {
      const condition = targetedCondition(table, profile);
      if (condition === null) return [];
      const t = table === 'scholarships' ? scholarships : internships;
      const rows = await db
        .select(candidateObject(table, lexemes))
        .from(t)
        .where(and(openListed(table, today), sql`targeted`, ...prefilters(table, profile), condition))
        // The most about the student first: a group can have more listings than the limit.
        .orderBy(
          ...(lexemes.length > 0 ? [sql`ts_rank(search_vector, ${anyLexeme(lexemes)}) DESC`] : []),
          sql`deadline ASC NULLS LAST`,
          t.id,
        )
        .limit(TARGETED_LIMIT);
      return rows.map((row) => row.candidate);
    },

    /**
     * Open listings where the student lives or wants to be whose words match the profile's: an
     * internship is work in a place and an award is often for a school in it, so the nearby ones
     * are candidates even when listings elsewhere match more of the student's words. Awards in a
     * place are few, so any of the profile's words finds them ("Business" for a business school's
     * award); internships are many, so only the search's telling words do.
     */
    async nearby(
      table: Table,
      profile: MatchProfile,
      lexemes: readonly string[],
      retrieval: readonly string[],
      today: string,
    ): Promise<CandidateRow[]> {
      const place = nearbyCondition(profile);
      const words = table === 'scholarships' ? lexemes : retrieval;
      if (place === null || words.length === 0) return [];
      return search(table, profile, lexemes, words, today, [place]);
    },

    /**
     * Open listings stated for the student's level when that level is high school: few listings
     * are written for high-school students, and each is for someone like them whatever its words.
     */
    async forLevel(
      table: Table,
      profile: MatchProfile,
      lexemes: readonly string[],
      today: string,
    ): Promise<CandidateRow[]> {
      if (educationGroupOf(profile.educationLevel) !== 'High School') return [];
      const t = table === 'scholarships' ? scholarships : internships;
      const rows = await db
        .select(candidateObject(table, lexemes))
        .from(t)
        .where(
          and(
            openListed(table, today),
            sql`lower(btrim(required_education_level)) = 'high school'`,
            ...prefilters(table, profile),
          ),
        )
        .orderBy(sql`deadline ASC NULLS LAST`, t.id)
        .limit(TARGETED_LIMIT);
      return rows.map((row) => row.candidate);
    },

    /** The candidate columns of chosen listings (the stored list, read back), open ones only. */
    async byIds(type: OpportunityType, ids: readonly number[], today: string): Promise<CandidateRow[]> {
      if (ids.length === 0) return [];
      const table = tableOf(type);
      const t = catalogTable(type);
      const rows = await db
        .select(candidateObject(table, []))
        .from(t)
        .where(and(openListed(table, today), inArray(t.id, [...ids])));
      return rows.map((row) => row.candidate);
    },
  };
}

function statsStatements(db: Database) {
  return {
    /** Open listings of the table and their mean number of distinct lexemes (BM25's N and avgdl). */
    async corpusSize(table: Table, today: string): Promise<{ documents: number; averageLength: number }> {
      const [row] = await db
        .select({
          documents: sql<number>`count(*)::int`,
          averageLength: sql<number>`coalesce(avg(length(search_vector)), 0)::float8`,
        })
        .from(catalogTable(table === 'scholarships' ? 'scholarship' : 'internship'))
        .where(openListed(table, today));
      return { documents: Number(row?.documents ?? 0), averageLength: Number(row?.averageLength ?? 0) };
    },

    /** How many open listings contain the lexeme (BM25's document frequency). */
    async documentFrequency(table: Table, lexeme: string, today: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(catalogTable(table === 'scholarships' ? 'scholarship' : 'internship'))
        .where(sql`${openListed(table, today)} AND search_vector @@ ${anyLexeme([lexeme])}`);
      return Number(row?.n ?? 0);
    },

    /** Each text as the lexemes the catalog's English text search makes of it, in order. */
    async lexemes(texts: readonly string[]): Promise<string[][]> {
      if (texts.length === 0) return [];
      const rows = await db
        .select({ lexemes: sql<string[]>`tsvector_to_array(to_tsvector('english', x.t))` })
        .from(sql`unnest(${textArray(texts)}) WITH ORDINALITY AS x(t, n)`)
        .orderBy(sql`x.n`);
      return rows.map((row) => row.lexemes);
    },
  };
}

function storeStatements(db: Database) {
  return {
    /** The engine's view of the profile across both tables, hidden facts and the stored key. */
    async matchProfile(userId: number): Promise<MatchProfileRow | null> {
      const [row] = await db
        .select({
          educationLevel: users.educationLevel,
          graduationYear: users.graduationYear,
          gpa: users.gpa,
          intendedMajor: users.intendedMajor,
          skills: users.skills,
          interests: users.interests,
          city: users.city,
          state: users.state,
          country: users.country,
          careerGoals: userProfiles.careerGoals,
          preferredIndustries: userProfiles.preferredIndustries,
          preferredLocations: userProfiles.preferredLocations,
          citizenship: userProfiles.citizenship,
          firstGeneration: userProfiles.firstGeneration,
          gender: userProfiles.gender,
          ethnicity: userProfiles.ethnicity,
          hiddenFacts: userProfiles.hiddenMatchFacts,
          recommendationsKey: userProfiles.recommendationsKey,
        })
        .from(users)
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .where(eq(users.id, userId));
      if (!row) return null;
      return {
        ...row,
        preferredIndustries: row.preferredIndustries ?? [],
        preferredLocations: row.preferredLocations ?? [],
        hiddenFacts: (row.hiddenFacts ?? []) as ProfileFactKey[],
      };
    },

    /** The user's reactions with each listing's title and tags (closed listings keep teaching too). */
    async feedback(userId: number) {
      const rows = await db
        .select({
          type: recommendations.opportunityType,
          id: recommendations.opportunityId,
          reaction: recommendations.userFeedback,
          rating: recommendations.rating,
          dismissed: recommendations.isDismissed,
          title: sql<string | null>`coalesce(s.title, i.title)`,
          tags: sql<string[] | null>`coalesce(s.tags, i.tags)`,
        })
        .from(recommendations)
        .leftJoin(
          sql`scholarships s`,
          sql`${recommendations.opportunityType} = 'scholarship' AND s.id = ${recommendations.opportunityId}`,
        )
        .leftJoin(
          sql`internships i`,
          sql`${recommendations.opportunityType} = 'internship' AND i.id = ${recommendations.opportunityId}`,
        )
        .where(
          and(
            eq(recommendations.userId, userId),
            or(isNotNull(recommendations.userFeedback), eq(recommendations.isDismissed, true)),
          ),
        )
        .orderBy(recommendations.opportunityType, recommendations.opportunityId);
      return rows.map((row) => ({
        type: row.type,
        id: row.id,
        reaction: (row.reaction ?? 'thumbs_down') as ReactionType,
        rating: row.rating,
        title: row.title ?? '',
        tags: row.tags ?? [],
      }));
    },

    /** The stored top list of the computation `key`, best first (dismissed ones left out). */
    async stored(userId: number, key: string): Promise<StoredRecommendation[]> {
      const rows = await db
        .select({
          type: recommendations.opportunityType,
          id: recommendations.opportunityId,
          score: recommendations.score,
          reasons: recommendations.matchReasons,
        })
        .from(recommendations)
        .where(
          and(
            eq(recommendations.userId, userId),
            eq(recommendations.computedFor, key),
            eq(recommendations.isDismissed, false),
          ),
        )
        // Lists stored before list_position existed have none: score, then insertion order.
        .orderBy(
          sql`${recommendations.listPosition} NULLS LAST`,
          desc(recommendations.score),
          recommendations.id,
        );
      return rows.map((row) => ({
        type: row.type,
        id: row.id,
        score: row.score,
        reasoning: row.reasons?.reasoning ?? '',
        signals: row.reasons?.signals ?? [],
      }));
    },

    /**
     * Replaces the user's computed list with `ranked` and records the key it was computed for, in
     * one statement (atomic without a transaction's round trips, ADR 050). Rows ranked again are
     * updated in place with their new place in the list; rows no longer ranked are deleted unless
     * they hold a reaction, and those keep an older key, so `stored` never reads them.
     */
    async replace(userId: number, key: string, algorithm: string, ranked: readonly StoredRecommendation[]) {
      const list = ranked.map((item, position) => ({
        type: item.type,
        id: item.id,
        score: item.score,
        reasons: { reasoning: item.reasoning, signals: item.signals },
        position,
      }));
      await db.execute(sql`
        WITH ranked AS (
          SELECT * FROM jsonb_to_recordset(${JSON.stringify(list)}::jsonb)
            AS k(type opportunity_type, id integer, score integer, reasons jsonb, position smallint)
        ), dropped AS (
          DELETE FROM recommendations r
          WHERE r.user_id = ${userId} AND r.user_feedback IS NULL AND NOT r.is_dismissed
            AND NOT EXISTS (SELECT 1 FROM ranked WHERE ranked.type = r.opportunity_type AND ranked.id = r.opportunity_id)
        ), listed AS (
          INSERT INTO recommendations AS r (user_id, opportunity_type, opportunity_id, score, match_reasons,
            last_algorithm_version, computed_for, list_position)
          SELECT ${userId}, type, id, score, reasons, ${algorithm}, ${key}, position FROM ranked
          ON CONFLICT (user_id, opportunity_type, opportunity_id) DO UPDATE SET
            score = excluded.score, match_reasons = excluded.match_reasons,
            last_algorithm_version = excluded.last_algorithm_version, computed_for = excluded.computed_for,
            list_position = excluded.list_position, updated_at = now()
        )
        INSERT INTO user_profiles (user_id, recommendations_key) VALUES (${userId}, ${key})
        ON CONFLICT (user_id) DO UPDATE SET recommendations_key = excluded.recommendations_key, updated_at = now()`);
    },
  };
}

/** The user's own row for one listing. */
const ownRow = (userId: number, type: OpportunityType, id: number) =>
  and(
    eq(recommendations.userId, userId),
    eq(recommendations.opportunityType, type),
    eq(recommendations.opportunityId, id),
  );

function feedbackStatements(db: Database) {
  return {
    /** True when the listing exists and is public (approved), open or not. */
    async listingExists(type: OpportunityType, id: number): Promise<boolean> {
      const t = catalogTable(type);
      const [row] = await db
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.id, id), eq(t.approvalStatus, 'approved')));
      return row !== undefined;
    },

    /** Stores the reaction on the user's row for that listing (created when it had none). */
    async saveFeedback(
      userId: number,
      type: OpportunityType,
      id: number,
      reaction: ReactionType,
      rating: number | null,
    ) {
      const values = { userFeedback: reaction, rating, isDismissed: reaction === 'thumbs_down' };
      const [row] = await db
        .insert(recommendations)
        .values({ userId, opportunityType: type, opportunityId: id, score: 0, ...values })
        .onConflictDoUpdate({
          target: [recommendations.userId, recommendations.opportunityType, recommendations.opportunityId],
          set: {
            ...values,
            rating: rating === null ? sql`${recommendations.rating}` : rating,
            updatedAt: new Date(),
          },
        })
        .returning({ score: recommendations.score, computedFor: recommendations.computedFor });
      return row?.computedFor ? row.score : null;
    },

    async findFeedback(userId: number, type: OpportunityType, id: number) {
      const [row] = await db
        .select({ reactionType: recommendations.userFeedback, rating: recommendations.rating })
        .from(recommendations)
        .where(ownRow(userId, type, id));
      return row ?? null;
    },

    /** Marks the user's row viewed or applied; answers its score when it was recommended. */
    async markInteraction(
      userId: number,
      type: OpportunityType,
      id: number,
      change: { isViewed?: true; isApplied?: true },
    ) {
      const [row] = await db
        .update(recommendations)
        .set(change)
        .where(ownRow(userId, type, id))
        .returning({ score: recommendations.score, computedFor: recommendations.computedFor });
      return row?.computedFor ? row.score : null;
    },

    async insertEvent(event: NewRecommendationEvent): Promise<void> {
      await db.insert(recommendationEvents).values(event);
    },

    async hiddenFacts(userId: number): Promise<ProfileFactKey[]> {
      const [row] = await db
        .select({ hidden: userProfiles.hiddenMatchFacts })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId));
      return (row?.hidden ?? []) as ProfileFactKey[];
    },

    async setHiddenFacts(userId: number, hidden: readonly ProfileFactKey[]) {
      await db
        .insert(userProfiles)
        .values({ userId, hiddenMatchFacts: [...hidden] })
        .onConflictDoUpdate({
          target: userProfiles.userId,
          set: { hiddenMatchFacts: [...hidden], updatedAt: new Date() },
        });
    },
  };
}

function statements(db: Database) {
  return {
    ...candidateStatements(db),
    ...statsStatements(db),
    ...storeStatements(db),
    ...feedbackStatements(db),
  };
}

export function createRecommendationsRepo(db: Database) {
  return statements(db);
}

export type RecommendationsRepo = ReturnType<typeof createRecommendationsRepo>;
