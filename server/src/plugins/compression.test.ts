import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

// JSON answers above the threshold are compressed per Accept-Encoding (ADR 013); small ones, and
// requests that accept no encoding, get plain JSON. Cache headers are decided before compression.
describe('compressed API answers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.database.query(
      `INSERT INTO scholarships (title, description, approval_status, unique_hash)
       SELECT 'Compressed Award ' || g, repeat('For students who like repeating text. ', 20),
              'approved', 'compressed-award-' || g
       FROM generate_series(1, 40) AS g`,
    );
  });
  afterAll(() => ctx.close());

  const get = (url: string, encoding?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ] as const)(
    'answers %s to a client that accepts it, decoding to the same JSON',
    async (encoding, decode) => {
      for (const url of ['/api/scholarships', '/api/opportunities?limit=40']) {
        const plain = await get(url);
        const compressed = await get(url, encoding);
        expect(compressed.statusCode, url).toBe(200);
        expect(compressed.headers['content-encoding'], url).toBe(encoding);
        expect(String(compressed.headers.vary).toLowerCase(), url).toContain('accept-encoding');
        expect(compressed.headers['cache-control'], url).toBe('no-store');
        expect(compressed.headers['x-total-count'], url).toBe(plain.headers['x-total-count']);
        expect(compressed.rawPayload.length, url).toBeLessThan(plain.rawPayload.length / 3);
        expect(JSON.parse(decode(compressed.rawPayload).toString()), url).toEqual(plain.json());
      }
    },
  );

  it('prefers brotli when both are accepted', async () => {
    const response = await get('/api/scholarships', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('sends plain JSON without Accept-Encoding and for answers under the threshold', async () => {
    const plain = await get('/api/scholarships');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveLength(40);
    const small = await get('/api/health', 'br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toBeTruthy();
  });
});
