import { seedSources } from '../../sources/adapters';
import type { DataSourcesRepo } from './data-sources.repo';

/** Describes the bundled data/seed files as data_sources rows (refreshable like any other source). */
export async function registerSeedSources(repo: DataSourcesRepo) {
  for (const seed of seedSources) {
    await repo.upsertSource({
      name: seed.name,
      description: seed.description,
      sourceType: seed.sourceType,
      scrapingConfig: { adapter: seed.adapter, path: seed.path },
      scrapingFrequency: 'daily',
      opportunityTypes: [...seed.opportunityTypes],
      isActive: true,
    });
  }
}
