// Bundles the server (and the core source it imports) into dist/server.js; npm packages stay external
// but for date-fns (below).
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const rootPkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// date-fns is bundled too: it is one index over every function, and Node would load them all
// (about 20 MB of the server's memory) for the few the server uses.
const bundled = (name) => name.startsWith('@futurefund/') || name === 'date-fns';
const external = Object.keys(pkg.dependencies).filter((name) => !bundled(name));

// Chunk names carry a hash: start from an empty folder so old chunks do not pile up.
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });

await build({
  entryPoints: { server: 'src/server.ts', 'migrate-cli': 'src/db/migrate-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // A module the server imports with import() becomes a chunk of its own, and so do the npm
  // packages only it imports: they load on first use, not at start (ADR 047).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  define: { __APP_VERSION__: JSON.stringify(rootPkg.version) },
  logLevel: 'warning',
});
console.log('server built: server/dist/server.js');
