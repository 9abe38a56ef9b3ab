import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app';
import type { DatabaseHandle } from '../../db/client';
import { termWeights } from './candidates-sql';
import { weightedFrequencies } from './recommendations.presenter';

// The engine's term frequency: a title (A) occurrence counts 3, tags/majors/field (B) 2, the rest 1.
// The database lists each wanted lexeme with its weights; the presenter counts them.
describe('term frequencies of a candidate (BM25 tf)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  async function frequencies(vector: ReturnType<typeof sql>, lexemes: string[]) {
    const result = (await database.db.execute(
      sql`SELECT ${termWeights(lexemes)} AS weights FROM (SELECT ${vector} AS search_vector) AS listing`,
    )) as { rows: Array<{ weights: string[] | null }> };
    return weightedFrequencies(result.rows[0]?.weights ?? []);
  }

  it('weighs each occurrence by where it stands and leaves unwanted lexemes out', async () => {
    const vector = sql`setweight(to_tsvector('english', 'Computer science scholarship'), 'A')
      || setweight(to_tsvector('english', 'computing data'), 'B')
      || to_tsvector('english', 'science of computers and data')`;
    expect(await frequencies(vector, ['comput', 'scienc', 'data', 'nurs'])).toEqual({
      comput: 3 + 2 + 1,
      scienc: 3 + 1,
      data: 2 + 1,
    });
  });

  it('counts a lexeme stored without positions as 0 and finds nothing in an empty vector', async () => {
    expect(await frequencies(sql`strip(to_tsvector('english', 'nursing'))`, ['nurs'])).toEqual({ nurs: 0 });
    expect(await frequencies(sql`''::tsvector`, ['nurs'])).toEqual({});
  });
});
