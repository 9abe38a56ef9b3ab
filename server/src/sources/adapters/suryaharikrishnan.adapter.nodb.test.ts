import { describe, expect, it } from 'vitest';
import type { NormalizedInternship } from '../types';
import { suryaHarikrishnanAdapter } from './suryaharikrishnan.adapter';
import { countSkipped, readSeedDirectory } from './testing/read-seed';

const files = readSeedDirectory('data/seed/internships/suryaharikrishnan-listings', ['.md']);
const result = suryaHarikrishnanAdapter.parse(files);
const rows = result.opportunities as NormalizedInternship[];
const count = (test: (row: NormalizedInternship) => boolean) => rows.filter(test).length;

function byUrl(url: string): NormalizedInternship {
  const found = rows.find((row) => row.url === url);
  if (!found) throw new Error(`no listing ${url}`);
  return found;
}

describe('suryaharikrishnan adapter on the Markdown tables of 2026-08-22', () => {
  it('reads the six category tables (2,030 rows) as 1,973 listings, one per apply link', () => {
    expect(Object.keys(files)).toEqual([
      'ATTRIBUTION.md',
      'data-science-ai-machine-learning.md',
      'hardware-engineering.md',
      'other.md',
      'product-management.md',
      'quantitative-finance.md',
      'software-engineering.md',
    ]);
    expect(rows).toHaveLength(1973);
    expect(countSkipped(result)).toEqual({});
    expect(new Set(rows.map((row) => row.url)).size).toBe(1973);
  });

  it('counts seasons, fields and remote listings exactly; every listing was active', () => {
    expect(count((row) => row.season === 'Summer 2027')).toBe(475);
    expect(count((row) => row.season === 'Fall 2026')).toBe(538);
    expect(count((row) => row.season === 'Summer 2026')).toBe(322);
    expect(count((row) => row.season === null)).toBe(449);
    expect(count((row) => row.field === 'Software Engineering')).toBe(571);
    expect(count((row) => row.field === null)).toBe(251);
    expect(count((row) => row.isRemote)).toBe(49);
    expect(count((row) => row.closed)).toBe(0);
    expect(count((row) => row.lastVerifiedAt === '2026-08-22T00:00:00.000Z')).toBe(1973);
  });

  it('maps a row field by field: the company cell is the apply link (Susquehanna)', () => {
    expect(
      byUrl('https://careers-sig.icims.com/jobs/11334/job?mobile=true&needsRedirect=false'),
    ).toMatchObject({
      sourceId: null,
      title: 'Trading Systems Engineer Intern',
      company: 'Susquehanna International Group',
      field: 'Quantitative Finance',
      location: 'London, UK',
      description: 'Posted 2026-08-21.',
      season: 'Summer 2027',
      closed: false,
      tags: ['stem', 'summer-2027', 'quantitative-finance'],
    });
  });

  it('takes the latest of several terms as the season and tags them all (AMD)', () => {
    expect(byUrl('https://careers.amd.com/jobs/91176?icims=1')).toMatchObject({
      title: 'Software Engineer Intern/Co-op - Masters',
      season: 'Fall 2027',
      tags: ['stem', 'spring-2027', 'summer-2027', 'fall-2027', 'software-engineering'],
    });
  });

  it('decodes entities in cells and links (General Intuition & Medal, Skyworks)', () => {
    expect(
      byUrl(
        'https://jobs.ashbyhq.com/generalintuition-medal/aaa8928d-7d07-4859-86c1-eb39c4c4cbd3/application?embed=true',
      ).company,
    ).toBe('General Intuition & Medal');
    expect(
      byUrl(
        "https://careers.skyworksinc.com/job/Irvine-Analog-IC-Design-SummerFall-Co-Op-(June-'26-Dec-'26)-CA-92602/76295-en_US/?feedId=177100",
      ),
    ).toMatchObject({ title: 'Analog IC Design Co-op', season: null, field: null, tags: [] });
  });

  it('merges a posting listed in two tables into one listing with the first row details (Crowe)', () => {
    expect(
      byUrl(
        'https://crowe.wd12.myworkdayjobs.com/en-US/external_careers/job/Chicago-IL-USA/Data-Analytics-Developer-Intern_R-71041',
      ),
    ).toMatchObject({
      title: 'Data Analytics Developer Intern - Consulting Practice',
      field: 'Data Science, AI & Machine Learning',
      season: 'Fall 2026',
      tags: ['stem', 'fall-2026', 'data-science-ai-machine-learning'],
    });
  });

  it('gives a "↳" row the company of the row above', () => {
    const table = [
      '| Company | Role | Location | Terms | Date Posted | Days Old | Sources |',
      '|---|---|---|---|---|---|---|',
      '| [Acme](https://jobs.acme.example.org/1) | Data Intern | Austin, TX | Summer 2027 | 2026-08-20 | 2 | x |',
      '| ↳ | Design Intern | Remote | N/A | unknown | 2 | x |',
    ].join('\n');
    const [, second] = suryaHarikrishnanAdapter.parse({ 'other.md': table }).opportunities;
    expect(second).toMatchObject({
      company: 'Acme',
      title: 'Design Intern',
      url: null,
      season: null,
      description: null,
    });
  });
});
