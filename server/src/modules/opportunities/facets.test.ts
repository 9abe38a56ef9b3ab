import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, deadlineToday, opportunitiesApi } from '@futurefund/core';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { injectAs } from '../../../test/inject';
import { buildInternship, buildScholarship } from '../../../test/factories';

const today = deadlineToday();

// Titles, campus tags and majors as the seed catalog's imports hold them (CSU and Atila listings).
describe('GET /api/opportunities/facets', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database;
    await buildScholarship(db, {
      title: "CSU Trustees' Award for Outstanding Achievement",
      tags: ['CSU Northridge'],
    });
    await buildScholarship(db, {
      title: 'Hampton Scholars Scholarship',
      tags: ['merit-based', 'CSU Northridge'],
      requiredMajors: ['Software Engineering', 'Bioengineering'],
    });
    await buildScholarship(db, {
      title: 'Zeqr Scholarship',
      deadline: addDays(today, 30),
      // Same major twice in one listing, spelt differently: it counts once.
      requiredMajors: ['Software Engineering', 'software engineering '],
    });
    await buildInternship(db, {
      title: 'Software Engineering Intern',
      tags: ['CSU Northridge', 'CSU East Bay'],
      requiredMajors: ['Computer Science'],
    });
    // Only closed, expired, removed or unpublished listings carry these: never offered.
    await buildScholarship(db, { title: 'Berkeley Award', tags: ['UC Berkeley'], closedAt: new Date() });
    await buildScholarship(db, {
      title: 'Expired Award',
      tags: ['CSU Fullerton'],
      requiredMajors: ['History'],
      deadline: addDays(today, -1),
    });
    await buildInternship(db, {
      title: 'Pending Intern',
      tags: ['CSU Los Angeles'],
      approvalStatus: 'pending',
    });
    await buildScholarship(db, { title: 'Not a campus', tags: ['stem', 'UCLA-bound', 'CSU Chico '] });
  });
  afterAll(() => ctx.close());

  const facets = () => injectAs(ctx.app, null, opportunitiesApi.facets);
  const browseCampus = (campus: string) =>
    injectAs(ctx.app, null, opportunitiesApi.browse, { query: { campus } });

  it('offers only the campuses and majors of open listings, most listings first, with counts', async () => {
    const response = await facets();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      campuses: [
        { value: 'CSU Northridge', count: 3 },
        { value: 'CSU East Bay', count: 1 },
      ],
      majors: [
        { value: 'Software Engineering', count: 2 },
        { value: 'Bioengineering', count: 1 },
        { value: 'Computer Science', count: 1 },
      ],
    });
  });

  it('counts what browse finds for each campus', async () => {
    const { campuses } = (await facets()).json();
    for (const { value, count } of campuses as { value: string; count: number }[]) {
      const browse = await browseCampus(value);
      expect(browse.headers['x-total-count']).toBe(String(count));
    }
    expect((await browseCampus('UC Berkeley')).headers['x-total-count']).toBe('0');
  });

  it('offers no majors when no open listing names one', async () => {
    const empty = await createTestApp();
    try {
      await buildScholarship(empty.database, { title: 'Army ROTC Scholarship', tags: ['CSU Fullerton'] });
      const response = await injectAs(empty.app, null, opportunitiesApi.facets);
      expect(response.json()).toEqual({ campuses: [{ value: 'CSU Fullerton', count: 1 }], majors: [] });
    } finally {
      await empty.close();
    }
  });

  // Cached per catalog version (ADR 009): a write shows as soon as its NOTIFY arrives (at once on
  // PGlite, a moment later on PostgreSQL, where another connection wrote it).
  it('follows a catalog change as soon as it is announced', async () => {
    await buildInternship(ctx.database, {
      title: 'Data Intern',
      tags: ['CSU East Bay'],
      requiredMajors: ['Statistics'],
    });
    await expect
      .poll(async () => (await facets()).json(), { timeout: 2_000, interval: 20 })
      .toMatchObject({
        campuses: [
          { value: 'CSU Northridge', count: 3 },
          { value: 'CSU East Bay', count: 2 },
        ],
        majors: expect.arrayContaining([{ value: 'Statistics', count: 1 }]),
      });
  });
});
