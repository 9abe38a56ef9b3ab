import type { PGlite } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';
import pg from 'pg';

/** PostgreSQL's code for EXECUTE of a statement that is not (or no longer) prepared. */
const NO_SUCH_STATEMENT = '26000';

/**
 * A value as the text literal PostgreSQL reads for it: the same text the drivers bind as the
 * parameter, so the prepared statement's parameter type reads it exactly as it reads a bound value
 * (a number bound to an integer parameter is refused in both, never rounded). undefined for values
 * that are not plain scalars: those statements run unnamed.
 */
function literalOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'number' || typeof value === 'bigint') return pg.escapeLiteral(String(value));
  if (typeof value === 'boolean') return value ? "'t'" : "'f'";
  return undefined;
}

/** `target` with its own `query` replaced, every other member as it is (bound to `target`). */
function withQuery<T extends object>(target: T, query: unknown): T {
  return new Proxy(target, {
    get: (object, property) => {
      if (property === 'query') return query;
      const value = Reflect.get(object, property, object) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });
}

/** Runs a statement text with its values, the way the caller's driver call asked for. */
type Run<R> = (text: string, params: unknown[]) => Promise<R>;

/**
 * Runs several statements as one message (one implicit transaction), answering with the result of
 * the second, the way the caller's driver call asked for.
 */
type RunSecondOfScript<R> = (script: string) => Promise<R>;

/**
 * How a prepared statement is planned. 'kept': PostgreSQL's plan cache decides, and after five
 * custom plans keeps a generic one when that costs no more. 'each run': planned anew for each run's
 * values, for statements whose best plan depends on them; only the parsing is saved.
 */
type Planning = 'kept' | 'each run';

/**
 * An EXECUTE planned for its own values. The setting is the session's, so it is set and reset in
 * the same message: should the EXECUTE fail, the implicit transaction's rollback undoes the SET.
 */
const plannedForValues = (execute: string) =>
  `SET plan_cache_mode = force_custom_plan; ${execute}; RESET plan_cache_mode`;

/**
 * The statements one database session keeps (ADR 052): each text is prepared once (PREPARE) and run
 * with EXECUTE and the values as literals, so PostgreSQL's plan cache applies: after five custom
 * plans it keeps a generic plan when that costs no more. The `max` most recent texts stay prepared;
 * older ones are deallocated. A statement that cannot be prepared, or was deallocated meanwhile, runs
 * unnamed, as it would without this. `exec` runs plain SQL on the same session.
 */
function keptPlans(exec: (sql: string) => Promise<unknown>, isOpen: () => boolean, max: number) {
  let sequence = 0;
  const prepared = new LRUCache<string, Promise<string | undefined>>({
    max,
    dispose: (pending) => {
      void pending
        .then((name) => (name && isOpen() ? exec(`DEALLOCATE ${name}`) : undefined))
        .catch(() => {});
    },
  });

  function prepare(text: string): Promise<string | undefined> {
    let pending = prepared.get(text);
    if (!pending) {
      const name = `reused_plan_${++sequence}`;
      // A text PostgreSQL cannot prepare (several statements, say) is remembered as such.
      pending = exec(`PREPARE ${name} AS ${text}`).then(
        () => name,
        () => undefined,
      );
      prepared.set(text, pending);
    }
    return pending;
  }

  /** `runScript` is given for 'each run' planning. */
  return async function keep<R>(
    text: string,
    params: unknown[],
    run: Run<R>,
    runScript?: RunSecondOfScript<R>,
  ): Promise<R> {
    const literals = params.map(literalOf);
    const name = literals.every((literal) => literal !== undefined) ? await prepare(text) : undefined;
    if (!name) return run(text, params);
    const args = literals.length > 0 ? `(${literals.join(', ')})` : '';
    const execute = `EXECUTE ${name}${args}`;
    try {
      return await (runScript ? runScript(plannedForValues(execute)) : run(execute, []));
    } catch (error) {
      if ((error as { code?: string }).code !== NO_SUCH_STATEMENT) throw error;
      return run(text, params);
    }
  };
}

/**
 * PGlite runs every statement unnamed, so PostgreSQL parses, analyses and plans it anew each time;
 * for browse's count and page statements that was most of their cost on the seed catalog. The
 * clients returned prepare every statement they are given (keptPlans, one set for both), so callers
 * choose which statements use them: `kept` for those whose best plan does not depend on their
 * values, `plannedEachRun` for those whose does (a search's: ADR 042).
 */
export function reusingPlans(client: PGlite, max = 64): Record<'kept' | 'plannedEachRun', PGlite> {
  const keep = keptPlans(
    (sql) => client.query(sql),
    () => !client.closed,
    max,
  );
  const kept: PGlite['query'] = (text, params = [], options) =>
    keep(text, params, (runText, runParams) => client.query(runText, runParams, options));
  const plannedEachRun: PGlite['query'] = (text, params = [], options) =>
    keep(
      text,
      params,
      (runText, runParams) => client.query(runText, runParams, options),
      async (script) => (await client.exec(script, options))[1] as never,
    );
  return { kept: withQuery(client, kept), plannedEachRun: withQuery(client, plannedEachRun) };
}

/** Marks a query config the pool's connections run through their prepared statements, and how. */
const PLANNING = Symbol('planning');

type QueryConfig = pg.QueryConfig & { [PLANNING]?: Planning };
type Callback = (error: Error | null, result?: pg.QueryResult) => void;

/**
 * The same on PostgreSQL: every connection of the pool keeps its own statements (prepared
 * statements belong to a session), and the returned pools mark the queries they are given so that
 * only those use them. The pool itself is unchanged for everyone else. Prepared and deallocated
 * with plain SQL, so node-postgres's own statement names, which it never releases, are not used.
 */
export function reusingPlansOnPool(pool: pg.Pool, max = 64): Record<'kept' | 'plannedEachRun', pg.Pool> {
  pool.on('connect', (client) => {
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    const keep = keptPlans(
      (sql) => original(sql) as Promise<unknown>,
      () => true,
      max,
    );
    const query = (config: unknown, values?: unknown, callback?: unknown) => {
      const marked = typeof config === 'object' && config !== null && PLANNING in config;
      if (!marked) return original(config, values, callback);
      const done = (typeof values === 'function' ? values : callback) as Callback | undefined;
      const { text, values: configValues, [PLANNING]: planning, ...options } = config as QueryConfig;
      const params = (Array.isArray(values) ? values : configValues) ?? [];
      // Without values, node-postgres sends the simple protocol, which answers each statement.
      const runScript = async (script: string) =>
        ((await original({ ...options, text: script })) as pg.QueryResult[])[1]!;
      const answer = keep(
        text,
        params,
        (runText, runParams) =>
          original({ ...options, text: runText, values: runParams }) as Promise<pg.QueryResult>,
        planning === 'each run' ? runScript : undefined,
      );
      if (!done) return answer;
      answer.then(
        (result) => done(null, result),
        (error: Error) => done(error),
      );
      return undefined;
    };
    client.query = query as typeof client.query;
  });
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const marking = (planning: Planning) =>
    withQuery(pool, (config: unknown, ...rest: unknown[]) =>
      poolQuery(
        typeof config === 'object' && config !== null ? { ...config, [PLANNING]: planning } : config,
        ...rest,
      ),
    );
  return { kept: marking('kept'), plannedEachRun: marking('each run') };
}
