// Builds the web app and the server when their outputs are missing or older than any source file,
// so `npm start` is one command on a fresh clone and stays fast on a warm one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['web/dist/index.html', 'server/dist/server.js'];
const sources = [
  'core/src',
  'server/src',
  'server/drizzle',
  'server/build.mjs',
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'package-lock.json',
];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function isBuildStale() {
  const outputTimes = outputs.map((entry) =>
    fs.existsSync(path.join(root, entry)) ? fs.statSync(path.join(root, entry)).mtimeMs : 0,
  );
  const oldestOutput = Math.min(...outputTimes);
  if (oldestOutput === 0) return true;
  return sources.some((entry) => newestMtime(entry) > oldestOutput);
}

export function ensureBuilt({ quiet = false } = {}) {
  if (!isBuildStale()) return;
  if (!quiet) console.log('Building FutureFund (web app and server)...');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) ensureBuilt();
