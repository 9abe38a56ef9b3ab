import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { transactional } from '../../db/transaction';
import { userProfiles, users } from '../../db/schema';

/** The profile's columns on `users` (what the session user, and so eligibility, reads). */
const userFields = {
  name: users.name,
  educationLevel: users.educationLevel,
  intendedMajor: users.intendedMajor,
  skills: users.skills,
  interests: users.interests,
  gpa: users.gpa,
  graduationYear: users.graduationYear,
  city: users.city,
  state: users.state,
  country: users.country,
};

/** …and on `user_profiles` (private facts and matching preferences). */
const detailFields = {
  citizenship: userProfiles.citizenship,
  firstGeneration: userProfiles.firstGeneration,
  gender: userProfiles.gender,
  ethnicity: userProfiles.ethnicity,
  careerGoals: userProfiles.careerGoals,
  preferredIndustries: userProfiles.preferredIndustries,
  preferredLocations: userProfiles.preferredLocations,
  timeZone: userProfiles.timeZone,
};

export type UserProfileFields = { [K in keyof typeof userFields]: (typeof users.$inferSelect)[K] };
export type DetailProfileFields = { [K in keyof typeof detailFields]: (typeof userProfiles.$inferSelect)[K] };
export type ProfileRow = UserProfileFields & {
  [K in keyof DetailProfileFields]: DetailProfileFields[K] | null;
};

export const userFieldNames = Object.keys(userFields) as (keyof UserProfileFields)[];
export const detailFieldNames = Object.keys(detailFields) as (keyof DetailProfileFields)[];

function profileStatements(db: Database) {
  return {
    /** The user's profile across both tables; null when the user is gone. */
    async find(userId: number): Promise<ProfileRow | null> {
      const [row] = await db
        .select({ ...userFields, ...detailFields })
        .from(users)
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .where(eq(users.id, userId));
      return (row as ProfileRow | undefined) ?? null;
    },

    async updateUser(userId: number, values: Partial<UserProfileFields>) {
      await db.update(users).set(values).where(eq(users.id, userId));
    },

    /** Creates the user's profile row on first save; later saves change only the fields sent. */
    async upsertDetails(userId: number, values: Partial<DetailProfileFields>) {
      await db
        .insert(userProfiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userProfiles.userId, set: { ...values, updatedAt: new Date() } });
    },
  };
}

export function createProfileRepo(db: Database) {
  return { ...profileStatements(db), transaction: transactional(db, profileStatements) };
}

export type ProfileRepo = ReturnType<typeof createProfileRepo>;
