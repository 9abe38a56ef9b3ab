import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import type { DatabaseHandle } from './client';
import { runDatabaseMaintenance, scheduleDatabaseMaintenance } from './maintenance';

// ADR 051: PGlite has no autovacuum, so the server vacuums and analyzes it on a schedule.
describe('database maintenance', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const tableStats = async () =>
    (
      await database.query<{ reltuples: number; relpages: number }>(
        "SELECT reltuples, relpages FROM pg_class WHERE relname = 'maintenance_probe'",
      )
    )[0];

  it('vacuums and analyzes every table: the planner then knows their live rows', async () => {
    await database.query('CREATE TABLE maintenance_probe (id integer, note text)');
    await database.query(
      "INSERT INTO maintenance_probe SELECT n, repeat('x', 200) FROM generate_series(1, 400) n",
    );
    await database.query('DELETE FROM maintenance_probe WHERE id > 150');
    // Never vacuumed nor analyzed: PostgreSQL does not know how many rows it holds.
    expect(await tableStats()).toEqual({ reltuples: -1, relpages: 0 });

    await runDatabaseMaintenance(database);
    const after = await tableStats();
    expect(after?.reltuples).toBe(150);
    expect(after?.relpages).toBeGreaterThan(0);
  });

  function recordingLog() {
    const lines: string[] = [];
    const log = { info: (line: string) => lines.push(line), error: () => {} } as unknown as FastifyBaseLogger;
    return { log, lines };
  }

  it('schedules PGlite on the pattern, and leaves PostgreSQL to its autovacuum', () => {
    const pglite = recordingLog();
    const schedule = scheduleDatabaseMaintenance({ ...database, kind: 'pglite' }, '30 8 * * *', pglite.log);
    schedule.stop();
    expect(pglite.lines).toEqual([
      expect.stringMatching(
        /^database maintenance schedule: "30 8 \* \* \*" \(UTC\), next at \d{4}-\d\d-\d\dT08:30:00\.000Z$/,
      ),
    ]);

    const postgres = recordingLog();
    scheduleDatabaseMaintenance({ ...database, kind: 'postgres' }, '30 8 * * *', postgres.log).stop();
    expect(postgres.lines).toEqual(["database maintenance schedule: PostgreSQL's autovacuum"]);

    const off = recordingLog();
    scheduleDatabaseMaintenance({ ...database, kind: 'pglite' }, null, off.log).stop();
    expect(off.lines).toEqual(['database maintenance schedule: off']);
  });
});
