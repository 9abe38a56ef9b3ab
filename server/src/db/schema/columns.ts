import { sql } from 'drizzle-orm';
import { customType, integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column builders shared by every table. Each call returns a fresh builder (builders cannot be shared).

/** By-default identity, so imports and tests may insert explicit ids when they need to. */
export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Maintained by drizzle on update(); raw SQL updates must set it themselves. */
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestamptz = () => timestamp({ withTimezone: true });

/** Lists are never null, so readers never have to distinguish null from empty. */
export const textArray = () => text().array().notNull().default([]);

/** drizzle has no built-in tsvector; read-only here because the catalog vectors are generated columns. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * Raw bytes (vault ciphertext). Written as base64 text decoded by the database: PGlite's own
 * bytea parameter encoding takes ~2 s for 10 MB, `decode(…, 'base64')` ~0.2 s. Read it through
 * `byteaRead()`, the same trick the other way.
 */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => sql`decode(${value.toString('base64')}, 'base64')` as unknown as Uint8Array,
  // A plain select still works: both drivers read bytea as bytes.
  fromDriver: (value) => Buffer.from(value),
});

/** A bytea column read as base64 (see `bytea`) and turned back into a Buffer. */
export const byteaRead = (column: AnyPgColumn) =>
  sql<string>`encode(${column}, 'base64')`.mapWith((value: string) => Buffer.from(value, 'base64'));
