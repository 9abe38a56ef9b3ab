// The large catalog the PostgreSQL benchmarks share: a throwaway database on the local PostgreSQL
// (BENCH_DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
// where the built server migrates and imports the seed, which is then copied ten times with new
// identities (~150,000 rows). Loopback only; the database is dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { freePort, startBuiltServer, stopServer } from './lib.mjs';

const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

function urlFor(database) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Ten copies of every listing, each with its own identity, so indexes and plans see the large catalog. */
async function multiply(client) {
  for (const table of ['scholarships', 'internships']) {
    const { rows } = await client.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND is_generated = 'NEVER' AND column_name NOT IN ('id', 'unique_hash', 'title', 'dedupe_key', 'url_key')`,
      [table],
    );
    const columns = rows.map((row) => row.column_name).join(', ');
    await client.query(
      // New de-duplication keys too: otherwise the next maintenance pass marks every copy a
      // duplicate of its original and the open catalog stays the seed's size.
      `INSERT INTO ${table} (title, unique_hash, dedupe_key, url_key, ${columns})
       SELECT title || ' ' || g, md5(unique_hash || g), dedupe_key || ' ' || g, url_key || '#' || g, ${columns}
       FROM ${table}, generate_series(1, 9) AS g`,
    );
  }
  // As the product does after every import (catalog.analyze): statistics, hint bits and the
  // visibility map, so the samples measure queries rather than the first pass over new rows.
  await client.query('VACUUM (ANALYZE) scholarships, internships');
  const { rows } = await client.query(
    'SELECT (SELECT count(*) FROM scholarships) + (SELECT count(*) FROM internships) AS n',
  );
  return Number(rows[0].n);
}

/**
 * Creates the large catalog and leaves the server that imported it running on `port`. The caller
 * stops that server when done with it and calls `drop()` at the end, whatever happened.
 */
export async function createLargeCatalog(root) {
  const database = `ff_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  // PostgreSQL needs a vault key (ADR 021); a throwaway one, as the database is.
  const env = { DATABASE_URL: urlFor(database), VAULT_MASTER_KEY: randomBytes(32).toString('hex') };
  const drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  };
  const port = await freePort();
  let server = null;
  try {
    server = await startBuiltServer(root, port, env);
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      const rowsTotal = await multiply(client);
      return { env, port, server, rowsTotal, drop };
    } finally {
      await client.end();
    }
  } catch (error) {
    if (server) await stopServer(server);
    await drop();
    throw error;
  }
}
