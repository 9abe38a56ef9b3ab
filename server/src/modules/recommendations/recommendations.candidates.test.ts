import { addDays, deadlineToday, type MatchProfile } from '@futurefund/core';
import { userProfiles } from '../../db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app';
import { buildInternship, buildScholarship, buildUser } from '../../../test/factories';
import type { DatabaseHandle } from '../../db/client';
import { createRecommendationsRepo } from './recommendations.repo';

// The candidate statements beside the text search: listings where the student lives or wants to
// be, and listings whose eligibility text alone names the student's words.
const today = deadlineToday();
const open = () => ({ deadline: addDays(today, 60), lastVerifiedAt: new Date() });

/** A student as the engine reads them: a new user's place, and the places they prefer. */
async function studentWith(
  database: DatabaseHandle,
  place: { state?: string; city?: string; preferredLocations?: string[] },
) {
  const { preferredLocations, ...home } = place;
  const user = await buildUser(database, { country: 'United States', ...home });
  if (preferredLocations)
    await database.db.insert(userProfiles).values({ userId: user.id, preferredLocations });
  return (await createRecommendationsRepo(database.db).matchProfile(user.id))!;
}

describe('recommendation candidates', () => {
  let database: DatabaseHandle;
  let repo: ReturnType<typeof createRecommendationsRepo>;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    database = await createTestDatabase();
    repo = createRecommendationsRepo(database.db);
    const internship = async (title: string, location: string, stateCodes: string[], cities: string[]) =>
      (
        await buildInternship(database, {
          ...open(),
          title,
          location,
          stateCodes,
          cities,
          countryCodes: ['US'],
        })
      ).id;
    ids.chicago = await internship('Trading Intern', 'Chicago, IL', ['IL'], ['Chicago']);
    ids.austin = await internship('Trading Intern', 'Austin, TX', ['TX'], ['Austin']);
    ids.chicagoOther = await internship('Welding Apprentice', 'Chicago, IL', ['IL'], ['Chicago']);
    ids.chicagoAward = (
      await buildScholarship(database, {
        ...open(),
        title: 'Business School Merit Award',
        location: 'Chicago, IL',
        stateCodes: ['IL'],
        cities: ['Chicago'],
        countryCodes: ['US'],
      })
    ).id;
    ids.garden = (
      await buildScholarship(database, {
        ...open(),
        title: 'Garden Clubs Scholarship',
        description: null,
        eligibility: 'Horticulture, botany and forestry majors',
      })
    ).id;
  });
  afterAll(() => database.close());

  const nearbyIds = async (
    student: MatchProfile,
    lexemes: string[],
    table: 'internships' | 'scholarships' = 'internships',
  ) =>
    (await repo.nearby(table, student, lexemes, lexemes, today)).map((row) => row.id).sort((a, b) => a - b);

  it("finds internships in the student's state or city whose words match, and only those", async () => {
    const student = (facts: Parameters<typeof studentWith>[1]) => studentWith(database, facts);
    expect(await nearbyIds(await student({ state: 'Illinois' }), ['trade'])).toEqual([ids.chicago]);
    expect(await nearbyIds(await student({ city: 'Chicago' }), ['trade'])).toEqual([ids.chicago]);
    expect(await nearbyIds(await student({ preferredLocations: ['Austin'] }), ['trade'])).toEqual([
      ids.austin,
    ]);
  });

  it("finds awards in the place too: a school in the student's city is a candidate by a common word", async () => {
    const student = await studentWith(database, { city: 'Chicago' });
    expect(await nearbyIds(student, ['busi'], 'scholarships')).toEqual([ids.chicagoAward]);
    expect(
      await nearbyIds(await studentWith(database, { state: 'Texas' }), ['busi'], 'scholarships'),
    ).toEqual([]);
  });

  it('finds none for a student who names no place, or no words', async () => {
    expect(await nearbyIds(await studentWith(database, {}), ['trade'])).toEqual([]);
    expect(await nearbyIds(await studentWith(database, { state: 'Illinois' }), [])).toEqual([]);
  });

  it('searches eligibility text: a listing that says who may apply only there is found by its words', async () => {
    const student = await studentWith(database, {});
    const found = await repo.search('scholarships', student, ['botani'], ['botani'], today);
    expect(found.map((row) => row.id)).toEqual([ids.garden]);
  });
});
