import { and, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { MatchSignal, OpportunityType, ProfileFactKey, ReactionType } from '@futurefund/core';
import type { Database } from '../../db/client';
import { transactional } from '../../db/transaction';
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
  candidateColumns,
  openListed,
  prefilters,
  targetedCondition,
  textArray,
} from './candidates-sql';
import type { MatchProfile } from '@futurefund/core';

export type NewRecommendationEvent = typeof recommendationEvents.$inferInsert;
export type CandidateRow = Awaited<ReturnType<ReturnType<typeof candidateStatements>['search']>>[number];
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
  return {
    /** Open listings whose words include any of `retrieval`, best text rank first. */
    async search(
      table: Table,
      profile: MatchProfile,
      lexemes: readonly string[],
      retrieval: readonly string[],
      today: string,
    ) {
      const t = table === 'scholarships' ? scholarships : internships;
      const query = anyLexeme(retrieval);
      const where: SQL[] = [
        openListed(table, today),
        ...prefilters(table, profile),
        sql`search_vector @@ ${query}`,
      ];
      return db
        .select(candidateColumns(table, lexemes))
        .from(t)
        .where(and(...where))
        .orderBy(sql`ts_rank(search_vector, ${query}) DESC`, t.id)
        .limit(SEARCH_LIMIT);
    },

    /** Open listings written for a group the student belongs to, soonest deadline first. */
    async targeted(table: Table, profile: MatchProfile, lexemes: readonly string[], today: string) {
      const condition = targetedCondition(table, profile);
      if (condition === null) return [];
      const t = table === 'scholarships' ? scholarships : internships;
      return db
        .select(candidateColumns(table, lexemes))
        .from(t)
        .where(and(openListed(table, today), sql`targeted`, ...prefilters(table, profile), condition))
        .orderBy(sql`deadline ASC NULLS LAST`, t.id)
        .limit(TARGETED_LIMIT);
    },

    /** The candidate columns of chosen listings (the stored list, read back), open ones only. */
    async byIds(type: OpportunityType, ids: readonly number[], today: string) {
      if (ids.length === 0) return [];
      const table = tableOf(type);
      const t = catalogTable(type);
      return db
        .select(candidateColumns(table, []))
        .from(t)
        .where(and(openListed(table, today), inArray(t.id, [...ids])));
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
        .orderBy(desc(recommendations.score), recommendations.id);
      return rows.map((row) => ({
        type: row.type,
        id: row.id,
        score: row.score,
        reasoning: row.reasons?.reasoning ?? '',
        signals: row.reasons?.signals ?? [],
      }));
    },

    /**
     * Replaces the user's computed list with `ranked` and records the key it was computed for.
     * Rows with reactions stay for their feedback; those not ranked again keep an older key, so
     * `stored` never reads them.
     */
    async replace(userId: number, key: string, algorithm: string, ranked: readonly StoredRecommendation[]) {
      await db
        .delete(recommendations)
        .where(
          and(
            eq(recommendations.userId, userId),
            sql`${recommendations.userFeedback} IS NULL AND NOT ${recommendations.isDismissed}`,
          ),
        );
      if (ranked.length > 0)
        await db
          .insert(recommendations)
          .values(
            ranked.map((item) => ({
              userId,
              opportunityType: item.type,
              opportunityId: item.id,
              score: item.score,
              matchReasons: { reasoning: item.reasoning, signals: item.signals },
              lastAlgorithmVersion: algorithm,
              computedFor: key,
            })),
          )
          .onConflictDoUpdate({
            target: [recommendations.userId, recommendations.opportunityType, recommendations.opportunityId],
            set: {
              score: sql`excluded.score`,
              matchReasons: sql`excluded.match_reasons`,
              lastAlgorithmVersion: sql`excluded.last_algorithm_version`,
              computedFor: sql`excluded.computed_for`,
              updatedAt: new Date(),
            },
          });
      await db
        .insert(userProfiles)
        .values({ userId, recommendationsKey: key })
        .onConflictDoUpdate({ target: userProfiles.userId, set: { recommendationsKey: key } });
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
  return { ...statements(db), transaction: transactional(db, statements) };
}

export type RecommendationsRepo = ReturnType<typeof createRecommendationsRepo>;
