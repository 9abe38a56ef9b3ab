// Split out so first-load pages (home) can load the counters' endpoint object on first use: it
// carries zod schemas, which the first page load must not pay for (ADR 005).
export { opportunitiesApi } from '@futurefund/core';
