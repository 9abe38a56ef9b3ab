// Which database the API suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set
// (the server-pg Vitest project sets FF_TEST_DB=postgres). server-nodb sets FF_TEST_DB=none.
export function testDatabaseKind(): 'pglite' | 'postgres' {
  if (process.env.FF_TEST_DB === 'none') {
    // A database-free project has no template to clone, and its files never run on PostgreSQL.
    throw new Error('This test opens a database: drop ".nodb" from its file name so both databases run it.');
  }
  return process.env.FF_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  return url;
}

export function databaseUrlFor(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}
