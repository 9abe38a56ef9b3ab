// Pure domain logic shared by server and web.
export { parseAwardAmountUsd } from './award';
export { normalizeDeadline, type NormalizeDeadlineOptions } from './dates';
