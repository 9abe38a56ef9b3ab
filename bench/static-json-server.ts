// The product's server (the same buildApp, plugins and database) with one extra route for the
// browse benchmark's baseline: GET /bench/static-json answers a fixed JSON body from memory (the
// body of a real browse page, read from BENCH_STATIC_JSON_FILE). GET /bench/static-json-after-db
// answers the same body after the two smallest round trips a browse request makes to the database
// (its page and its count, here `SELECT $1`), so the bench can show what any design that asks the
// database on a cache miss can reach at best. Nothing in the product serves these routes; they
// exist only in this benchmark process.
import fs from 'node:fs';
import { buildApp } from '../server/src/app';
import { databaseConfigFromEnv, openDatabase } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import { parseEnv } from '../server/src/env';
import { resolveVaultKeyring } from '../server/src/modules/documents/vault-keys';

const env = parseEnv();
const body = fs.readFileSync(process.env.BENCH_STATIC_JSON_FILE ?? '', 'utf8');
const database = await openDatabase(databaseConfigFromEnv(env));
await runMigrations(database);
const app = await buildApp({
  env,
  database,
  webDistDir: null,
  closeDatabaseOnClose: true,
  vaultKeyring: resolveVaultKeyring(env).keyring,
});
app.get('/bench/static-json', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
let roundTrips = 0;
app.get('/bench/static-json-after-db', async (_request, reply) => {
  await database.query('SELECT $1::int AS n', [++roundTrips]);
  await database.query('SELECT $1::int AS n', [++roundTrips]);
  return reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: env.PORT, host: env.HOST });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
