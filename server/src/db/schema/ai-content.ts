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
    content: text().notNull(),
    // Optional link to the opportunity the content was written for (no FK: it spans two tables).
    opportunityId: integer(),
    opportunityType: opportunityType(),
    generationPrompt: text(),
    isTemplate: boolean().notNull().default(false),
    isFavorite: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ai_generated_content_user_id_idx').on(t.userId)],
);
