import { addDays, deadlineToday, opportunitiesApi, recommendationsApi } from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { callAs } from '../../../test/inject';
import { buildScholarship, buildUser, signIn } from '../../../test/factories';
import { createCatalogWriteRepo } from '../opportunity-data/catalog-write.repo';

// A signed-in student's relevance (ADR 069): what their country, level and major let them apply
// for comes first; a visitor, and the explicit sorts, are unchanged.
describe('relevance for a signed-in student', () => {
  let ctx: TestContext;
  let student: string;
  const today = deadlineToday();
  const verified = new Date(`${addDays(today, -10)}T12:00:00Z`);
  const complete = { description: 'A listing.', awardAmountUsd: 1000, lastVerifiedAt: verified };

  beforeAll(async () => {
    ctx = await createTestApp();
    // The US listings are the most complete, so a visitor sees them first.
    for (const title of ['US Merit Award', 'US Leaders Award'])
      await buildScholarship(ctx.database, {
        ...complete,
        title,
        location: 'United States',
        countryCodes: ['US'],
        deadline: addDays(today, 20),
        dueDate: addDays(today, 20),
      });
    await buildScholarship(ctx.database, {
      ...complete,
      title: 'Maharashtra Engineering Scholarship',
      location: 'Maharashtra, India',
      countryCodes: ['IN'],
      requiredEducationLevel: 'Undergraduate',
      requiredMajors: ['Engineering'],
    });
    await buildScholarship(ctx.database, {
      ...complete,
      title: 'India Fine Arts Fellowship',
      location: 'India',
      countryCodes: ['IN'],
      requiredMajors: ['Arts'],
    });
    await buildScholarship(ctx.database, {
      ...complete,
      title: 'Graduate Research Grant',
      requiredEducationLevel: 'Graduate',
    });
    await createCatalogWriteRepo(ctx.database.db).maintain(today);
    const user = await buildUser(ctx.database, {
      country: 'India',
      educationLevel: "Bachelor's Degree",
      intendedMajor: 'Engineering',
    });
    student = await signIn(ctx.app, user);
  });
  afterAll(() => ctx.close());

  const titles = async (caller: string | null, query: Record<string, string> = {}) =>
    (await callAs(ctx.app, caller, opportunitiesApi.browse, { query })).map((item) => item.title);

  it('puts what the student can apply for first: their country, level and field', async () => {
    expect(await titles(null)).toEqual([
      'US Merit Award',
      'US Leaders Award',
      'Maharashtra Engineering Scholarship',
      'India Fine Arts Fellowship',
      'Graduate Research Grant',
    ]);
    expect(await titles(student)).toEqual([
      'Maharashtra Engineering Scholarship',
      'US Merit Award',
      'US Leaders Award',
      'India Fine Arts Fellowship',
      'Graduate Research Grant',
    ]);
  });

  it('keeps the explicit sorts as they are', async () => {
    expect(await titles(student, { sort: 'deadline' })).toEqual(await titles(null, { sort: 'deadline' }));
  });

  it('does not read a fact the student hid from matching', async () => {
    await callAs(ctx.app, student, recommendationsApi.updateSettings, {
      body: { hiddenFacts: ['location', 'educationLevel', 'major'] },
    });
    expect(await titles(student)).toEqual(await titles(null));
  });
});
