import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readsDirectoryFile } from '../../normalize/source-input';
import type { AdapterResult, NormalizedInternship, NormalizedScholarship, SourceAdapter } from '../../types';

// Adapter tests run on the real snapshots in data/seed/, read the way the import reads them.

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

export function readSeedFile(relativePath: string): string {
  return fs.readFileSync(path.join(repoRoot, relativePath), 'utf8');
}

/** The files under the folder that the adapter reads, keyed by their path in it ("US/x.json"). */
export function readSeedDirectory(
  relativePath: string,
  adapter: Pick<SourceAdapter, 'fileExtensions'> = {},
): Record<string, string> {
  const root = path.join(repoRoot, relativePath);
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !readsDirectoryFile(adapter, entry.name)) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(root, full).split(path.sep).join('/')] = fs.readFileSync(full, 'utf8');
  }
  return files;
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
