import { z } from 'zod';

// zod compiles fast object parsers with `new Function`, after probing whether eval is allowed. The
// web's CSP has no 'unsafe-eval', so in a browser that probe is refused and reported as a CSP
// violation (and zod falls back to interpreting anyway). Browsers therefore parse jitless from the
// start; the server keeps the compiled parsers. Every core schema imports `z` from here, so this
// runs before the first schema is built (core/package.json lists this module as its one side effect,
// so bundlers keep the call).
if ('document' in globalThis) z.config({ jitless: true });

export { z };
