// The Node.js flags the product runs with live in one place, the `start` script of package.json
// (ADR 049). Whatever else starts the built server to measure it (the benches) takes them from
// there, so a figure is always of the server as `npm start` runs it.
import fs from 'node:fs';

const packageJson = new URL('../package.json', import.meta.url);

/** The flags between `node` and the script in package.json's `start` script. */
export function serverNodeFlags() {
  const start = JSON.parse(fs.readFileSync(packageJson, 'utf8')).scripts.start;
  const words = start.trim().split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== 'scripts/start.mjs')
    throw new Error(`package.json's start script is not "node [flags] scripts/start.mjs": ${start}`);
  return words.slice(1, -1);
}
