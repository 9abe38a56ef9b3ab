import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  baseURL: string;
  process: ChildProcess;
  output(): string;
  stop(): Promise<number | null>;
}

/**
 * Runs `node server/dist/server.js` (what `npm start` ends in, without its memory flags: ADR 049)
 * and waits for /api/health.
 */
export async function startServer(options: {
  dataDir: string;
  env?: Record<string, string>;
  /** Writes its output to this file instead of keeping it in memory (a long-lived server logs a lot). */
  logFile?: string;
}): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'server/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let kept = '';
  const log = options.logFile ? fs.createWriteStream(options.logFile) : null;
  const keep = (chunk: Buffer) => (log ? log.write(chunk) : (kept += chunk));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = () => (options.logFile ? fs.readFileSync(options.logFile, 'utf8') : kept);
  const baseURL = `http://127.0.0.1:${port}`;
  let stopping = false;
  // A server that dies mid-run fails every later journey with "connection refused": say why once.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`the server exited early (${code ?? signal}):\n${output()}`);
  });
  await waitForHealth(baseURL, child, output);
  return {
    baseURL,
    process: child,
    output,
    stop: () =>
      new Promise((resolve) => {
        stopping = true;
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}

// A first start imports the seed catalog (~30 s idle, much longer on a loaded 2-core machine).
async function waitForHealth(
  baseURL: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 180_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy within ${timeoutMs} ms:\n${output()}`);
}
