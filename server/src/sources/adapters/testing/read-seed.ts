import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDirectoryInput } from '../../../modules/opportunity-data/source-input';
import type { AdapterResult, NormalizedInternship, NormalizedScholarship } from '../../types';

// Adapter tests run on the real snapshots in data/seed/, read the way the import reads them.

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

export function readSeedFile(relativePath: string): string {
  return fs.readFileSync(path.join(repoRoot, relativePath), 'utf8');
}

/** The folder's files as the import reads them, keyed by relative path ("US/x.json"). */
export function readSeedDirectory(relativePath: string, extensions: readonly string[] = ['.json']) {
  return readDirectoryInput(path.join(repoRoot, relativePath), extensions);
}

/** Skip reasons with their counts, for exact assertions. */
export function countSkipped(result: AdapterResult): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { reason } of result.skipped) counts[reason] = (counts[reason] ?? 0) + 1;
  return counts;
}

export function findScholarship(result: AdapterResult, sourceId: string | null, title?: string) {
  const found = result.opportunities.find(
    (row) => row.type === 'scholarship' && row.sourceId === sourceId && (!title || row.title === title),
  );
  if (!found) throw new Error(`no scholarship ${sourceId ?? title}`);
  return found as NormalizedScholarship;
}

export function findInternship(result: AdapterResult, sourceId: string | null, title?: string) {
  const found = result.opportunities.find(
    (row) => row.type === 'internship' && row.sourceId === sourceId && (!title || row.title === title),
  );
  if (!found) throw new Error(`no internship ${sourceId ?? title}`);
  return found as NormalizedInternship;
}
