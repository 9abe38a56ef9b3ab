import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { adminUrl, databaseUrlFor } from './test-database-config';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresTemplateName: string;
  }
}

/**
 * Builds the migrated schema once per run; every test file then clones it (quality.md: a fresh
 * initdb per test would cost seconds).
 */
export default async function setup(project: TestProject) {
  // test.env reaches the test workers, not this process: read the project's setting directly.
  if (project.config.env?.FF_TEST_DB === 'postgres') {
    const template = `ff_template_${process.pid}`;
    const admin = await openDatabase({ kind: 'postgres', url: adminUrl(), poolSize: 1 });
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${template}`);
    const templateDb = await openDatabase({ kind: 'postgres', url: databaseUrlFor(template), poolSize: 1 });
    await runMigrations(templateDb);
    await templateDb.close();
    project.provide('postgresTemplateName', template);
    project.provide('pgliteTemplateFile', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.close();
    };
  }

  const database = await openDatabase({ kind: 'pglite-memory' });
  await runMigrations(database);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ff-template-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await (await dumpPglite(database)).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplateName', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

async function dumpPglite(database: Awaited<ReturnType<typeof openDatabase>>): Promise<Blob> {
  if (!database.dumpDataDir) throw new Error('not a PGlite database');
  return database.dumpDataDir();
}
