import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import type { DatabaseHandle } from './client';
import { reusingPlansOnPool } from './reused-plans';

// ADR 052 on PostgreSQL: each pooled connection keeps the statements of the queries marked by the
// returned pool, and only those.
describe('reusingPlansOnPool', () => {
  let database: DatabaseHandle & { url?: string };
  let pool: pg.Pool;
  let kept: pg.Pool;
  let plannedEachRun: pg.Pool;
  beforeAll(async () => {
    database = await createTestDatabase();
    // One connection, so the prepared statements read below are the ones the queries used.
    pool = new pg.Pool({ connectionString: database.url, max: 1 });
    ({ kept, plannedEachRun } = reusingPlansOnPool(pool, 2));
    await pool.query(
      'CREATE TABLE probe (id integer PRIMARY KEY, note text, score numeric, open boolean); ' +
        "INSERT INTO probe SELECT n, 'note ' || n, n / 4.0, n % 2 = 0 FROM generate_series(1, 40) n",
    );
  });
  afterAll(async () => {
    await pool.end();
    await database.close();
  });

  // A query config as Drizzle passes it (rowMode, values apart), past pg's overloads.
  type Query = (
    config: object,
    values: unknown[],
    callback?: (error: Error | null, result?: pg.QueryResult) => void,
  ) => unknown;
  const run = (on: pg.Pool, config: object, values: unknown[]) =>
    (on.query as unknown as Query)(config, values) as Promise<pg.QueryResult>;

  const preparedTexts = async () =>
    (await pool.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).rows.map(
      (row) => row.statement,
    );

  it('answers as the pool does, in both row modes, and prepares only what it marked', async () => {
    await pool.query('DEALLOCATE ALL');
    const text =
      'SELECT $1::text AS t, $2::numeric AS n, $3::boolean AS b, $4::integer AS i, $5::text AS missing';
    const values = [`O'Brien \\ "quoted" ‘é’ 🎓`, 2.75, false, -3, null];
    await run(pool, { text }, values);
    expect(await preparedTexts()).toEqual([]);
    for (const rowMode of [undefined, 'array' as const]) {
      const expected = await run(pool, { text, rowMode }, values);
      for (let repeat = 0; repeat < 3; repeat++) {
        const answer = await run(kept, { text, rowMode }, values);
        expect(answer.rows).toEqual(expected.rows);
      }
    }
    expect(await preparedTexts()).toHaveLength(1);
  });

  it('answers a callback as the pool does, each call with its own values', async () => {
    const text = 'SELECT count(*)::int AS n FROM probe WHERE score <= $1 AND open = $2';
    const count = (score: number, open: boolean) =>
      new Promise<number>((resolve, reject) =>
        (kept.query as unknown as Query)({ text }, [score, open], (error, result) =>
          error ? reject(error) : resolve((result!.rows[0] as { n: number }).n),
        ),
      );
    expect([await count(2, true), await count(5, false), await count(10, true)]).toEqual([4, 10, 20]);
  });

  it('refuses what a bound value is refused for, and keeps the statement usable', async () => {
    const text = 'SELECT id FROM probe WHERE id = $1';
    await expect(pool.query({ text }, [2.5])).rejects.toThrow(/invalid input syntax for type integer/);
    await expect(kept.query({ text }, [2.5])).rejects.toThrow(/invalid input syntax for type integer/);
    expect((await kept.query({ text }, [7])).rows).toEqual([{ id: 7 }]);
  });

  it('keeps only the most recent texts prepared and deallocates the others', async () => {
    for (const id of [1, 2, 3])
      await kept.query({ text: `SELECT note FROM probe WHERE id = $1 AND ${id} = ${id}` }, [id]);
    const texts = await preparedTexts();
    expect(texts).toHaveLength(2);
    expect(texts.join('\n')).not.toContain('1 = 1');
  });

  it('serves Drizzle, which reads the same rows through it', async () => {
    const direct = drizzle({ client: pool });
    const reused = drizzle({ client: kept });
    const query = (db: typeof direct) =>
      db.execute(sql`SELECT id, note FROM probe WHERE id <= ${3} ORDER BY id`);
    expect((await query(reused)).rows).toEqual((await query(direct)).rows);
    const inTransaction = await reused.transaction(
      async (tx) => (await tx.execute(sql`SELECT 2 AS two`)).rows,
    );
    expect(inTransaction).toEqual([{ two: 2 }]);
  });

  const plansOf = async (text: string) =>
    (
      await pool.query<{ generic: number; custom: number }>(
        'SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE statement LIKE $1',
        [`%${text}`],
      )
    ).rows;
  const planCacheMode = async () =>
    (await pool.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode')).rows[0]?.plan_cache_mode;

  it('plans a statement marked for it anew for each run, and leaves the session as it was', async () => {
    await pool.query('DEALLOCATE ALL');
    const text = 'SELECT count(*)::int AS n FROM probe WHERE score <= $1 AND open = $2';
    const counts = [];
    const runOn = run;
    for (let run = 1; run <= 8; run++) {
      for (const rowMode of [undefined, 'array' as const]) {
        const expected = await runOn(pool, { text, rowMode }, [run, run % 2 === 0]);
        const answer = await runOn(plannedEachRun, { text, rowMode }, [run, run % 2 === 0]);
        expect(answer.rows).toEqual(expected.rows);
        expect(answer.fields.map((field) => field.name)).toEqual(['n']);
      }
      counts.push((await plannedEachRun.query<{ n: number }>({ text }, [run, true])).rows[0]?.n);
    }
    expect(counts).toEqual([2, 4, 6, 8, 10, 12, 14, 16]);
    // Prepared once; never a generic plan, where a kept statement has one from its sixth run.
    expect(await plansOf(text)).toEqual([{ generic: 0, custom: 24 }]);
    expect(await planCacheMode()).toBe('auto');
    for (let run = 0; run < 8; run++) await kept.query({ text: `${text} AND true` }, [run, true]);
    expect((await plansOf(`${text} AND true`))[0]?.generic).toBeGreaterThan(0);
  });

  it('undoes its setting when a run fails', async () => {
    const text = 'SELECT id FROM probe WHERE id = $1';
    await expect(plannedEachRun.query({ text }, [2.5])).rejects.toThrow(
      /invalid input syntax for type integer/,
    );
    expect(await planCacheMode()).toBe('auto');
    expect((await plannedEachRun.query({ text }, [7])).rows).toEqual([{ id: 7 }]);
    expect(await planCacheMode()).toBe('auto');
  });
});
