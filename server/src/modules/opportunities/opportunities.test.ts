import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, deadlineToday } from '@futurefund/core';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { buildInternship, buildScholarship } from '../../../test/factories';

const today = deadlineToday();

// 241 characters: a card shows the first 120 and '...' (product §9).
const longDescription = `For women studying engineering. ${'Mentors and weekly demos. '.repeat(8)}`.padEnd(
  241,
  '!',
);

describe('opportunity browse and detail API', () => {
  let ctx: TestContext;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    ids.stem = (
      await buildScholarship(ctx.database, {
        title: 'Women in STEM Award',
        provider: 'Tech Fund',
        description: longDescription,
        tags: ['women', 'stem'],
        awardAmount: '$5,000',
        awardAmountUsd: 5000,
        deadline: addDays(today, 10),
        eligibility: 'US citizen, GPA 3.0 or higher, Enrolled full time',
        minGPA: 3,
        requiredMajors: ['Engineering'],
        restrictions: [{ criterion: 'gender', value: 'Female', evidence: 'For women studying engineering.' }],
      })
    ).id;
    ids.undated = (
      await buildScholarship(ctx.database, { title: 'Rolling Grant', kind: 'grant', awardAmountUsd: 800 })
    ).id;
    ids.expired = (
      await buildScholarship(ctx.database, { title: 'Expired Award', deadline: addDays(today, -1) })
    ).id;
    ids.pending = (
      await buildScholarship(ctx.database, { title: 'Pending Award', approvalStatus: 'pending' })
    ).id;
    ids.intern = (
      await buildInternship(ctx.database, {
        title: 'Robotics Intern',
        company: 'Acme',
        location: 'Austin, TX',
        // As the import's enrichment stores the place (the location filter compares codes).
        stateCodes: ['TX'],
        countryCodes: ['US'],
        cities: ['Austin'],
        isRemote: true,
        deadline: addDays(today, 40),
        tags: ['stem', 'summer-2026'],
      })
    ).id;
    ids.closedIntern = (
      await buildInternship(ctx.database, { title: 'Closed Intern', closedAt: new Date() })
    ).id;
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const titles = async (url: string) => (await get(url)).json().map((item: { title: string }) => item.title);

  it('lists open, approved opportunities with the list item fields and a total header', async () => {
    const response = await get('/api/opportunities');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    const [first] = response.json();
    expect(first).toMatchObject({
      id: ids.stem,
      type: 'scholarship',
      kind: 'scholarship',
      title: 'Women in STEM Award',
      organization: 'Tech Fund',
      awardAmount: '$5,000',
      awardAmountUsd: 5000,
      tags: ['women', 'stem'],
      minGPA: 3,
      requiredMajors: ['Engineering'],
      closed: false,
    });
    expect(await titles('/api/opportunities')).toEqual([
      'Women in STEM Award',
      'Rolling Grant',
      'Robotics Intern',
    ]);
  });

  it('includes expired and closed ones only when asked', async () => {
    expect(await titles('/api/opportunities?includeClosed=true&type=internships')).toEqual([
      'Robotics Intern',
      'Closed Intern',
    ]);
    expect(await titles('/api/opportunities?includeClosed=true&sort=deadline&type=scholarships')).toEqual([
      'Expired Award',
      'Women in STEM Award',
      'Rolling Grant',
    ]);
  });

  it.each([
    ['type=internships', ['Robotics Intern']],
    ['chip=women-in-stem', ['Women in STEM Award']],
    ['q=ENGINEERING', ['Women in STEM Award']],
    ['q=austin', ['Robotics Intern']],
    ['remote=true', ['Robotics Intern']],
    ['location=tx', ['Robotics Intern']],
    ['deadline=30days', ['Women in STEM Award']],
    ['minAmount=1000', ['Women in STEM Award']],
    ['maxAmount=1000', ['Rolling Grant']],
    ['minGpa=2.5', ['Rolling Grant', 'Robotics Intern']],
    ['major=computer', ['Rolling Grant', 'Robotics Intern']],
    ['major=engineering%20technology', ['Women in STEM Award', 'Rolling Grant', 'Robotics Intern']],
    ['sort=amount-high', ['Women in STEM Award', 'Rolling Grant', 'Robotics Intern']],
    ['sort=amount-low', ['Rolling Grant', 'Women in STEM Award', 'Robotics Intern']],
    ['sort=deadline', ['Women in STEM Award', 'Robotics Intern', 'Rolling Grant']],
  ])('applies %s', async (query, expected) => {
    expect(await titles(`/api/opportunities?${query}`)).toEqual(expected);
  });

  it('pages with offset and limit', async () => {
    expect(await titles('/api/opportunities?limit=1&offset=1')).toEqual(['Rolling Grant']);
  });

  it.each([
    ['limit=0', 'limit: must be at least 1'],
    ['limit=500', 'limit: must be at most 100'],
    ['sort=random', 'sort: must be one of relevance, deadline, amount-high, amount-low, newest'],
    ['type=jobs', 'type: must be one of all, scholarships, internships'],
    ['minGpa=abc', 'minGpa: must be a number'],
    ['remote=yes', 'remote: must be true or false'],
  ])('rejects %s with a clear 400', async (query, message) => {
    const response = await get(`/api/opportunities?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers the type lists used for counts', async () => {
    expect(await titles('/api/scholarships')).toEqual(['Women in STEM Award', 'Rolling Grant']);
    expect(await titles('/api/internships')).toEqual(['Robotics Intern']);
  });

  it("sends a list item's text as the card's excerpt, and the whole text in the detail", async () => {
    const items: { id: number; description: string | null }[] = (await get('/api/opportunities')).json();
    expect(longDescription).toHaveLength(241);
    expect(items.find((item) => item.id === ids.stem)?.description).toBe(
      `${longDescription.slice(0, 120)}...`,
    );
    expect(items.find((item) => item.id === ids.undated)?.description).toBeNull();
    expect((await get(`/api/scholarships/${ids.stem}`)).json().description).toBe(longDescription);
  });

  it('answers a scholarship detail', async () => {
    const response = await get(`/api/scholarships/${ids.stem}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: ids.stem,
      type: 'scholarship',
      provider: 'Tech Fund',
      eligibility: 'US citizen, GPA 3.0 or higher, Enrolled full time',
      deadline: addDays(today, 10),
      restrictions: [{ criterion: 'gender', value: 'Female', evidence: 'For women studying engineering.' }],
    });
    expect(response.json()).not.toHaveProperty('uniqueHash');
    // A listing nothing was read from answers an empty list, never null.
    expect((await get(`/api/scholarships/${ids.undated}`)).json().restrictions).toEqual([]);
  });

  it('answers an internship detail with applicationDeadline', async () => {
    const body = (await get(`/api/internships/${ids.intern}`)).json();
    expect(body).toMatchObject({
      type: 'internship',
      company: 'Acme',
      applicationDeadline: addDays(today, 40),
      isRemote: true,
    });
  });

  it.each([
    ['/api/scholarships/999999', 404],
    ['/api/scholarships/abc', 400],
    ['/api/scholarships/0', 400],
    ['/api/internships/-3', 400],
    ['/api/internships/1.5', 400],
  ])('answers %s with %i', async (url, status) => {
    expect((await get(url)).statusCode).toBe(status);
  });

  it('hides pending opportunities from detail', async () => {
    expect((await get(`/api/scholarships/${ids.pending}`)).statusCode).toBe(404);
  });

  it('lists similar open opportunities of the same type, never the same one', async () => {
    const similar = (await get(`/api/opportunities/similar?type=scholarship&id=${ids.stem}`)).json();
    expect(similar.map((item: { title: string }) => item.title)).toEqual(['Rolling Grant']);
    expect((await get('/api/opportunities/similar?type=job&id=1')).statusCode).toBe(400);
    expect((await get('/api/opportunities/similar?type=internship&id=999999')).statusCode).toBe(404);
  });
});
