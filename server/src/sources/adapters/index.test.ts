import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataSourceTypes } from '@futurefund/core';
import { describe, expect, it } from 'vitest';
import { loadSourceInput } from '../../modules/opportunity-data/source-input';
import { adapters, seedSources } from './index';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

describe('adapter registry', () => {
  it('offers one adapter per source format, keyed by its name', () => {
    expect(Object.keys(adapters).sort()).toEqual([
      'atila',
      'bigfuture-az',
      'mastersportal',
      'nehaabalaji',
      'open-scholarships',
      'simplify',
      'suryaharikrishnan',
      'tonyyu2170',
      'ulyssecha',
      'underclassmen',
      'wonofakind',
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

describe('every seed source, read and parsed as the first start imports it', () => {
  // [source, scholarships, internships, records skipped]
  const expected: [string, number, number, number][] = [
    ['SimplifyJobs Summer 2025 Internships', 0, 6000, 0],
    ['Underclassmen Opportunities', 29, 83, 0],
    ['zshah101 Fall 2026 / Summer 2027 Internships', 0, 497, 0],
    ['tonyyu2170 Summer 2027 Internship Tracker', 0, 1118, 41],
    ['WonOfAKind 2027 Internships', 0, 683, 499],
    ['nehaabalaji Summer 2027 Internships', 0, 116, 24],
    ['UlysseCHA Summer 2027 Offers', 0, 1153, 483],
    ['SuryaHarikrishnan 2027 Internship Tracker', 0, 1973, 0],
    ['Open Scholarships', 112, 0, 0],
    ['Atila Scholarships', 221, 0, 1],
    ['Mastersportal Scholarships', 2474, 0, 0],
    ['Arizona BigFuture Scholarships', 33, 0, 0],
  ];

  it('lists exactly these sources, in this order (the New-Grad list is not an internship source)', () => {
    expect(seedSources.map((source) => source.name)).toEqual(expected.map(([name]) => name));
  });

  it.each(expected)(
    '%s: %i scholarships, %i internships, %i skipped',
    async (name, scholarships, internships, skipped) => {
      const source = seedSources.find((seed) => seed.name === name)!;
      const adapter = adapters[source.adapter]!;
      const raw = await loadSourceInput({ adapter: adapter.name, path: source.path }, adapter);
      const result = adapter.parse(raw, { now: new Date('2026-11-24T12:00:00Z') });
      const count = (type: string) => result.opportunities.filter((row) => row.type === type).length;
      expect([count('scholarship'), count('internship'), result.skipped.length]).toEqual([
        scholarships,
        internships,
        skipped,
      ]);
    },
  );
});
