import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { builderContentTypes } from '@futurefund/core';
import type { Database } from '../../../db/client';
import { transactional } from '../../../db/transaction';
import { aiGeneratedContent as drafts, internships, scholarships, users } from '../../../db/schema';

export type NewDraftRow = typeof drafts.$inferInsert;
export type DraftChange = Partial<
  Pick<
    NewDraftRow,
    | 'title'
    | 'isFavorite'
    | 'content'
    | 'encryptionKey'
    | 'keyId'
    | 'template'
    | 'provider'
    | 'generationPrompt'
  >
>;

/** Everything the list shows: no content, no keys. */
const summaryColumns = {
  id: drafts.id,
  userId: drafts.userId,
  contentType: drafts.contentType,
  title: drafts.title,
  template: drafts.template,
  opportunityId: drafts.opportunityId,
  opportunityType: drafts.opportunityType,
  provider: drafts.provider,
  generationPrompt: drafts.generationPrompt,
  isTemplate: drafts.isTemplate,
  isFavorite: drafts.isFavorite,
  createdAt: drafts.createdAt,
  updatedAt: drafts.updatedAt,
  // Only listings still in the public catalog name themselves; a removed one reads as null.
  opportunityTitle: sql<string | null>`coalesce(${scholarships.title}, ${internships.title})`,
  opportunityOrganization: sql<string | null>`coalesce(${scholarships.provider}, ${internships.company})`,
};

/** The summary plus what decryption needs (base64 ciphertext, wrapped data key, key id). */
const sealedColumns = {
  ...summaryColumns,
  content: drafts.content,
  encryptionKey: drafts.encryptionKey,
  keyId: drafts.keyId,
};

// Ownership is in every WHERE: another user's id matches nothing, exactly like an unknown one.
// ai_generated_content may one day hold other kinds of content; the builder sees only its own.
const builderRows = (userId: number) =>
  and(eq(drafts.userId, userId), inArray(drafts.contentType, [...builderContentTypes]));
const ownedBy = (userId: number, id: number) => and(eq(drafts.id, id), builderRows(userId));

// The linked listing, while it is in the public catalog.
const listedScholarship = and(
  eq(drafts.opportunityType, 'scholarship'),
  eq(scholarships.id, drafts.opportunityId),
  eq(scholarships.approvalStatus, 'approved'),
);
const listedInternship = and(
  eq(drafts.opportunityType, 'internship'),
  eq(internships.id, drafts.opportunityId),
  eq(internships.approvalStatus, 'approved'),
);

/** The builder's drafts statements, over the database or over one transaction. SQL only. */
function draftStatements(db: Database) {
  const summaries = () =>
    db
      .select(summaryColumns)
      .from(drafts)
      .leftJoin(scholarships, listedScholarship)
      .leftJoin(internships, listedInternship);
  const sealed = () =>
    db
      .select(sealedColumns)
      .from(drafts)
      .leftJoin(scholarships, listedScholarship)
      .leftJoin(internships, listedInternship);

  return {
    /** Favourites first, then the most recently changed. */
    listForUser(userId: number) {
      return summaries()
        .where(builderRows(userId))
        .orderBy(desc(drafts.isFavorite), desc(drafts.updatedAt), desc(drafts.id));
    },

    /** Every draft of the user with its sealed content, oldest first (the profile export). */
    allForUser(userId: number) {
      return sealed().where(builderRows(userId)).orderBy(asc(drafts.id));
    },

    async findOwned(userId: number, id: number) {
      const [row] = await sealed().where(ownedBy(userId, id));
      return row;
    },

    /** Locks the draft until the transaction ends, so a read-modify-write cannot lose a change. */
    async lockOwned(userId: number, id: number): Promise<boolean> {
      const [row] = await db.select({ id: drafts.id }).from(drafts).where(ownedBy(userId, id)).for('update');
      return Boolean(row);
    },

    /** Serializes the user's draft inserts until the transaction ends (cap checks see each other). */
    async lockUser(userId: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    },

    async count(userId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(drafts)
        .where(builderRows(userId));
      return Number(row?.count ?? 0);
    },

    async insert(values: NewDraftRow): Promise<number> {
      const [row] = await db.insert(drafts).values(values).returning({ id: drafts.id });
      return row!.id;
    },

    async update(userId: number, id: number, change: DraftChange): Promise<void> {
      // The database's clock, as for createdAt: the list's order never depends on which app
      // instance saved last, and two quick saves still order.
      await db
        .update(drafts)
        .set({ ...change, updatedAt: sql`clock_timestamp()` })
        .where(ownedBy(userId, id));
    },

    async removeOwned(userId: number, id: number): Promise<boolean> {
      const removed = await db.delete(drafts).where(ownedBy(userId, id)).returning({ id: drafts.id });
      return removed.length > 0;
    },

    /** Rotation (ADR 021): the next drafts whose data key is not wrapped by `currentKeyId`, locked. */
    staleKeys(currentKeyId: string, limit: number) {
      return db
        .select({
          id: drafts.id,
          userId: drafts.userId,
          // Never null here (the WHERE says so); typed as the vault's rotation reads them.
          encryptionKey: sql<string>`${drafts.encryptionKey}`,
          keyId: sql<string>`${drafts.keyId}`,
        })
        .from(drafts)
        .where(and(isNotNull(drafts.encryptionKey), ne(drafts.keyId, currentKeyId)))
        .orderBy(asc(drafts.id))
        .limit(limit)
        .for('update');
    },

    async setKey(id: number, key: { encryptionKey: string; keyId: string }) {
      // A re-wrap is not an edit: the draft keeps its place in the list.
      await db
        .update(drafts)
        .set({ ...key, updatedAt: sql`${drafts.updatedAt}` })
        .where(eq(drafts.id, id));
    },
  };
}

export type DraftStatements = ReturnType<typeof draftStatements>;
export type DraftSummaryRow = Awaited<ReturnType<DraftStatements['listForUser']>>[number];
export type SealedDraftRow = Awaited<ReturnType<DraftStatements['allForUser']>>[number];

export function createDraftsRepo(db: Database) {
  return {
    ...draftStatements(db),
    /** Runs fn in one transaction over these same statements. */
    transaction: transactional(db, draftStatements),
  };
}

export type DraftsRepo = ReturnType<typeof createDraftsRepo>;
