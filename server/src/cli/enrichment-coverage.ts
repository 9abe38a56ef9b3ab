import { adapters, seedSources } from '../sources/adapters';
import { coverageOf, coverageTable } from '../sources/normalize/enrich/coverage';
import { loadSourceInput } from '../modules/opportunity-data/source-input';

// npm run enrichment-coverage: runs every seed adapter and the enrichment over data/seed (no
// database) and prints what share of each source's rows the enrichment reaches (ADR 017).

const rows = [];
for (const source of seedSources) {
  const adapter = adapters[source.adapter]!;
  const raw = await loadSourceInput({ adapter: adapter.name, path: source.path }, adapter);
  rows.push(coverageOf(source.name, adapter.parse(raw).opportunities));
}
console.log(coverageTable(rows));
