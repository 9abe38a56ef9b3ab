import { seedSources, type SeedSource } from '../../sources/adapters/seed-sources';
import type { DataSourceRow, DataSourcesRepo, SourceConfig } from './data-sources.repo';

// The bundled data/seed files as data_sources rows (refreshable like any other source), kept in
// step with the code on every start: a release may add a snapshot, retire one or move its file.

const SEED_DIR = 'data/seed/';

const configOf = (seed: SeedSource): SourceConfig => ({ adapter: seed.adapter, path: seed.path });

function rowOf(seed: SeedSource) {
  return {
    name: seed.name,
    description: seed.description,
    sourceType: seed.sourceType,
    scrapingConfig: { ...configOf(seed) },
    scrapingFrequency: 'daily',
    opportunityTypes: [...seed.opportunityTypes],
    isActive: true,
  };
}

/** Describes every bundled seed file as a source (first start of an empty database). */
export async function registerSeedSources(repo: DataSourcesRepo) {
  for (const seed of seedSources) await repo.upsertSource(rowOf(seed));
}

export interface SeedSync {
  /** Seed sources this database did not have yet (to import now). */
  added: DataSourceRow[];
  /** Bundled sources the code no longer ships: deactivated, their listings to close. */
  retired: DataSourceRow[];
}

/**
 * Brings an existing database's seed sources in line with the code: adds new ones, follows moved
 * files (keeping an admin's active flag), and deactivates the ones no longer bundled.
 */
export async function syncSeedSources(repo: DataSourcesRepo): Promise<SeedSync> {
  const existing = new Map((await repo.listSources()).map((row) => [row.name, row]));
  const added: DataSourceRow[] = [];
  for (const seed of seedSources) {
    const row = existing.get(seed.name);
    if (!row) {
      added.push(await repo.upsertSource(rowOf(seed)));
      continue;
    }
    const config = (row.scrapingConfig ?? {}) as Partial<SourceConfig>;
    if (config.path !== seed.path || config.adapter !== seed.adapter)
      await repo.updateSource(row.id, { scrapingConfig: { ...configOf(seed) }, isActive: row.isActive });
  }
  const shipped = new Set(seedSources.map((seed) => seed.name));
  const retired = [...existing.values()].filter((row) => {
    const path = (row.scrapingConfig as Partial<SourceConfig> | null)?.path;
    return row.isActive && !shipped.has(row.name) && typeof path === 'string' && path.startsWith(SEED_DIR);
  });
  for (const row of retired)
    await repo.updateSource(row.id, { scrapingConfig: row.scrapingConfig, isActive: false });
  return { added, retired };
}
