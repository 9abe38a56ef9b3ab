import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { createdAt, id, textArray, timestamptz } from './columns';
import { documentType } from './enums';
import { users } from './users';

/** The Document Vault on /profile. */
export const userDocuments = pgTable(
  'user_documents',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    type: documentType().notNull(),
    content: text().notNull(),
    contentType: text().notNull().default('text/plain'),
    encryptionKey: text(),
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
  ],
);
