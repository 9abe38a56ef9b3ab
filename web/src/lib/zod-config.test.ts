import { publicUserSchema } from '@futurefund/core';
import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';

describe('zod in the browser', () => {
  it('parses jitless, so it never probes eval against our CSP (core/src/zod.ts)', () => {
    expect(publicUserSchema.safeParse({}).success).toBe(false);
    expect(config().jitless).toBe(true);
  });
});
