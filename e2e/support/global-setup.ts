import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    adminCredentials: { username: string; password: string };
    /** The suite's server: its process id and its log (the first seed import is logged there). */
    suiteServer: { pid: number; logFile: string };
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/** Starts the production build on a free port with a throw-away data directory. */
export default async function setup(project: TestProject) {
  for (const built of ['server/dist/server.js', 'web/dist/index.html']) {
    if (!fs.existsSync(path.join(root, built))) {
      throw new Error(`${built} is missing: run "npm run build" before the browser journeys`);
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-e2e-'));
  // The first admin comes from the environment, exactly as an operator would set it up.
  const admin = { username: 'e2e_admin', password: 'e2e-admin-password' };
  const logFile = path.join(dataDir, 'server.log');
  // The suite's one full seed import: every journey and the seed-import check share it.
  const server = await startServer({
    dataDir: path.join(dataDir, 'data'),
    logFile,
    // Every journey registers from 127.0.0.1: lift the per-address registration limit (default 20).
    env: {
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      REGISTRATION_LIMIT_PER_HOUR: '1000',
      LOG_LEVEL: 'info',
    },
  });
  project.provide('baseURL', server.baseURL);
  project.provide('adminCredentials', admin);
  project.provide('suiteServer', { pid: server.process.pid!, logFile });
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
