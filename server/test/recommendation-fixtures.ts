import { count, eq } from 'drizzle-orm';
import { addDays, deadlineToday, type Recommendation } from '@futurefund/core';
import type { DatabaseHandle } from '../src/db/client';
import { recommendationEvents, recommendations, userProfiles } from '../src/db/schema';
import { buildInternship, buildScholarship, buildUser, signIn } from './factories';
import type { TestContext } from './test-app';

// A small catalog for the recommendation API tests (issue 13). The profile's words are
// "Computer Science" and "Python"; every listing a rule must exclude uses exactly those words, so
// only its rule keeps it out. Unrelated listings make those words rare enough in the catalog for
// BM25 to count them (a word every listing has tells nothing).

const today = deadlineToday();

/** Open for 90 more days and verified today (so fresh). */
export const openFields = () => ({ deadline: addDays(today, 90), lastVerifiedAt: new Date() });

/** A scholarship whose words are the full profile's words. */
export const matchingScholarship = () => ({
  ...openFields(),
  title: 'Computer Science Python Scholarship',
  description: 'For Computer Science students who code in Python.',
  awardAmount: '$5,000',
  dueDate: 'In 90 days',
});

/** A student with every fact the engine reads (a PUT /api/profile body). */
export const fullProfile = {
  name: 'Maya Chen',
  educationLevel: "Bachelor's Degree",
  intendedMajor: 'Computer Science',
  skills: ['Python'],
  gpa: '3.5',
  state: 'California',
  country: 'United States',
  gender: 'Female',
  firstGeneration: false,
};

const unrelatedWords = [
  'Culinary',
  'Forestry',
  'Ballet',
  'Welding',
  'Poetry',
  'Nursing',
  'Carpentry',
  'Opera',
];

/** Each listing a rule must keep out of a full profile's list, otherwise a perfect text match. */
async function buildExcluded(database: DatabaseHandle, keep: number) {
  const scholarship = (overrides: Parameters<typeof buildScholarship>[1]) =>
    buildScholarship(database, { ...matchingScholarship(), ...overrides }).then((row) => row.id);
  return {
    closed: await scholarship({ closedAt: new Date() }),
    expired: await scholarship({ deadline: addDays(today, -1) }),
    pending: await scholarship({ approvalStatus: 'pending' }),
    duplicate: await scholarship({ duplicateOf: keep }),
    graduateOnly: await scholarship({ requiredEducationLevel: 'Graduate' }),
    minGpa39: await scholarship({ minGPA: 3.9 }),
    texasOnly: await scholarship({ requiredStates: ['Texas'] }),
    indiaOnly: await scholarship({ requiredCountries: ['India'] }),
    maleOnly: await scholarship({ genderRequirement: 'Male only' }),
    firstGenerationOnly: await scholarship({ firstGeneration: true }),
  };
}

export async function buildRecommendationCatalog(database: DatabaseHandle) {
  const eligible: number[] = [];
  for (let n = 0; n < 5; n += 1)
    eligible.push(
      (await buildScholarship(database, { ...matchingScholarship(), url: `https://example.org/${n}` })).id,
    );
  const excluded = await buildExcluded(database, eligible[0]!);
  const internship = (overrides: Parameters<typeof buildInternship>[1]) =>
    buildInternship(database, { ...openFields(), title: 'Computer Science Python Internship', ...overrides });
  const abroad = await internship({
    location: 'London, United Kingdom',
    countryCodes: ['GB'],
    isRemote: false,
  });
  // An internship has no gender column: what its words state is the requirement.
  const menOnly = await internship({
    location: 'San Francisco, California',
    countryCodes: ['US'],
    restrictions: [{ criterion: 'gender', value: 'Male', evidence: 'For men in computer science.' }],
  });
  const paid = await internship({
    company: 'Acme Robotics',
    field: 'Software Engineering',
    dueDate: 'In 90 days',
    isPaid: true,
    location: 'San Francisco, California',
    countryCodes: ['US'],
  });
  const unrelated: number[] = [];
  for (const word of unrelatedWords) {
    for (const kind of ['Award', 'Prize', 'Bursary', 'Grant'])
      unrelated.push(
        (await buildScholarship(database, { ...openFields(), title: `${word} Arts ${kind}` })).id,
      );
    await buildInternship(database, { ...openFields(), title: `${word} Apprentice`, countryCodes: ['US'] });
  }
  /** Unrelated to a Computer Science major; the first listing a Law major is pointed to. */
  const law = (await buildScholarship(database, { ...openFields(), title: 'Environmental Law Scholarship' }))
    .id;
  return {
    eligible,
    excluded: { ...excluded, abroadInternship: abroad.id, menOnlyInternship: menOnly.id },
    internship: paid.id,
    unrelated,
    law,
  };
}

/** A signed-in student whose profile was saved through PUT /api/profile (none when `profile` is {}). */
export async function signInStudent(ctx: TestContext, profile: object = fullProfile) {
  const user = await buildUser(ctx.database);
  const cookie = await signIn(ctx.app, user);
  if (Object.keys(profile).length > 0) {
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile',
      payload: profile,
      headers: { cookie },
    });
    if (saved.statusCode !== 200) throw new Error(`profile not saved: ${saved.body}`);
  }
  return { user, cookie };
}

export async function recommend(ctx: TestContext, cookie: string, limit?: number) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: limit === undefined ? '/api/recommendations' : `/api/recommendations?limit=${limit}`,
    headers: { cookie },
  });
  if (response.statusCode !== 200)
    throw new Error(`recommendations: ${response.statusCode} ${response.body}`);
  return response.json<Recommendation[]>();
}

export const idsOf = (list: readonly Recommendation[], type: Recommendation['type'] = 'scholarship') =>
  list.filter((item) => item.type === type).map((item) => item.id);

export const findIn = (
  list: readonly Recommendation[],
  id: number,
  type: Recommendation['type'] = 'scholarship',
) => list.find((item) => item.type === type && item.id === id);

/** The user's rows of `recommendations` (computed ones and reactions). */
export const storedRows = (database: DatabaseHandle, userId: number) =>
  database.db.select().from(recommendations).where(eq(recommendations.userId, userId));

export const eventRows = (database: DatabaseHandle, userId: number) =>
  database.db.select().from(recommendationEvents).where(eq(recommendationEvents.userId, userId));

export async function storedKey(database: DatabaseHandle, userId: number) {
  const [row] = await database.db
    .select({ key: userProfiles.recommendationsKey })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return row?.key ?? null;
}

/** Row counts of everything the recommendation calls write, to show a refused call wrote nothing. */
export async function recommendationTables(database: DatabaseHandle) {
  const { db } = database;
  const [[stored], [events], profiles] = await Promise.all([
    db.select({ n: count() }).from(recommendations),
    db.select({ n: count() }).from(recommendationEvents),
    db
      .select({
        userId: userProfiles.userId,
        hidden: userProfiles.hiddenMatchFacts,
        key: userProfiles.recommendationsKey,
      })
      .from(userProfiles)
      .orderBy(userProfiles.userId),
  ]);
  return { recommendations: stored?.n, events: events?.n, profiles };
}

export const rowOf = (rows: Awaited<ReturnType<typeof storedRows>>, id: number, type = 'scholarship') =>
  rows.find((row) => row.opportunityType === type && row.opportunityId === id);
