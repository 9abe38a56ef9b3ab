// npm start: build if needed, then run the bundled server in this same process.
import { ensureBuilt } from './ensure-built.mjs';

ensureBuilt();
await import('../server/dist/server.js');
