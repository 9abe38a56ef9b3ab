import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { bytea, createdAt, id, textArray, timestamptz } from './columns';
import { documentType } from './enums';
import { users } from './users';

/**
 * The Document Vault on /profile. Content is never stored in the clear: `ciphertext` is
 * AES-256-GCM (nonce | tag | ciphertext) under a random per-document data key, and
 * `encryptionKey` is that data key wrapped by the master key `keyId` names (so keys can rotate).
 */
export const userDocuments = pgTable(
  'user_documents',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    type: documentType().notNull(),
    ciphertext: bytea().notNull(),
    contentType: text().notNull().default('text/plain'),
    /** The wrapped data key (base64 of nonce | tag | encrypted key). */
    encryptionKey: text().notNull(),
    /** Which master key wrapped it. */
    keyId: text().notNull(),
    /** An uploaded file's sanitised name; null for documents written as text. */
    fileName: text(),
    /** Bytes. */
    size: integer(),
    tags: textArray(),
    isDefault: boolean().notNull().default(false),
    lastUsed: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index('user_documents_user_id_idx').on(t.userId)],
);

export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: integer()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The vault document attached (the vault keeps the one encrypted copy). */
    documentId: integer()
      .notNull()
      .references(() => userDocuments.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    originalFileName: text(),
    fileType: text(),
    filePath: text(),
    /** Bytes. */
    fileSize: integer(),
    mimeType: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('application_documents_application_id_idx').on(t.applicationId),
    index('application_documents_user_id_idx').on(t.userId),
    uniqueIndex('application_documents_application_document_unique').on(t.applicationId, t.documentId),
  ],
);
