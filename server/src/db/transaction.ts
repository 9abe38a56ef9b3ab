import type { Database } from './client';

/**
 * A repo's statements run inside one transaction: `makeRepo` builds the same repo over the
 * transaction handle, so a service can commit several statements together or none of them.
 * Inside `fn` use only the repo it receives (on PGlite the one connection is busy until commit).
 */
export function transactional<Repo>(db: Database, makeRepo: (executor: Database) => Repo) {
  return <T>(fn: (repo: Repo) => Promise<T>): Promise<T> => db.transaction((tx) => fn(makeRepo(tx)));
}
