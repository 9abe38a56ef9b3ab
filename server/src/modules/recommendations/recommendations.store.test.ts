import type { ReactionType } from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app';
import { buildUser } from '../../../test/factories';
import type { DatabaseHandle } from '../../db/client';
import { createRecommendationsRepo, type StoredRecommendation } from './recommendations.repo';

// The stored list (ADR 050): one statement replaces it, rows ranked again are updated in place, and
// reading it back gives the engine's order even where scores tie.
describe('storing a computed list', () => {
  let database: DatabaseHandle;
  let repo: ReturnType<typeof createRecommendationsRepo>;
  beforeAll(async () => {
    database = await createTestDatabase();
    repo = createRecommendationsRepo(database.db);
  });
  afterAll(() => database.close());

  const item = (id: number, score: number): StoredRecommendation => ({
    type: 'scholarship',
    id,
    score,
    reasoning: `Listing ${id}.`,
    signals: [],
  });
  const order = (list: StoredRecommendation[]) => list.map((entry) => entry.id);

  it("reads back the engine's order, ties included, after the same rows are ranked again", async () => {
    const user = await buildUser(database);
    await repo.replace(user.id, 'first', 'v-test', [item(1, 70), item(2, 50), item(3, 50)]);
    expect(order(await repo.stored(user.id, 'first'))).toEqual([1, 2, 3]);

    // The engine now puts 3 before 2 at the same score: the rows keep their ids, not their order.
    await repo.replace(user.id, 'second', 'v-test', [item(3, 50), item(2, 50), item(1, 40)]);
    const stored = await repo.stored(user.id, 'second');
    expect(order(stored)).toEqual([3, 2, 1]);
    expect(stored.map((entry) => [entry.score, entry.reasoning])).toEqual([
      [50, 'Listing 3.'],
      [50, 'Listing 2.'],
      [40, 'Listing 1.'],
    ]);
    expect(await repo.stored(user.id, 'first')).toEqual([]);
    expect((await repo.matchProfile(user.id))?.recommendationsKey).toBe('second');
  });

  it('deletes the rows no longer ranked but keeps those holding a reaction', async () => {
    const user = await buildUser(database);
    await repo.replace(user.id, 'first', 'v-test', [item(1, 70), item(2, 60), item(3, 50)]);
    const liked: ReactionType = 'thumbs_up';
    await repo.saveFeedback(user.id, 'scholarship', 2, liked, null);

    await repo.replace(user.id, 'second', 'v-test', [item(4, 80)]);
    expect(order(await repo.stored(user.id, 'second'))).toEqual([4]);
    const rows = await database.query<{ opportunity_id: number; user_feedback: string | null }>(
      'SELECT opportunity_id, user_feedback FROM recommendations WHERE user_id = $1 ORDER BY opportunity_id',
      [user.id],
    );
    expect(rows).toEqual([
      { opportunity_id: 2, user_feedback: 'thumbs_up' },
      { opportunity_id: 4, user_feedback: null },
    ]);
    expect((await repo.feedback(user.id)).map((entry) => [entry.id, entry.reaction])).toEqual([[2, liked]]);
  });

  it('stores an empty list as an empty list, with its key', async () => {
    const user = await buildUser(database);
    await repo.replace(user.id, 'first', 'v-test', [item(1, 70)]);
    await repo.replace(user.id, 'empty', 'v-test', []);
    expect(await repo.stored(user.id, 'empty')).toEqual([]);
    expect(await repo.stored(user.id, 'first')).toEqual([]);
    expect((await repo.matchProfile(user.id))?.recommendationsKey).toBe('empty');
  });
});
