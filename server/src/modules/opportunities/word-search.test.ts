import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunitiesApi, searchWords } from '@futurefund/core';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { injectAs } from '../../../test/inject';
import { buildInternship, buildScholarship } from '../../../test/factories';

// Browse's word search in the database (ADR 042) on text the property test's ASCII data never has:
// Unicode dashes, quotes and spaces between words, and runs of letters longer than a search vector
// may hold. The database's words must be core's words.
describe('browse word search on real-world text', () => {
  let ctx: TestContext;
  const blob = 'x'.repeat(3000);
  beforeAll(async () => {
    ctx = await createTestApp();
    await buildScholarship(ctx.database, {
      title: 'Women’s\u00a0Leadership—STEM Award',
      description: `Pasted data: ${blob} end.`,
    });
    await buildInternship(ctx.database, { title: 'Café “Barista” Internship', company: 'Acme Roasters' });
  });
  afterAll(() => ctx.close());

  const titles = async (q: string) => {
    const response = await injectAs(ctx.app, null, opportunitiesApi.browse, { query: { q } });
    expect(response.statusCode).toBe(200);
    return response.json().map((item: { title: string }) => item.title);
  };

  it('stores the words core finds in the same text', async () => {
    const [row] = await ctx.database.query<{ words: string[] }>(
      `SELECT tsvector_to_array(search_words) AS words FROM scholarships WHERE title LIKE 'Women%'`,
    );
    const expected = searchWords(`Women’s\u00a0Leadership—STEM Award Pasted data: ${blob} end.`);
    expect([...row!.words].sort()).toEqual([...new Set(expected)].sort());
  });

  it('finds words split by Unicode punctuation, by their beginnings, in any order', async () => {
    expect(await titles('stem women')).toEqual(['Women’s\u00a0Leadership—STEM Award']);
    expect(await titles('leader')).toEqual(['Women’s\u00a0Leadership—STEM Award']);
    expect(await titles('barista café')).toEqual(['Café “Barista” Internship']);
    expect(await titles('roast')).toEqual(['Café “Barista” Internship']);
  });

  it('finds a long pasted run by its first piece and nothing inside a word', async () => {
    expect(await titles('xxxxxxxx')).toEqual(['Women’s\u00a0Leadership—STEM Award']);
    expect(await titles('eadership')).toEqual([]);
  });

  it('finds nothing for a search without a letter or digit', async () => {
    expect(await titles('—')).toEqual([]);
  });
});
