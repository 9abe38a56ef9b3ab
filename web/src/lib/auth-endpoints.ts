// Split out so the session's calls can load their endpoint objects on first use: they carry zod
// schemas, which the first page load must not pay for (ADR 005).
export { authApi } from '@futurefund/core';
