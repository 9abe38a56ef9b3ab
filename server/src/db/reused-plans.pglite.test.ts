import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reusingPlans } from './reused-plans';

// ADR 052: statements PGlite would run unnamed keep their plans as prepared statements.
describe('reusingPlans', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = new PGlite();
    await client.exec(
      'CREATE TABLE probe (id integer PRIMARY KEY, note text, score numeric, open boolean); ' +
        "INSERT INTO probe SELECT n, 'note ' || n, n / 4.0, n % 2 = 0 FROM generate_series(1, 40) n",
    );
  });
  afterAll(() => client.close());

  const preparedTexts = async () =>
    (
      await client.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements ORDER BY name')
    ).rows.map((row) => row.statement);
  const deallocateAll = () => client.exec('DEALLOCATE ALL');

  it('answers as PGlite does, for values of every plain kind, in both row modes', async () => {
    await deallocateAll();
    const reusing = reusingPlans(client).kept;
    const text =
      'SELECT $1::text AS t, $2::numeric AS n, $3::boolean AS b, $4::integer AS i, $5::text AS missing';
    const values = [`O'Brien \\ "quoted" ‘é’ 🎓`, 2.75, false, -3, null];
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      const expected = await client.query(text, values, options);
      for (let run = 0; run < 3; run++) {
        const answer = await reusing.query(text, values, options);
        expect(answer.rows).toEqual(expected.rows);
        expect(answer.fields).toEqual(expected.fields);
      }
    }
    expect(await preparedTexts()).toEqual([`PREPARE reused_plan_1 AS ${text}`]);
  });

  it('prepares a text once and runs it with each call’s own values', async () => {
    await deallocateAll();
    const reusing = reusingPlans(client).kept;
    const text = 'SELECT count(*)::int AS n FROM probe WHERE score <= $1 AND open = $2';
    const counts = [];
    for (const [score, open] of [
      [2, true],
      [5, false],
      [10, true],
    ] as const)
      counts.push((await reusing.query<{ n: number }>(text, [score, open])).rows[0]?.n);
    expect(counts).toEqual([4, 10, 20]);
    expect(await preparedTexts()).toHaveLength(1);
  });

  it('refuses what a bound value is refused for, instead of converting it', async () => {
    await deallocateAll();
    const reusing = reusingPlans(client).kept;
    const text = 'SELECT id FROM probe WHERE id = $1';
    await expect(client.query(text, [2.5])).rejects.toThrow(/invalid input syntax for type integer/);
    await expect(reusing.query(text, [2.5])).rejects.toThrow(/invalid input syntax for type integer/);
    // The statement is still usable after a failed run.
    expect((await reusing.query<{ id: number }>(text, [7])).rows).toEqual([{ id: 7 }]);
  });

  it('keeps only the most recent texts prepared and deallocates the others', async () => {
    await deallocateAll();
    const reusing = reusingPlans(client, 2).kept;
    for (const id of [1, 2, 3])
      await reusing.query(`SELECT note FROM probe WHERE id = $1 AND ${id} = ${id}`, [id]);
    await client.query('SELECT 1'); // the deallocation is queued behind the last run
    const texts = await preparedTexts();
    expect(texts).toHaveLength(2);
    expect(texts.join('\n')).not.toContain('1 = 1');
  });

  it('runs unnamed, with the same answer, what it cannot prepare', async () => {
    await deallocateAll();
    const reusing = reusingPlans(client).kept;
    // A value that is not a plain scalar is left to PGlite's own serializers.
    const json = await reusing.query<{ v: unknown }>('SELECT $1::jsonb AS v', [{ a: [1, 'two'] }]);
    expect(json.rows).toEqual([{ v: { a: [1, 'two'] } }]);
    // SHOW cannot be prepared.
    const shown = await reusing.query<{ server_encoding: string }>('SHOW server_encoding');
    expect(shown.rows).toEqual([{ server_encoding: 'UTF8' }]);
    expect(await preparedTexts()).toEqual([]);
  });

  it('runs a statement again unnamed when its prepared form was dropped meanwhile', async () => {
    await deallocateAll();
    const reusing = reusingPlans(client).kept;
    const text = 'SELECT note FROM probe WHERE id = $1';
    await reusing.query(text, [3]);
    await deallocateAll();
    expect((await reusing.query<{ note: string }>(text, [4])).rows).toEqual([{ note: 'note 4' }]);
  });

  it('leaves the rest of the client as it is', async () => {
    const reusing = reusingPlans(client).kept;
    expect(reusing.closed).toBe(false);
    const inTransaction = await reusing.transaction(async (tx) => (await tx.query('SELECT 2 AS two')).rows);
    expect(inTransaction).toEqual([{ two: 2 }]);
  });

  const plansOf = async (text: string) =>
    (
      await client.query<{ generic: number; custom: number }>(
        'SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE statement LIKE $1',
        [`%${text}`],
      )
    ).rows;
  const planCacheMode = async () =>
    (await client.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode')).rows[0]?.plan_cache_mode;

  it('plans a statement it prepared anew for each run, and leaves the session as it was', async () => {
    await deallocateAll();
    const { kept, plannedEachRun } = reusingPlans(client);
    const text = 'SELECT count(*)::int AS n FROM probe WHERE score <= $1 AND open = $2';
    const counts = [];
    for (let run = 1; run <= 8; run++) {
      for (const options of [undefined, { rowMode: 'array' as const }]) {
        const expected = await client.query(text, [run, run % 2 === 0], options);
        const answer = await plannedEachRun.query(text, [run, run % 2 === 0], options);
        expect(answer.rows).toEqual(expected.rows);
        expect(answer.fields).toEqual(expected.fields);
      }
      counts.push((await plannedEachRun.query<{ n: number }>(text, [run, true])).rows[0]?.n);
    }
    expect(counts).toEqual([2, 4, 6, 8, 10, 12, 14, 16]);
    // Prepared once; never a generic plan, where a kept statement has one from its sixth run.
    expect(await plansOf(text)).toEqual([{ generic: 0, custom: 24 }]);
    expect(await planCacheMode()).toBe('auto');
    for (let run = 0; run < 8; run++) await kept.query(`${text} AND true`, [run, true]);
    expect((await plansOf(`${text} AND true`))[0]?.generic).toBeGreaterThan(0);
  });

  it('undoes its setting when a run fails', async () => {
    await deallocateAll();
    const { plannedEachRun } = reusingPlans(client);
    const text = 'SELECT id FROM probe WHERE id = $1';
    await expect(plannedEachRun.query(text, [2.5])).rejects.toThrow(/invalid input syntax for type integer/);
    expect(await planCacheMode()).toBe('auto');
    expect((await plannedEachRun.query<{ id: number }>(text, [7])).rows).toEqual([{ id: 7 }]);
    expect(await planCacheMode()).toBe('auto');
  });
});
