import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * Free detail views used by anonymous visitors (product §9: 3), keyed by the SHA-256 of the visitor
 * cookie. In the database so every instance counts the same views and the count is atomic.
 */
export const anonymousViews = pgTable('anonymous_views', {
  visitorHash: text().primaryKey(),
  views: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
