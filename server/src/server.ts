import path from 'node:path';
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

async function main() {
  const env = parseEnv();
  // Before the database opens: a PostgreSQL deployment without a vault key stops here (ADR 021).
  const vault = resolveVaultKeyring(env);
  const database = await openDatabase(databaseConfigFromEnv(env));
  await runMigrations(database);
  const app = await buildApp({
    env,
    database,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDist(),
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

main().catch((error: unknown) => {
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
