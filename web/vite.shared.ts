import { fileURLToPath } from 'node:url';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// What the app's build (vite.config.ts) and the islands' (vite.islands.config.ts) share.

export const coreSource = fileURLToPath(new URL('../core/src/', import.meta.url));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// core is pure (constants, zod schemas, functions) but its package.json does not say so; without
// this every import of a constant would also bundle zod into the first page load.
export const coreTreeshake = {
  moduleSideEffects: [{ test: new RegExp(`^${escapeRegExp(coreSource)}`), sideEffects: false }],
};

// Brotli and gzip twins of every text asset, served by @fastify/static's preCompressed option, so
// the server never compresses a file at request time (ADR 013). Threshold: below 1 KB the headers
// outweigh the saving.
export const compressedTwins = () =>
  compression({
    algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    include: /\.(js|css|html|svg|json|txt)$/,
    threshold: 1024,
    skipIfLargerOrEqual: true,
  });
