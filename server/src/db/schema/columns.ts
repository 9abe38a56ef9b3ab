import { customType, integer, text, timestamp } from 'drizzle-orm/pg-core';

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

/** Raw bytes (vault ciphertext); node-postgres and PGlite both read bytea as a Uint8Array/Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
