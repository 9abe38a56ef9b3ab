import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { transactional } from '../../db/transaction';
import { applicationDocuments, applications, userDocuments, users } from '../../db/schema';
import { byteaRead } from '../../db/schema/columns';

export type DocumentRow = typeof userDocuments.$inferSelect;
export type NewDocumentRow = typeof userDocuments.$inferInsert;

/** Everything but the encrypted bytes: what lists and summaries need. */
const summaryColumns = {
  id: userDocuments.id,
  userId: userDocuments.userId,
  name: userDocuments.name,
  type: userDocuments.type,
  contentType: userDocuments.contentType,
  size: userDocuments.size,
  tags: userDocuments.tags,
  fileName: userDocuments.fileName,
  createdAt: userDocuments.createdAt,
  lastUsed: userDocuments.lastUsed,
};

/** The summary plus what decryption needs; the bytes come back through base64 (see `bytea`). */
const sealedColumns = {
  ...summaryColumns,
  ciphertext: byteaRead(userDocuments.ciphertext),
  encryptionKey: userDocuments.encryptionKey,
  keyId: userDocuments.keyId,
  isDefault: userDocuments.isDefault,
};

// Ownership is in every WHERE: another user's id matches nothing, exactly like an unknown one.
const ownedBy = (userId: number, id: number) =>
  and(eq(userDocuments.id, id), eq(userDocuments.userId, userId));

/**
 * Attached documents as cards and the attach answer show them, oldest attachment first. Shared
 * with the applications repo, which reads them for all the user's cards in one query.
 */
export function attachedDocuments(db: Database) {
  const query = db
    .select({
      applicationId: applicationDocuments.applicationId,
      documentId: applicationDocuments.documentId,
      name: userDocuments.name,
      type: userDocuments.type,
      attachedAt: applicationDocuments.createdAt,
    })
    .from(applicationDocuments)
    .innerJoin(userDocuments, eq(userDocuments.id, applicationDocuments.documentId));
  return {
    where: (condition: SQL | undefined) =>
      query.where(condition).orderBy(asc(applicationDocuments.createdAt), asc(applicationDocuments.id)),
  };
}

/** The vault's statements, over the database or over one transaction. SQL only: no rules here. */
function documentStatements(db: Database) {
  return {
    listForUser(userId: number) {
      return db
        .select(summaryColumns)
        .from(userDocuments)
        .where(eq(userDocuments.userId, userId))
        .orderBy(desc(userDocuments.createdAt), desc(userDocuments.id));
    },

    /** The user's documents with their encrypted bytes, oldest first (the profile export). */
    allForUser(userId: number): Promise<DocumentRow[]> {
      return db
        .select(sealedColumns)
        .from(userDocuments)
        .where(eq(userDocuments.userId, userId))
        .orderBy(asc(userDocuments.id));
    },

    async findOwned(userId: number, id: number): Promise<DocumentRow | undefined> {
      const [row] = await db.select(sealedColumns).from(userDocuments).where(ownedBy(userId, id));
      return row;
    },

    async touchOwned(userId: number, id: number, at: Date) {
      const [row] = await db
        .update(userDocuments)
        .set({ lastUsed: at })
        .where(ownedBy(userId, id))
        .returning(summaryColumns);
      return row;
    },

    /** Serializes the user's vault writes until the transaction ends (quota checks see each other). */
    async lockUser(userId: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    },

    async usage(userId: number): Promise<{ count: number; bytes: number }> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          bytes: sql<number>`coalesce(sum(${userDocuments.size}), 0)::bigint`,
        })
        .from(userDocuments)
        .where(eq(userDocuments.userId, userId));
      return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
    },

    async insert(values: NewDocumentRow) {
      const [row] = await db.insert(userDocuments).values(values).returning(summaryColumns);
      return row!;
    },

    async removeOwned(userId: number, id: number): Promise<boolean> {
      const removed = await db
        .delete(userDocuments)
        .where(ownedBy(userId, id))
        .returning({ id: userDocuments.id });
      return removed.length > 0;
    },

    /** Rotation: the next rows whose data key is not wrapped by `currentKeyId`, locked. */
    staleKeys(currentKeyId: string, limit: number) {
      return db
        .select({
          id: userDocuments.id,
          userId: userDocuments.userId,
          encryptionKey: userDocuments.encryptionKey,
          keyId: userDocuments.keyId,
        })
        .from(userDocuments)
        .where(ne(userDocuments.keyId, currentKeyId))
        .orderBy(asc(userDocuments.id))
        .limit(limit)
        .for('update');
    },

    async setKey(id: number, key: { encryptionKey: string; keyId: string }) {
      await db.update(userDocuments).set(key).where(eq(userDocuments.id, id));
    },

    async applicationOwned(userId: number, applicationId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
      return Boolean(row);
    },

    /** Attaching twice is a no-op (the unique index on application and document). */
    async attach(values: typeof applicationDocuments.$inferInsert): Promise<void> {
      await db.insert(applicationDocuments).values(values).onConflictDoNothing();
    },

    async detach(userId: number, applicationId: number, documentId: number): Promise<boolean> {
      const removed = await db
        .delete(applicationDocuments)
        .where(
          and(
            eq(applicationDocuments.userId, userId),
            eq(applicationDocuments.applicationId, applicationId),
            eq(applicationDocuments.documentId, documentId),
          ),
        )
        .returning({ id: applicationDocuments.id });
      return removed.length > 0;
    },

    /** The documents attached to one application, oldest attachment first (the caller checks ownership). */
    listAttached(applicationId: number) {
      return attachedDocuments(db).where(eq(applicationDocuments.applicationId, applicationId));
    },
  };
}

export type DocumentStatements = ReturnType<typeof documentStatements>;
export type DocumentSummaryRow = Awaited<ReturnType<DocumentStatements['listForUser']>>[number];
export type AttachedDocumentRow = Awaited<ReturnType<ReturnType<typeof attachedDocuments>['where']>>[number];

export function createDocumentsRepo(db: Database) {
  return {
    ...documentStatements(db),
    /** Runs fn in one transaction over these same statements. */
    transaction: transactional(db, documentStatements),
  };
}

export type DocumentsRepo = ReturnType<typeof createDocumentsRepo>;
