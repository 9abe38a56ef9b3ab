import { adapters, seedSources } from '../sources/adapters';
import {
  coverageOf,
  coverageTable,
  eligibilityCoverage,
  textTable,
} from '../sources/normalize/enrich/coverage';
import { enrichOpportunity } from '../sources/normalize/enrich/index';
import { loadSourceInput } from '../modules/opportunity-data/source-input';
import type { NormalizedOpportunity } from '../sources/types';

// npm run enrichment-coverage: runs every seed adapter and the enrichment over data/seed (no
// database) and prints what share of each source's rows the enrichment reaches, then how many
// rows of the whole seed state each eligibility restriction (ADR 017).

const rows = [];
const enriched: NormalizedOpportunity[] = [];
for (const source of seedSources) {
  const adapter = adapters[source.adapter]!;
  const raw = await loadSourceInput({ adapter: adapter.name, path: source.path }, adapter);
  const parsed = adapter.parse(raw).opportunities;
  rows.push(coverageOf(source.name, parsed));
  enriched.push(...parsed.map(enrichOpportunity));
}
console.log(coverageTable(rows));
const scholarships = enriched.filter((row) => row.type === 'scholarship').length;
console.log(`\nEligibility stated, of ${enriched.length} rows and their ${scholarships} scholarships:`);
console.log(
  textTable(
    ['restriction', 'rows', 'rows %', 'scholarships', 'scholarships %'],
    eligibilityCoverage(enriched).map((row) => [
      row.field,
      String(row.rows),
      String(row.share),
      String(row.scholarships),
      String(row.scholarshipShare),
    ]),
  ),
);
