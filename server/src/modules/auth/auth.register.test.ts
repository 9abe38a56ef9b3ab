import { authApi } from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { injectAs } from '../../../test/inject';

const student = {
  name: 'Ada Lovelace',
  username: 'ada',
  password: 'analytical',
  userType: 'student_seeker',
  seekerSubType: 'student',
  graduationYear: 2027,
};

describe('POST /api/register', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  // Each from its own address: registrations are limited per address (auth-throttle.test.ts).
  let address = 0;
  const register = (body: Record<string, unknown>) =>
    injectAs(ctx.app, null, authApi.register, { body }, { remoteAddress: `192.0.2.${++address}` });

  it('creates a student, answers the user as JSON and starts a session', async () => {
    const response = await register(student);
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      username: 'ada',
      name: 'Ada Lovelace',
      role: 'user',
      userType: 'student_seeker',
      seekerSubType: 'student',
      graduationYear: 2027,
      isVerified: false,
      profileViewsUsed: 0,
    });
    for (const secret of ['password', 'stripeCustomerId', 'stripeSubscriptionId'])
      expect(user).not.toHaveProperty(secret);
    expect(response.body).not.toContain('argon2');

    const cookie = response.cookies.find((c) => c.name === 'ff_session');
    expect(cookie).toBeDefined();
    const me = await injectAs(ctx.app, `ff_session=${cookie!.value}`, authApi.currentUser);
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it('stores the password as an argon2id hash', async () => {
    const [row] = await ctx.database.query<{ password: string }>(
      "SELECT password FROM users WHERE username = 'ada'",
    );
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.password).not.toContain('analytical');
  });

  it('never lets registration set the role or verification', async () => {
    const response = await register({ ...student, username: 'sneaky', role: 'admin', isVerified: true });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ role: 'user', isVerified: false });
  });

  it('refuses a taken username, whatever its case, with 409', async () => {
    const response = await register({ ...student, username: 'ADA' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'That username is already taken. Please choose another.',
    });
    const [row] = await ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE lower(username) = 'ada'",
    );
    expect(row?.n).toBe(1);
  });

  it('registers a contributor with organisation and job title', async () => {
    const response = await register({
      name: 'Grace Hopper',
      username: 'grace',
      password: 'cobol-rules',
      userType: 'contributor',
      contributorSubType: 'scholarship_manager',
      organizationName: 'Navy Foundation',
      organizationWebsite: 'https://navy.example.org',
      jobTitle: 'Program Director',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      userType: 'contributor',
      contributorSubType: 'scholarship_manager',
      organizationName: 'Navy Foundation',
      organizationWebsite: 'https://navy.example.org',
      jobTitle: 'Program Director',
    });
  });

  it('registers a parent/guardian with the student name and relationship', async () => {
    const response = await register({
      name: 'Pat Parent',
      username: 'pat',
      password: 'family-first',
      userType: 'student_seeker',
      seekerSubType: 'parent_guardian',
      studentName: 'Sam Parent',
      relationshipToStudent: 'Mother',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      seekerSubType: 'parent_guardian',
      studentName: 'Sam Parent',
      relationshipToStudent: 'Mother',
    });
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ['short name', { ...student, name: 'A' }, 'name', 'Name must be at least 2 characters'],
    ['short username', { ...student, username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [
      'short password',
      { ...student, password: '12345' },
      'password',
      'Password must be at least 6 characters',
    ],
    [
      'missing profile type',
      { ...student, userType: undefined },
      'userType',
      'Please select your profile type',
    ],
    [
      'unknown profile type',
      { ...student, userType: 'wizard' },
      'userType',
      'Please select your profile type',
    ],
    [
      'seeker without sub-role',
      { ...student, seekerSubType: undefined },
      'seekerSubType',
      'Please select your specific role',
    ],
    [
      'contributor without sub-role',
      { ...student, userType: 'contributor', organizationName: 'Org', jobTitle: 'Boss' },
      'contributorSubType',
      'Please select your professional role',
    ],
    [
      'contributor without organisation',
      { ...student, userType: 'contributor', contributorSubType: 'grant_manager', jobTitle: 'Boss' },
      'organizationName',
      'Organization name is required for contributors',
    ],
    [
      'contributor without job title',
      { ...student, userType: 'contributor', contributorSubType: 'grant_manager', organizationName: 'Org' },
      'jobTitle',
      'Job title is required for contributors',
    ],
    [
      'parent without student name',
      { ...student, seekerSubType: 'parent_guardian', relationshipToStudent: 'Father' },
      'studentName',
      'Student name is required when registering as parent/guardian',
    ],
    [
      'parent without relationship',
      { ...student, seekerSubType: 'parent_guardian', studentName: 'Kid' },
      'relationshipToStudent',
      'Relationship to student is required',
    ],
    [
      'bad website',
      { ...student, organizationWebsite: 'not a url' },
      'organizationWebsite',
      'Please enter a valid URL',
    ],
    [
      'javascript: website',
      { ...student, organizationWebsite: 'javascript:alert(1)' },
      'organizationWebsite',
      'Please enter a valid URL',
    ],
    [
      'graduation year too early',
      { ...student, graduationYear: 2019 },
      'graduationYear',
      'Graduation year must be between 2020 and 2035',
    ],
    [
      'graduation year too late',
      { ...student, graduationYear: 2036 },
      'graduationYear',
      'Graduation year must be between 2020 and 2035',
    ],
    ['missing name', { ...student, name: undefined }, 'name', 'Required'],
  ];

  it.each(invalid)(
    'rejects %s with the spec message and creates nothing',
    async (_label, payload, path, message) => {
      const before = await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      const response = await register({
        ...payload,
        username: payload.username === student.username ? `x${path}` : payload.username,
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.details).toContainEqual({ path, message });
      const after = await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      expect(after[0]?.n).toBe(before[0]?.n);
    },
  );

  it('accepts an empty website as "no website"', async () => {
    const response = await register({ ...student, username: 'emptysite', organizationWebsite: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json().organizationWebsite).toBeNull();
  });
});
