import type { PGlite } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';
import pg from 'pg';

/** PostgreSQL's code for EXECUTE of a statement that is not (or no longer) prepared. */
const NO_SUCH_STATEMENT = '26000';

/**
 * A value as the text literal PostgreSQL reads for it: the same text PGlite would bind as the
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

/**
 * PGlite runs every statement unnamed, so PostgreSQL parses, analyses and plans it anew each time.
 * For browse's count and page statements that was most of their cost on the seed catalog (ADR 052).
 * This client keeps each statement text it is given as a prepared statement (PREPARE, once) and runs
 * it with EXECUTE and the values as literals, so PostgreSQL's plan cache applies: after five custom
 * plans it keeps a generic plan when that costs no more. Meant for statements whose best plan does
 * not depend on the values (a search's does: ADR 042), so callers choose which statements use it.
 *
 * The `max` most recent texts stay prepared; older ones are deallocated. A statement that cannot be
 * prepared or was deallocated meanwhile runs unnamed, as PGlite would run it.
 */
export function reusingPlans(client: PGlite, max = 64): PGlite {
  let sequence = 0;
  const prepared = new LRUCache<string, Promise<string | undefined>>({
    max,
    dispose: (pending) => {
      void pending
        .then((name) => (name && !client.closed ? client.query(`DEALLOCATE ${name}`) : undefined))
        .catch(() => undefined);
    },
  });

  function prepare(text: string): Promise<string | undefined> {
    let pending = prepared.get(text);
    if (!pending) {
      const name = `reused_plan_${++sequence}`;
      // A text PostgreSQL cannot prepare (several statements, say) is remembered as such.
      pending = client.query(`PREPARE ${name} AS ${text}`).then(
        () => name,
        () => undefined,
      );
      prepared.set(text, pending);
    }
    return pending;
  }

  const query: PGlite['query'] = async (text, params = [], options) => {
    const literals = params.map(literalOf);
    const name = literals.every((literal) => literal !== undefined) ? await prepare(text) : undefined;
    if (!name) return client.query(text, params, options);
    const args = literals.length > 0 ? `(${literals.join(', ')})` : '';
    try {
      return await client.query(`EXECUTE ${name}${args}`, [], options);
    } catch (error) {
      if ((error as { code?: string }).code !== NO_SUCH_STATEMENT) throw error;
      return client.query(text, params, options);
    }
  };

  return new Proxy(client, {
    get: (target, property) => {
      if (property === 'query') return query;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
