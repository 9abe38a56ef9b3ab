import { databaseConfigFromEnv, openDatabase } from './client';
import { readMigrationState, runMigrations } from './migrate';
import { EnvError, parseEnv } from '../env';

// npm run db:migrate — applies pending migrations to DATABASE_URL or the embedded DATA_DIR.
try {
  const env = parseEnv();
  const database = await openDatabase(databaseConfigFromEnv(env));
  try {
    await runMigrations(database);
    const state = await readMigrationState(database);
    console.log(`Migrations applied on ${database.kind}: ${state.applied}/${state.expected}`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
  process.exit(1);
}
