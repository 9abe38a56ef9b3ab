import { spawn } from 'node:child_process';
import net from 'node:net';
import { serverNodeFlags } from '../scripts/server-node-flags.mjs';

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Spawns a command that serves HTTP on `port`, measures the time until `url` first answers 200,
 * then stops it with SIGTERM and waits for it to exit. Only ever talks to 127.0.0.1.
 */
export async function timeToFirst200({ command, args, cwd, env, port, urlPath, timeoutMs = 60_000 }) {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    while (performance.now() - started < timeoutMs) {
      if (child.exitCode !== null) throw new Error(`exited early (${child.exitCode}): ${stderr}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}${urlPath}`);
        if (response.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no 200 within ${timeoutMs} ms: ${stderr}`);
  } finally {
    // npm start runs node as a child: signal the whole process group.
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await exited;
  }
}

/**
 * Starts the built server (`server/dist/server.js`) on 127.0.0.1 with the given environment and the
 * Node.js flags `npm start` uses, and waits for its first healthy answer; a first start imports the
 * seed catalog, so this may take a while.
 */
export async function startBuiltServer(root, port, env, args = ['server/dist/server.js']) {
  const child = spawn(process.execPath, [...serverNodeFlags(), ...args], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  for (let i = 0; i < 1800; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

/** Stops a server started by startBuiltServer (SIGTERM) and waits for it to exit. */
export async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * A JSON call to the API on 127.0.0.1, as the web app makes it: same-origin `Origin` on writes, the
 * session cookie when given. Throws with the start of the answer on anything but 2xx.
 */
export async function callApi(base, urlPath, { method = 'GET', cookie, body } = {}) {
  const headers = { ...(cookie ? { cookie } : {}) };
  if (method !== 'GET') Object.assign(headers, { origin: base, 'content-type': 'application/json' });
  const response = await fetch(`${base}${urlPath}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${urlPath}: ${response.status} ${text.slice(0, 300)}`);
  return { response, json: text ? JSON.parse(text) : null };
}

/** Registers a student account through the API and returns its session cookie. */
export async function signUpStudent(base, username, name = 'Bench User') {
  const { response } = await callApi(base, '/api/register', {
    method: 'POST',
    body: {
      username,
      password: 'bench-password-123',
      name,
      userType: 'student_seeker',
      seekerSubType: 'student',
    },
  });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
