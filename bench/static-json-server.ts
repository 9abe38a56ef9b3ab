// The product's server (the same buildApp, plugins and database) with one extra route for the
// browse benchmark's baseline: GET /bench/static-json answers a fixed JSON body from memory (the
// body of a real browse page, read from BENCH_STATIC_JSON_FILE). Nothing in the product serves
// this route; it exists only in this benchmark process.
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
await app.listen({ port: env.PORT, host: env.HOST });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
