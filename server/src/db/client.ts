import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';
import { reusingPlans, reusingPlansOnPool } from './reused-plans';

export type DatabaseKind = 'pglite' | 'postgres';
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Database;
  /**
   * The same database for statements whose plan does not depend on their values: they keep their
   * plans between runs, as prepared statements of each session (reused-plans.ts, ADR 052).
   */
  reusedPlans: Database;
  /**
   * The same database for statements whose best plan depends on their values: prepared once, so
   * they are parsed once, and planned for each run's values (reused-plans.ts).
   */
  preparedOnly: Database;
  /** Plain SQL for bookkeeping queries (migrations state, tests); app code goes through repos. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs fn while holding a database-wide lock, so several instances never do it at once. */
  withExclusiveLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (delivered when the notifying
   * transaction commits). `onListening(false)` means notifications may be missed from now on (the
   * connection was lost; a new one is on its way), `onListening(true)` that they arrive again.
   * Resolves once listening; the returned function stops.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** PGlite only: a tarball of the data directory, used to clone pre-migrated test databases. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onNotify(payload: string): void;
  onListening(active: boolean): void;
}

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

// Every PGlite instance loads the same extensions so migrations behave as on PostgreSQL.
const pgliteExtensions = { pg_trgm };
// PGlite's default 128 MB of shared buffers is most of an idle server's memory, and a catalog of
// tens of thousands of listings fits the OS page cache under the WASM file system anyway (ADR 009).
const pglitePostgresConf = ['shared_buffers=32MB'];
const drizzleOptions = { schema, casing: 'snake_case' } as const;

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') return openPostgres(config.url, config.poolSize ?? 10);
  if (config.kind === 'pglite-memory') {
    const client = new PGlite({ extensions: pgliteExtensions, loadDataDir: config.loadDataDir });
    await client.waitReady;
    return wrapPglite(client, async () => {});
  }
  return openPgliteDir(config.dataDir);
}

async function openPgliteDir(dataDir: string): Promise<DatabaseHandle> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = await acquireDataDirLock(dataDir);
  try {
    const client = new PGlite(path.join(dataDir, 'pglite'), {
      extensions: pgliteExtensions,
      postgresqlconf: pglitePostgresConf,
    });
    await client.waitReady;
    return wrapPglite(client, release);
  } catch (error) {
    await release();
    throw error;
  }
}

/** The handle's two databases over the prepared-statement clients (reused-plans.ts). */
function preparedDatabases<C>(clients: Record<'kept' | 'plannedEachRun', C>, open: (client: C) => unknown) {
  return {
    reusedPlans: open(clients.kept) as Database,
    preparedOnly: open(clients.plannedEachRun) as Database,
  };
}

function wrapPglite(client: PGlite, release: () => Promise<void>): DatabaseHandle {
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, ...drizzleOptions }) as unknown as Database,
    ...preparedDatabases(reusingPlans(client), (prepared) =>
      drizzlePglite({ client: prepared, ...drizzleOptions }),
    ),
    async query<T>(text: string, params?: unknown[]) {
      return (await client.query<T>(text, params)).rows;
    },
    // One process owns a PGlite directory (see the data-dir lock), so there is no one to exclude.
    withExclusiveLock: (_key, fn) => fn(),
    // In-process: nothing can be missed, so listening never stops until asked to.
    async listen(channel, handlers) {
      const stop = await client.listen(channel, handlers.onNotify);
      handlers.onListening(true);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        await release();
      }
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection can be cut by the server (restart, failover, DROP DATABASE … FORCE). pg then
  // drops that client and opens a new one on the next query; unhandled, the event would crash us.
  pool.on('error', (error) =>
    console.warn(`PostgreSQL connection lost (it will be replaced): ${error.message}`),
  );
  // Before the first connection opens: each connection keeps its statements (ADR 052).
  const prepared = reusingPlansOnPool(pool);
  // Fail at start-up, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgres',
    db: drizzlePg({ client: pool, ...drizzleOptions }) as unknown as Database,
    ...preparedDatabases(prepared, (client) => drizzlePg({ client, ...drizzleOptions })),
    async query<T>(text: string, params?: unknown[]) {
      return (await pool.query(text, params)).rows as T[];
    },
    async withExclusiveLock(key, fn) {
      // Session-level advisory locks belong to one connection: hold a dedicated one throughout,
      // outside the pool, so fn() can still use every pooled connection.
      const lockConnection = new pg.Client({ connectionString: url });
      await lockConnection.connect();
      try {
        await lockConnection.query('SELECT pg_advisory_lock($1)', [key]);
        return await fn();
      } finally {
        await lockConnection.end();
      }
    },
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    async close() {
      await pool.end();
    },
  };
}

const RELISTEN_DELAY_MS = 1_000;

/** A dedicated connection (outside the pool) that LISTENs, and comes back after a lost connection. */
async function listenPostgres(url: string, channel: string, handlers: ListenHandlers) {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    const lost = () => {
      if (client !== next) return;
      client = null;
      handlers.onListening(false);
      if (!stopped) retry = setTimeout(() => void connect().catch(lost), RELISTEN_DELAY_MS);
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => handlers.onNotify(message.payload ?? ''));
    client = next;
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    handlers.onListening(true);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end();
  };
}

export function databaseConfigFromEnv(env: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}): DatabaseConfig {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR) };
}
