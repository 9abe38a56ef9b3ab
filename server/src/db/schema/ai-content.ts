import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { opportunityType } from './enums';
import { users } from './users';

export const aiGeneratedContent = pgTable(
  'ai_generated_content',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text().notNull(),
    title: text(),
    /**
     * base64 of the sealed JSON {document, generation} (ADR 029): resumes hold as much personal data
     * as vault documents, so they are encrypted the same way (ADR 021).
     */
    content: text().notNull(),
    /** base64 of nonce | tag | wrapped data key, as user_documents.encryption_key. */
    encryptionKey: text(),
    /** The master key that wrapped the data key. */
    keyId: text(),
    /** The builder template (classic, modern, compact), kept outside the ciphertext for the list. */
    template: text(),
    // Optional link to the opportunity the content was written for (no FK: it spans two tables).
    opportunityId: integer(),
    opportunityType: opportunityType(),
    /** A short, non-personal label of the prompt used; the prompt itself is sealed in `content`. */
    generationPrompt: text(),
    /** llm or template; null when typed by hand. */
    provider: text(),
    isTemplate: boolean().notNull().default(false),
    isFavorite: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ai_generated_content_user_id_idx').on(t.userId)],
);
