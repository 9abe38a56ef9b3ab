import { authApi, profileApi, profileMessages } from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { buildUser, signIn } from '../../../test/factories';
import { injectAs, type Caller } from '../../../test/inject';

const basics = {
  name: 'Ada Lovelace',
  educationLevel: "Bachelor's Degree",
  intendedMajor: 'Computer Science',
  skills: ['Python', 'Statistics'],
  interests: ['STEM Scholarships', 'Women in STEM'],
};

describe('the profile (GET/PUT /api/profile)', () => {
  let ctx: TestContext;
  let cookie: string;
  let otherCookie: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    cookie = await signIn(ctx.app, await buildUser(ctx.database, { name: null }));
    otherCookie = await signIn(ctx.app, await buildUser(ctx.database, { name: 'Other Person' }));
  });
  afterAll(() => ctx.close());

  const get = (caller: Caller = cookie) => injectAs(ctx.app, caller, profileApi.get);
  const put = (body: unknown, caller: Caller = cookie) =>
    injectAs(ctx.app, caller, profileApi.update, { body });
  const me = () => injectAs(ctx.app, cookie, authApi.currentUser);

  it('requires sign-in for reading and saving', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await put(basics, null)).statusCode).toBe(401);
  });

  it('starts empty at 0 % complete, with empty lists rather than nulls', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: null,
      skills: [],
      interests: [],
      preferredIndustries: [],
      preferredLocations: [],
      firstGeneration: null,
      completion: { percent: 0 },
    });
  });

  it('saves the five fields of the first section and reaches 100 %', async () => {
    const response = await put(basics);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...basics, completion: { percent: 100 } });
    expect((await get()).json()).toMatchObject(basics);
  });

  it('refreshes the signed-in user, so the detail page eligibility check reads the new values', async () => {
    await put({ gpa: '3.6', state: 'Texas', country: 'United States' });
    const user = await me();
    expect(user.json()).toMatchObject({
      name: basics.name,
      intendedMajor: 'Computer Science',
      gpa: '3.6',
      state: 'Texas',
      country: 'United States',
    });
  });

  it('saves the details section without touching the first one, and back', async () => {
    const details = {
      gpa: '3.85',
      graduationYear: 2027,
      city: 'Austin',
      state: 'Texas',
      country: 'United States',
      citizenship: 'United States',
      firstGeneration: true,
      gender: 'Woman',
      ethnicity: 'Hispanic or Latino',
      careerGoals: 'Build accessible software for public health.',
      preferredIndustries: ['Healthcare', 'Software'],
      preferredLocations: ['Remote', 'Austin, TX'],
      timeZone: 'America/Chicago',
    };
    const saved = await put(details);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...basics, ...details });
    const renamed = await put({ name: 'Ada King' });
    expect(renamed.json()).toMatchObject({ ...details, name: 'Ada King', skills: basics.skills });
  });

  it('clears a detail with null and drops empty and repeated list entries', async () => {
    const response = await put({ gender: null, preferredIndustries: ['Energy', ' energy ', '', 'Law'] });
    expect(response.json()).toMatchObject({ gender: null, preferredIndustries: ['Energy', 'Law'] });
  });

  it.each([
    [{ name: 'A' }, 'name', profileMessages.nameMin],
    [{ educationLevel: 'Kindergarten' }, 'educationLevel', profileMessages.educationLevel],
    [{ intendedMajor: 'Astrology' }, 'intendedMajor', profileMessages.intendedMajor],
    [{ skills: ['Python', 'python '] }, 'skills.1', profileMessages.skillExists],
    [{ interests: ['Free Money'] }, 'interests.0', profileMessages.interest],
    [{ gpa: 'very good' }, 'gpa', profileMessages.gpa],
    [{ gpa: '7.5' }, 'gpa', profileMessages.gpa],
    [{ graduationYear: 2019 }, 'graduationYear', profileMessages.graduationYear],
    [{ graduationYear: 2036 }, 'graduationYear', profileMessages.graduationYear],
    [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone', profileMessages.timeZone],
    [{ careerGoals: 'x'.repeat(2001) }, 'careerGoals', profileMessages.careerGoalsMax],
    [{}, '', profileMessages.nothingToSave],
  ])('refuses %j with its message and changes nothing', async (payload, path, message) => {
    const before = (await get()).json();
    const response = await put(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({ path, message });
    expect((await get()).json()).toEqual(before);
  });

  it('ignores fields that are not the profile (role, premium, username)', async () => {
    const response = await put({
      name: 'Ada King',
      role: 'admin',
      username: 'root',
      weeklyAccessExpiresAt: '2099-01-01T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(200);
    const user = (await me()).json();
    expect(user.role).toBe('user');
    expect(user.username).not.toBe('root');
    expect(user.weeklyAccessExpiresAt).toBeNull();
  });

  it("keeps each user's profile private: another user sees only their own", async () => {
    const other = (await get(otherCookie)).json();
    expect(other).toMatchObject({ name: 'Other Person', gender: null, skills: [] });
  });

  it('never puts gender or ethnicity on the session user', async () => {
    const user = (await me()).json();
    expect(user).not.toHaveProperty('gender');
    expect(user).not.toHaveProperty('ethnicity');
  });
});
