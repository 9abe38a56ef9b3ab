import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataSourceTypes, isOpen, lastTermEnd } from '@futurefund/core';
import { describe, expect, it } from 'vitest';
import { loadSourceInput } from '../../modules/opportunity-data/source-input';
import { adapters, seedSources } from './index';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

describe('adapter registry', () => {
  it('offers one adapter per source format, keyed by its name', () => {
    expect(Object.keys(adapters).sort()).toEqual([
      'atila',
      'bigfuture-az',
      'india-scholarships',
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

  it('reads every seed source as the first start imports it: rows and open listings per source', async () => {
    // "Open" as browse counts it on 2026-11-24 (core isOpen): not closed by the source, no deadline
    // or one ahead, for internships the last season not over, the year or season the title names
    // not over, and without a deadline confirmed within 12 months if ever (before de-duplication).
    const today = '2026-11-24';
    const counts: Record<string, number[]> = {};
    for (const source of seedSources) {
      const adapter = adapters[source.adapter]!;
      const raw = await loadSourceInput({ adapter: adapter.name, path: source.path }, adapter, {
        baseDir: repoRoot,
      });
      const { opportunities, skipped } = adapter.parse(raw, { now: new Date(`${today}T12:00:00Z`) });
      const scholarships = opportunities.filter((row) => row.type === 'scholarship');
      const open = opportunities.filter((row) =>
        isOpen(
          {
            ...row,
            seasonEndsOn: row.type === 'internship' && row.season ? lastTermEnd([row.season]) : null,
          },
          today,
        ),
      );
      counts[source.name] = [
        scholarships.length,
        opportunities.length - scholarships.length,
        skipped.length,
        open.length,
        open.filter((row) => row.deadline !== null).length,
      ];
    }
    // [scholarships, internships, skipped, open listings, open listings with a deadline]
    // Same names in the same order: the New-Grad list is gone (new-grad jobs are not internships).
    expect(Object.keys(counts)).toEqual(seedSources.map((source) => source.name));
    expect(counts).toEqual({
      'SimplifyJobs Summer 2025 Internships': [0, 6000, 0, 0, 0],
      'Underclassmen Opportunities': [29, 68, 15, 14, 0],
      'zshah101 Fall 2026 / Summer 2027 Internships': [0, 497, 0, 250, 0],
      'tonyyu2170 Summer 2027 Internship Tracker': [0, 1118, 41, 917, 2],
      'WonOfAKind 2027 Internships': [0, 683, 499, 634, 36],
      'nehaabalaji Summer 2027 Internships': [0, 116, 24, 102, 0],
      'UlysseCHA Summer 2027 Offers': [0, 1153, 483, 976, 0],
      'SuryaHarikrishnan 2027 Internship Tracker': [0, 1973, 0, 1621, 0],
      'Open Scholarships': [112, 0, 0, 107, 4],
      'Atila Scholarships': [221, 0, 1, 0, 0],
      'Mastersportal Scholarships': [2474, 0, 0, 2320, 0],
      'Arizona BigFuture Scholarships': [33, 0, 0, 0, 0],
      'India Scholarships': [478, 0, 0, 254, 130],
    });
  }, 60_000);
});
