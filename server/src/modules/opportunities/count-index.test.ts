import { browseQuerySchema, type BrowseQueryInput } from '@futurefund/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app';
import type { DatabaseHandle } from '../../db/client';
import { browseConditions, type Table } from './browse-sql';

// ADR 048: browse's count reads the open count index alone for the common filters. An index-only
// scan is only possible when every column the conditions name is in the index, so this fails as
// soon as a filter names a column the index lacks. Sequential and bitmap scans are ruled out so
// the planner shows whether the index can answer; the tables hold a few thousand vacuumed rows, as
// a catalog does, since on empty tables any narrower index read in order can cost the same.
const today = '2026-11-29';

async function countPlan(database: DatabaseHandle, table: Table, input: BrowseQueryInput) {
  const where = sql.join(browseConditions(table, browseQuerySchema.parse(input), today), sql` AND `);
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
    const result = (await tx.execute(
      sql`EXPLAIN (COSTS OFF) SELECT count(*) FROM (SELECT 1 FROM ${sql.raw(table)} WHERE ${where} LIMIT 1001) AS matches`,
    )) as { rows: Array<{ 'QUERY PLAN': string }> };
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('the open count index (ADR 048)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    const rows = sql`FROM generate_series(1, 3000) AS g`;
    const deadline = sql`${today}::date + (g % 400) - 100`;
    await database.db
      .execute(sql`INSERT INTO scholarships (title, approval_status, unique_hash, deadline, award_amount_usd, min_gpa)
      SELECT 'Listing ' || g, 'approved', 's' || g, ${deadline}, (g % 50) * 200, 2 + (g % 20) / 10.0 ${rows}`);
    await database.db
      .execute(sql`INSERT INTO internships (title, approval_status, unique_hash, deadline, is_remote)
      SELECT 'Listing ' || g, 'approved', 'i' || g, ${deadline}, g % 7 = 0 ${rows}`);
    await database.db.execute(sql`VACUUM (ANALYZE) scholarships, internships`);
  });
  afterAll(() => database.close());

  const shared: BrowseQueryInput[] = [
    {},
    { minGpa: 3.1 },
    { remote: 'true' },
    { deadline: '30days' },
    { minGpa: 2.8, remote: 'true', deadline: '90days' },
  ];
  const scholarshipsOnly: BrowseQueryInput[] = [{ minAmount: 1000 }, { maxAmount: 5000, essay: 'none' }];

  for (const [table, shapes] of [
    ['scholarships', [...shared, ...scholarshipsOnly]],
    ['internships', shared],
  ] as const) {
    it(`counts ${table} matches from ${table}_open_count_idx alone`, async () => {
      for (const input of shapes) {
        expect(await countPlan(database, table, input), JSON.stringify(input)).toContain(
          `Index Only Scan using ${table}_open_count_idx`,
        );
      }
    });
  }

  it('starts the internships count at the open range, so ended seasons are never read (ADR 048)', async () => {
    for (const input of shared) {
      expect(await countPlan(database, 'internships', input), JSON.stringify(input)).toMatch(
        /Index Cond: \(+open_until >= /,
      );
    }
  });

  it('reads the table for a filter the index does not hold (a search)', async () => {
    expect(await countPlan(database, 'scholarships', { q: 'nursing' })).not.toContain('Index Only Scan');
  });
});
