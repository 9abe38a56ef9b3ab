import { describe, expect, it } from 'vitest';
import { z } from './zod';

describe('core zod instance', () => {
  it('keeps compiled parsers where there is no document (the server)', () => {
    expect('document' in globalThis).toBe(false);
    expect(z.config().jitless).toBeUndefined();
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
