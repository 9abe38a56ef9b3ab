import type { CorpusStats, OpportunityType } from '@futurefund/core';
import type { Table } from '../opportunities/browse-sql';
import type { RecommendationsRepo } from './recommendations.repo';

/** Document frequencies kept per catalog version and day; a new version starts a new cache. */
const MAX_TERMS_PER_VERSION = 20_000;

const tables: Record<OpportunityType, Table> = { scholarship: 'scholarships', internship: 'internships' };

/**
 * BM25's corpus statistics over the open catalog. They change only with the catalog version or
 * the day (a deadline passing closes listings), so each figure is counted once per (version, day)
 * and shared by every user's computation.
 */
export function createCorpusStats(repo: RecommendationsRepo) {
  let scope = '';
  let sizes = new Map<OpportunityType, Promise<{ documents: number; averageLength: number }>>();
  let frequencies = new Map<string, Promise<number>>();

  function enter(version: string, today: string) {
    const next = `${version}|${today}`;
    if (next === scope && frequencies.size < MAX_TERMS_PER_VERSION) return;
    scope = next;
    sizes = new Map();
    frequencies = new Map();
  }

  function remember<K, V>(cache: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
    let value = cache.get(key);
    if (!value) {
      value = load();
      // A failed count is not remembered: the next request tries again.
      value.catch(() => cache.delete(key));
      cache.set(key, value);
    }
    return value;
  }

  return {
    async forType(
      type: OpportunityType,
      lexemes: readonly string[],
      version: string,
      today: string,
    ): Promise<CorpusStats> {
      enter(version, today);
      const table = tables[type];
      const size = remember(sizes, type, () => repo.corpusSize(table, today));
      const counts = lexemes.map((lexeme) =>
        remember(frequencies, `${type}:${lexeme}`, () => repo.documentFrequency(table, lexeme, today)),
      );
      const [{ documents, averageLength }, ...values] = await Promise.all([size, ...counts]);
      const documentFrequency: Record<string, number> = {};
      lexemes.forEach((lexeme, index) => (documentFrequency[lexeme] = values[index]!));
      return { documents, averageLength, documentFrequency };
    },
  };
}

export type CorpusStatsCache = ReturnType<typeof createCorpusStats>;
