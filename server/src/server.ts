import fs from 'node:fs';
import path from 'node:path';
import { fork } from 'node:child_process';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { databaseConfigFromEnv, openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { EnvError, parseEnv } from './env';
import { resolveVaultKeyring, VaultKeyError } from './modules/documents/vault-keys';

// How long in-flight requests get to finish after SIGTERM/SIGINT before we stop anyway.
const SHUTDOWN_GRACE_MS = 10_000;

function defaultWebDist(): string {
  // server/dist/server.js -> web/dist (also right for server/src/server.ts under tsx).
  return path.resolve(import.meta.dirname, '../../web/dist');
}

// Set, for the child process that does the first seed import, by the server that starts it.
const FIRST_SEED_PROCESS = 'FUTUREFUND_FIRST_SEED_PROCESS';

/**
 * The first start of an embedded database imports the whole seed in a child process that opens,
 * fills and closes the data directory before the server opens it (ADR 045). PGlite's WebAssembly
 * memory only ever grows, and the import grows it most; a process's goes back to the system when
 * it ends (a worker thread's did not, measured), so the server starts as lean as on a later start.
 */
async function importSeedInChildProcess(): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = fork(process.argv[1]!, process.argv.slice(2), {
      env: { ...process.env, [FIRST_SEED_PROCESS]: '1' },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the first seed import stopped (exit code ${code})`)),
    );
  });
}

/** The child process's whole job: open the new data directory, migrate, import the seed, close. */
const webDistOf = (env: { WEB_DIST_DIR?: string | undefined }) =>
  env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDist();

async function firstSeedImport(): Promise<void> {
  const env = parseEnv();
  const vault = resolveVaultKeyring(env);
  const database = await openDatabase(databaseConfigFromEnv(env));
  await runMigrations(database);
  // Nothing scheduled runs here (the server that waits for this process runs it), and the web
  // build is the server's own, so nothing is reported as missing.
  const app = await buildApp({
    env: { ...env, CATALOG_REFRESH_CRON: null, NEWSLETTER_DIGEST_CRON: null, DEADLINE_REMINDERS: false },
    database,
    webDistDir: webDistOf(env),
    closeDatabaseOnClose: true,
    vaultKeyring: vault.keyring,
  });
  try {
    app.log.info('first start: importing the bundled seed sources (~30 s)');
    const seeded = await app.services.refresh.syncSeedOnStart();
    if (seeded) app.log.info(`seed data imported. ${seeded.message}`);
  } finally {
    await app.close();
  }
}

async function main() {
  const env = parseEnv();
  // Libraries read the mode from process.env itself: without this, a server started with no
  // NODE_ENV (our default is production) would draw pages with React's development build, which
  // is slower and holds more memory.
  process.env.NODE_ENV = env.NODE_ENV;
  // Before the database opens: a PostgreSQL deployment without a vault key stops here (ADR 021).
  const vault = resolveVaultKeyring(env);
  const config = databaseConfigFromEnv(env);
  if (env.SEED_DATA && config.kind === 'pglite' && !fs.existsSync(path.join(config.dataDir, 'pglite'))) {
    await importSeedInChildProcess();
  }
  const database = await openDatabase(config);
  await runMigrations(database);
  const app = await buildApp({
    env,
    database,
    webDistDir: webDistOf(env),
    closeDatabaseOnClose: true,
    vaultKeyring: vault.keyring,
  });
  if (vault.warning) app.log.warn(vault.warning);

  if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD) {
    const outcome = await app.services.auth.ensureAdmin(env.ADMIN_USERNAME, env.ADMIN_PASSWORD);
    app.log.info(
      `admin account ${env.ADMIN_USERNAME}: ${outcome === 'created' ? 'created' : 'already exists, left unchanged'}`,
    );
  }

  if (env.SEED_DATA) {
    // The first start imports the whole seed; later starts import only seed sources added since.
    app.log.info('checking the bundled seed sources (a first start imports them, ~30 s)');
    const seeded = await app.services.refresh.syncSeedOnStart();
    if (seeded) app.log.info(`seed data imported. ${seeded.message}`);
  }

  closeWithGrace({ delay: SHUTDOWN_GRACE_MS, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an uncaught error');
    else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await app.close();
  });

  await app.listen({ port: env.PORT, host: env.HOST });
  const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const port = (app.server.address() as { port: number } | null)?.port ?? env.PORT;
  app.log.info(`FutureFund is ready at http://${shownHost}:${port} (database: ${database.kind})`);
}

const start = process.env[FIRST_SEED_PROCESS] === '1' ? firstSeedImport : main;
start().catch((error: unknown) => {
  // Start-up problems are the operator's to fix: one clear message, no stack for known ones.
  if (
    error instanceof EnvError ||
    error instanceof VaultKeyError ||
    (error instanceof Error && error.name === 'DataDirLockedError')
  ) {
    console.error(error.message);
  } else {
    console.error('FutureFund failed to start:', error);
  }
  process.exit(1);
});
