import { describe, expect, it } from 'vitest';
import { createTestDatabase, testEnv, testVaultKeyring } from './test-app';
import { buildApp } from '../src/app';

describe('graceful shutdown', () => {
  it('lets in-flight requests finish, then closes the database', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      env: testEnv(),
      database,
      webDistDir: null,
      vaultKeyring: testVaultKeyring(),
      closeDatabaseOnClose: true,
    });
    let release!: () => void;
    const started = new Promise<void>((resolve) => {
      app.get('/api/test-slow', async () => {
        resolve();
        await new Promise<void>((done) => (release = done));
        return { finished: true };
      });
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${address}/api/test-slow`);
    await started;
    const closing = app.close();
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closing;

    await expect(database.query('SELECT 1')).rejects.toThrow();
  });
});
