import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataSourceTypes } from '@futurefund/core';
import { describe, expect, it } from 'vitest';
import { adapters, seedSources } from './index';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

describe('adapter registry', () => {
  it('offers one adapter per source format, keyed by its name', () => {
    expect(Object.keys(adapters).sort()).toEqual([
      'atila',
      'bigfuture-az',
      'mastersportal',
      'open-scholarships',
      'simplify',
      'underclassmen',
      'zshah101',
    ]);
    for (const [name, adapter] of Object.entries(adapters)) expect(adapter.name).toBe(name);
  });

  it('lists seed sources whose adapters exist and whose files are in data/seed', () => {
    expect(new Set(seedSources.map((source) => source.name)).size).toBe(seedSources.length);
    for (const source of seedSources) {
      const adapter = adapters[source.adapter];
      expect(adapter, source.name).toBeDefined();
      expect(dataSourceTypes).toContain(source.sourceType);
      const stat = fs.statSync(path.join(repoRoot, source.path));
      expect(adapter?.input === 'directory' ? stat.isDirectory() : stat.isFile(), source.path).toBe(true);
    }
  });
});
