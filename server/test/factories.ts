import { deadlineToday, isFresh, textPeriodEnd, titlePeriodEnd } from '@futurefund/core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createAuthRepo, type NewUser, type UserRow } from '../src/modules/auth/auth.repo';
import { hashPassword } from '../src/modules/auth/password';
import type { DatabaseHandle } from '../src/db/client';
import { eq } from 'drizzle-orm';
import {
  applicationStatusHistory,
  applications,
  internships,
  scholarships,
  subscriptions,
  userDocuments,
  users,
} from '../src/db/schema';
import { encryptDocument, type VaultKeyring } from '../src/modules/documents/vault-crypto';

let sequence = 0;
export const DEFAULT_PASSWORD = 'correct-horse-battery';

/** Inserts a real user row (hashed password). Defaults to a student seeker. */
export async function buildUser(
  database: DatabaseHandle,
  overrides: Partial<NewUser> = {},
): Promise<UserRow & { plainPassword: string }> {
  sequence += 1;
  const plainPassword = overrides.password ?? DEFAULT_PASSWORD;
  const user = await createAuthRepo(database.db).insertUser({
    username: `user${sequence}_${Date.now().toString(36)}`,
    name: `Test User ${sequence}`,
    userType: 'student_seeker',
    seekerSubType: 'student',
    ...overrides,
    password: await hashPassword(plainPassword),
  });
  if (!user) throw new Error('buildUser: username taken');
  return { ...user, plainPassword };
}

export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'ff_session');
  if (!cookie?.value)
    throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `ff_session=${cookie.value}`;
}

/** Signs in through the real endpoint and returns the Cookie header value for later requests. */
export async function signIn(
  app: FastifyInstance,
  user: { username: string; plainPassword: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: user.username, password: user.plainPassword },
  });
  return sessionCookieFrom(response);
}

let catalogSequence = 0;

/** The stored freshness an import would write for this verification time (today, core isFresh). */
const freshOf = (lastVerifiedAt: Date | null | undefined) =>
  isFresh(lastVerifiedAt ? lastVerifiedAt.toISOString() : null, deadlineToday());
/** The title's period end an import would write (core titlePeriodEnd). */
const titleEndOf = (title: string | undefined) => (title ? titlePeriodEnd(title) : null);
/** As the importer reads it (row-mapping.ts): the cycle the eligibility and description name. */
const textEndOf = (row: { eligibility?: string | null; description?: string | null }) =>
  textPeriodEnd([row.eligibility, row.description].filter(Boolean).join('\n'));
type ScholarshipInsert = typeof scholarships.$inferInsert;
type InternshipInsert = typeof internships.$inferInsert;

/** Inserts a real, approved scholarship (override anything, e.g. approvalStatus: 'pending'). */
export async function buildScholarship(database: DatabaseHandle, overrides: Partial<ScholarshipInsert> = {}) {
  catalogSequence += 1;
  const [row] = await database.db
    .insert(scholarships)
    .values({
      title: `Scholarship ${catalogSequence}`,
      titleEndsOn: titleEndOf(overrides.title),
      textEndsOn: textEndOf(overrides),
      approvalStatus: 'approved',
      uniqueHash: `test-s-${catalogSequence}-${Math.random()}`,
      fresh: freshOf(overrides.lastVerifiedAt),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function buildInternship(database: DatabaseHandle, overrides: Partial<InternshipInsert> = {}) {
  catalogSequence += 1;
  const [row] = await database.db
    .insert(internships)
    .values({
      title: `Internship ${catalogSequence}`,
      titleEndsOn: titleEndOf(overrides.title),
      textEndsOn: textEndOf(overrides),
      approvalStatus: 'approved',
      uniqueHash: `test-i-${catalogSequence}-${Math.random()}`,
      fresh: freshOf(overrides.lastVerifiedAt),
      ...overrides,
    })
    .returning();
  return row!;
}

type ApplicationInsert = typeof applications.$inferInsert;

/**
 * Inserts a real application with its first history row, as saving one does. Give the user and
 * the opportunity (a scholarship unless opportunityType says otherwise); override the status etc.
 */
export async function buildApplication(
  database: DatabaseHandle,
  fields: Pick<ApplicationInsert, 'userId' | 'opportunityId'> & Partial<ApplicationInsert>,
) {
  const [row] = await database.db
    .insert(applications)
    .values({ opportunityType: 'scholarship', status: 'interested', ...fields })
    .returning();
  await database.db
    .insert(applicationStatusHistory)
    .values({ applicationId: row!.id, fromStatus: null, toStatus: row!.status });
  return row!;
}

type DocumentInsert = typeof userDocuments.$inferInsert;

/** Inserts a real vault document for its owner, encrypted under `keyring` as an upload would be. */
export async function buildDocument(
  database: DatabaseHandle,
  keyring: VaultKeyring,
  fields: Pick<DocumentInsert, 'userId'> &
    Partial<Omit<DocumentInsert, 'ciphertext' | 'encryptionKey' | 'keyId'>> & { content?: string },
) {
  const { content = 'My personal statement.', ...columns } = fields;
  const plaintext = Buffer.from(content);
  const [row] = await database.db
    .insert(userDocuments)
    .values({
      name: 'Personal statement',
      type: 'personal_statement',
      size: plaintext.length,
      ...columns,
      ...encryptDocument(keyring, fields.userId, plaintext),
    })
    .returning();
  return row!;
}

type SubscriptionInsert = typeof subscriptions.$inferInsert;

/**
 * Inserts a real subscription as read from Stripe and makes it the user's current one. Access is
 * separate (users.weekly_access_expires_at): pass accessUntil to grant it too.
 */
export async function buildSubscription(
  database: DatabaseHandle,
  fields: Pick<SubscriptionInsert, 'userId'> & Partial<SubscriptionInsert> & { accessUntil?: Date },
) {
  catalogSequence += 1;
  const { accessUntil, ...columns } = fields;
  const [row] = await database.db
    .insert(subscriptions)
    .values({
      stripeSubscriptionId: `sub_test_${catalogSequence}_${Date.now().toString(36)}`,
      stripeCustomerId: `cus_test_${catalogSequence}`,
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 7 * 24 * 3600 * 1000),
      ...columns,
    })
    .returning();
  await database.db
    .update(users)
    .set({
      stripeCustomerId: row!.stripeCustomerId,
      stripeSubscriptionId: row!.stripeSubscriptionId,
      ...(accessUntil ? { weeklyAccessExpiresAt: accessUntil } : {}),
    })
    .where(eq(users.id, row!.userId));
  return row!;
}
