import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, testEnv, testVaultKeyring, type TestContext } from '../../test/test-app';

const TIMEOUT_MS = 500;

/** Sends raw bytes and waits for the server to close the connection: what came back, and when. */
function sendAndWaitForClose(port: number, bytes: string) {
  return new Promise<{ response: string; elapsedMs: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let response = '';
    socket.on('data', (chunk) => (response += chunk.toString('latin1')));
    socket.on('error', () => {}); // a reset is also a close
    socket.on('close', () => resolve({ response, elapsedMs: Date.now() - started }));
    // The bound under test is TIMEOUT_MS: still open after 10x that means no timeout at all.
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`connection still open after ${10 * TIMEOUT_MS} ms`));
    }, 10 * TIMEOUT_MS);
  });
}

describe('HTTP timeouts', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestApp({ timeouts: { requestTimeoutMs: TIMEOUT_MS, headersTimeoutMs: TIMEOUT_MS } });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => ctx.close());

  it('answers 408 and closes a request whose body stops half-way', async () => {
    const { response, elapsedMs } = await sendAndWaitForClose(
      port,
      'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 200\r\n\r\n{"username":"slow',
    );
    expect(response).toMatch(/^HTTP\/1\.1 408/);
    expect(elapsedMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsedMs).toBeLessThan(4 * TIMEOUT_MS);
  });

  it('closes a connection whose headers never finish', async () => {
    const { elapsedMs } = await sendAndWaitForClose(port, 'GET /api/health HTTP/1.1\r\nHost: local');
    expect(elapsedMs).toBeLessThan(4 * TIMEOUT_MS);
  });

  it('still serves a request that arrives in time', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });

  it('bounds request and header time by default', async () => {
    const app = await buildApp({
      env: testEnv(),
      database: ctx.database,
      webDistDir: null,
      vaultKeyring: testVaultKeyring(),
    });
    try {
      expect(app.server.requestTimeout).toBe(30_000);
      expect(app.server.headersTimeout).toBe(10_000);
      expect(app.server.keepAliveTimeout).toBe(72_000);
    } finally {
      await app.close();
    }
  });
});
