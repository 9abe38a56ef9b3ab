// Split out so api-client can load it on demand: the schema brings zod (~23 KB gzip), which every
// first page load would otherwise pay for although only failed calls with a JSON body need it.
export { errorBodySchema } from '@futurefund/core';
