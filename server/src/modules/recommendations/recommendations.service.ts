import { createHash } from 'node:crypto';
import {
  ALGORITHM_VERSION,
  RECOMMENDATIONS_STORED,
  mergeQueryTerms,
  rankRecommendations,
  recommendationMessages,
  topicalSources,
  withoutHiddenFacts,
  retrievalLexemes,
  type MatchProfile,
  type Feedback,
  type FeedbackItem,
  type MyFeedback,
  type OpportunityType,
  type QueryTerm,
  type Recommendation,
  type RecommendationSettings,
  type TrackingEvent,
} from '@futurefund/core';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../auth/auth.repo';
import type { CorpusStatsCache } from './corpus-stats';
import { toCandidate, toRecommendation } from './recommendations.presenter';
import type {
  CandidateRow,
  MatchProfileRow,
  RecommendationsRepo,
  StoredRecommendation,
} from './recommendations.repo';

export interface RecommendationsDeps {
  corpus: CorpusStatsCache;
  catalogVersion: () => Promise<string>;
  today: () => string;
}

type Row = CandidateRow & { type: OpportunityType };

const LEXEME_CACHE_SIZE = 5_000;

/** What a stored list was computed from: when none of it changed, the stored list is still right. */
function computationKey(
  profile: MatchProfileRow,
  feedback: readonly FeedbackItem[],
  version: string,
  today: string,
) {
  const { recommendationsKey: _stored, ...inputs } = profile;
  const reactions = feedback.map((item) => [item.type, item.id, item.reaction]);
  return createHash('sha256')
    .update(JSON.stringify([ALGORITHM_VERSION, version, today, inputs, reactions]))
    .digest('base64url');
}

/** Profile recommendations (product §1, §2, §7): computed by core's engine, stored per user. */
export function createRecommendationsService(repo: RecommendationsRepo, deps: RecommendationsDeps) {
  // Stemming a text always gives the same lexemes, and students share majors, skills and interest
  // labels, so the database is asked only for texts not seen before (bounded, oldest dropped).
  const lexemeCache = new Map<string, string[]>();
  async function lexemesOf(texts: readonly string[]): Promise<string[][]> {
    const unknown = [...new Set(texts.filter((text) => !lexemeCache.has(text)))];
    const found = await repo.lexemes(unknown);
    unknown.forEach((text, index) => {
      if (lexemeCache.size >= LEXEME_CACHE_SIZE) lexemeCache.delete(lexemeCache.keys().next().value!);
      lexemeCache.set(text, found[index] ?? []);
    });
    return texts.map((text) => lexemeCache.get(text) ?? []);
  }

  /** The profile's search terms, and the words of listings the student liked (to find similar ones). */
  async function queryTerms(profile: MatchProfileRow, liked: readonly FeedbackItem[]) {
    const sources = topicalSources(profile);
    const likedTexts = liked.map((item) => [item.title, ...item.tags].join(' '));
    const lexemes = await lexemesOf([...sources.map((source) => source.text), ...likedTexts]);
    const terms: QueryTerm[] = sources.flatMap((source, index) =>
      (lexemes[index] ?? []).map((lexeme) => ({
        fact: source.fact,
        source: source.source,
        weight: source.weight,
        lexeme,
      })),
    );
    return {
      terms: mergeQueryTerms(terms),
      likedLexemes: [...new Set(lexemes.slice(sources.length).flat())],
    };
  }

  /** One type's candidates: what the text search finds plus what is written for the student's groups. */
  async function candidatesOf(
    type: OpportunityType,
    profile: MatchProfile,
    terms: readonly QueryTerm[],
    retrieval: readonly string[],
    today: string,
  ): Promise<Row[]> {
    const table = type === 'scholarship' ? 'scholarships' : 'internships';
    const lexemes = terms.map((term) => term.lexeme);
    const [found, targeted, forLevel, nearby] = await Promise.all([
      retrieval.length > 0 ? repo.search(table, profile, lexemes, retrieval, today) : Promise.resolve([]),
      repo.targeted(table, profile, lexemes, today),
      repo.forLevel(table, profile, lexemes, today),
      repo.nearby(table, profile, lexemes, retrieval, today),
    ]);
    const seen = new Set<number>();
    return [...found, ...targeted, ...forLevel, ...nearby].flatMap((row) => {
      if (seen.has(row.id)) return [];
      seen.add(row.id);
      return [{ ...row, type }];
    });
  }

  async function compute(
    userId: number,
    profile: MatchProfileRow,
    feedback: FeedbackItem[],
    key: string,
    version: string,
    today: string,
  ) {
    const liked = feedback.filter((item) => item.reaction === 'fire' || item.reaction === 'thumbs_up');
    const { terms, likedLexemes } = await queryTerms(profile, liked);
    const visible = withoutHiddenFacts(profile);
    const lexemes = [...new Set([...terms.map((term) => term.lexeme), ...likedLexemes])];
    const [scholarship, internship] = await Promise.all([
      deps.corpus.forType('scholarship', lexemes, version, today),
      deps.corpus.forType('internship', lexemes, version, today),
    ]);
    const found = await Promise.all(
      (
        [
          ['scholarship', scholarship],
          ['internship', internship],
        ] as const
      ).map(([type, corpus]) =>
        candidatesOf(type, visible, terms, retrievalLexemes(terms, likedLexemes, corpus), today),
      ),
    );
    const rows = found.flat();
    const ranked = rankRecommendations({
      profile,
      terms,
      candidates: rows.map(toCandidate),
      corpus: { scholarship, internship },
      feedback,
      today,
      limit: RECOMMENDATIONS_STORED,
    });
    await repo.replace(userId, key, ALGORITHM_VERSION, ranked);
    const byKey = new Map(rows.map((row) => [`${row.type}:${row.id}`, row]));
    return { ranked, rows: byKey };
  }

  async function readStored(stored: StoredRecommendation[], limit: number, today: string) {
    const top = stored.slice(0, limit);
    const found = await Promise.all(
      (['scholarship', 'internship'] as const).map(async (type) => {
        const ids = top.filter((item) => item.type === type).map((item) => item.id);
        return (await repo.byIds(type, ids, today)).map((row): Row => ({ ...row, type }));
      }),
    );
    return new Map(found.flat().map((row) => [`${row.type}:${row.id}`, row]));
  }

  /** A user's top `limit` recommendations; null when the user has no profile to match. */
  async function listFor(userId: number, limit: number): Promise<Recommendation[] | null> {
    const [profile, feedback, version] = await Promise.all([
      repo.matchProfile(userId),
      repo.feedback(userId),
      deps.catalogVersion(),
    ]);
    if (!profile) return null;
    const today = deps.today();
    const key = computationKey(profile, feedback, version, today);
    const reactions = new Map(feedback.map((item) => [`${item.type}:${item.id}`, item.reaction]));
    let ranked: StoredRecommendation[];
    let rows: Map<string, Row>;
    if (profile.recommendationsKey === key) {
      ranked = await repo.stored(userId, key);
      rows = await readStored(ranked, limit, today);
    } else {
      ({ ranked, rows } = await compute(userId, profile, feedback, key, version, today));
    }
    return ranked.slice(0, limit).flatMap((item) => {
      const row = rows.get(`${item.type}:${item.id}`);
      return row ? [toRecommendation(row, item, reactions.get(`${item.type}:${item.id}`) ?? null)] : [];
    });
  }

  return {
    /** The student's top `limit` open, eligible listings with scores, reasons and signals. */
    async list(actor: SessionUser, limit: number): Promise<Recommendation[]> {
      const found = await listFor(actor.id, limit);
      if (!found) throw AppError.unauthenticated();
      return found;
    },

    /** The same for a user who is not the caller (the newsletter digest, ADR 030). */
    listFor,

    /** Stores a reaction (or a star rating) to a public listing; the next list uses it. */
    async feedback(actor: SessionUser, body: Feedback) {
      const { opportunityType: type, opportunityId: id } = body;
      if (!(await repo.listingExists(type, id))) throw AppError.notFound('Opportunity not found.');
      const reaction = body.reactionType;
      const score = await repo.saveFeedback(actor.id, type, id, reaction, body.rating ?? null);
      await repo.insertEvent({
        userId: actor.id,
        opportunityType: type,
        opportunityId: id,
        eventType: 'feedback',
        relevanceScore: score,
        metadata: { reactionType: reaction, ...(body.rating === undefined ? {} : { rating: body.rating }) },
      });
      return { success: true as const, message: recommendationMessages.feedbackThanks };
    },

    async myFeedback(actor: SessionUser, type: OpportunityType, id: number): Promise<MyFeedback> {
      const row = await repo.findFeedback(actor.id, type, id);
      return {
        reactionType: (row?.reactionType ?? null) as MyFeedback['reactionType'],
        rating: row?.rating ?? null,
      };
    },

    /**
     * Records an interaction as the acting user's own (the user id never comes from the payload),
     * with the listing's score when it was recommended; a click marks it viewed, an application applied.
     */
    async recordEvent(actor: SessionUser, event: TrackingEvent): Promise<void> {
      const { opportunityType: type, opportunityId: id } = event;
      const change =
        event.eventType === 'click'
          ? { isViewed: true as const }
          : event.eventType === 'application'
            ? { isApplied: true as const }
            : null;
      const score = change ? await repo.markInteraction(actor.id, type, id, change) : null;
      await repo.insertEvent({
        userId: actor.id,
        opportunityId: id,
        opportunityType: type,
        eventType: event.eventType,
        relevanceScore: score,
        metadata: event.metadata ?? null,
      });
    },

    async settings(actor: SessionUser): Promise<RecommendationSettings> {
      return { hiddenFacts: await repo.hiddenFacts(actor.id) };
    },

    async updateSettings(
      actor: SessionUser,
      settings: RecommendationSettings,
    ): Promise<RecommendationSettings> {
      await repo.setHiddenFacts(actor.id, settings.hiddenFacts);
      return { hiddenFacts: await repo.hiddenFacts(actor.id) };
    },
  };
}

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
