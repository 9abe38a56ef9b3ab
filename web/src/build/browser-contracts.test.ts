import { describe, expect, it } from 'vitest';
import { browserContractSource } from '../../browser-contracts.plugin';

const endpoints = `
import { z } from '../zod';
import { idParamSchema, itemSchema } from '../contracts/items';
import { defineEndpoint } from './define';

export const itemsApi = {
  one: defineEndpoint({
    method: 'GET',
    path: '/api/items/:id',
    summary: 'One item – with a dash',
    tag: 'items',
    auth: 'public',
    params: idParamSchema,
    response: z.array(itemSchema),
    errors: ['NOT_FOUND'],
  }),
  remove: defineEndpoint({ method: 'DELETE', path: '/api/items/:id', params: idParamSchema, body: z.object({}) }),
};
`;

describe('the browser copy of core contracts (ADR 038)', () => {
  it("replaces an endpoint's schemas and keeps its method, path, words and codes", () => {
    const code = browserContractSource(endpoints, 'api');
    expect(code).toContain("path: '/api/items/:id',");
    expect(code).toContain("summary: 'One item – with a dash',");
    expect(code).toContain("errors: ['NOT_FOUND'],");
    expect(code).toContain('params: undefined,');
    expect(code).toContain('response: true,');
    expect(code).toContain('body: undefined })');
    const table = code.slice(code.indexOf('export const itemsApi'));
    expect(table).not.toMatch(/Schema|z\./);
  });

  it('marks the calls that build top-level constants pure, never code inside functions', () => {
    const contracts = [
      "export const nameSchema = z.string().trim().max(100, 'too long');",
      'const labels = options.map((option) => option.label);',
      'export function check(value) { return nameSchema.safeParse(value); }',
      'export const isLong = (text) => text.trim().length > 10;',
      'z.config({ jitless: true });',
    ].join('\n');
    const code = browserContractSource(contracts, 'contracts');
    expect(code).toContain(
      "export const nameSchema = /* @__PURE__ */ /* @__PURE__ */ /* @__PURE__ */ z.string().trim().max(100, 'too long');",
    );
    expect(code).toContain('const labels = /* @__PURE__ */ options.map((option) => option.label);');
    expect(code).toContain('return nameSchema.safeParse(value);');
    expect(code).toContain('export const isLong = (text) => text.trim().length > 10;');
    // A statement run for its effect stays as it is.
    expect(code).toContain('\nz.config({ jitless: true });');
  });

  it('leaves a contract module without top-level calls unchanged', () => {
    const plain = "export const MAX_ID = 2_147_483_647;\nexport const sorts = ['newest'] as const;\n";
    expect(browserContractSource(plain, 'contracts')).toBe(plain);
  });
});
