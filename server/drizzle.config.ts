import { defineConfig } from 'drizzle-kit';

// Property names stay camelCase (as in the spec); snake_case column names come from `casing`.
// Runtime drizzle() instances must pass the same `casing: 'snake_case'`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
  strict: true,
  verbose: true,
});
