import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints, type AnyEndpoint } from '@futurefund/core';
import { findControlCharacters } from '../src/lib/control-characters';
import { buildScholarship, buildUser, signIn } from './factories';
import { injectAs } from './inject';
import { createTestApp, type TestContext } from './test-app';

// Every endpoint core declares, fed generated bad input (product §8, quality: fuzzing): the API
// answers a 4xx, never a 5xx, and a refused request changes no row. New endpoints are covered the
// day they are declared, because the list comes from core.
const BAD_INPUTS_PER_ENDPOINT = 200;

const awkwardText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0007',
    '%00',
    '../../etc/passwd',
    'NaN',
    'Infinity',
    '1e309',
  ),
  fc.constantFrom('0', '-1', '1.5', '2147483648', '3000000000', '9007199254740993', '-2147483649'),
  fc.constant('x'.repeat(10_001)),
);
const awkwardValue = fc.oneof(
  awkwardText,
  fc.integer(),
  fc.constantFrom(2 ** 31, 2 ** 53, -(2 ** 31) - 1, 1e308, -0, 0.5),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(awkwardText, { maxLength: 3 }),
  fc.dictionary(awkwardText, awkwardText, { maxKeys: 3 }),
);

/** The keys of an object schema, also when the whole object may be left out (an optional body). */
function keysOf(schema: z.ZodType | undefined): string[] {
  let object: unknown = schema;
  while (object instanceof z.ZodOptional || object instanceof z.ZodNullable) object = object.unwrap();
  return object instanceof z.ZodObject ? Object.keys(object.shape) : [];
}

/** Objects with the schema's own keys (and some stray ones) holding awkward values. */
function awkwardObject(schema: z.ZodType | undefined, values: fc.Arbitrary<unknown>) {
  const keys = [...keysOf(schema), 'unexpected'];
  return fc.dictionary(fc.constantFrom(...keys), values, { minKeys: 0, maxKeys: keys.length });
}

type Input = { params: Record<string, string>; query: Record<string, string>; body: unknown };

function inputs(endpoint: AnyEndpoint): fc.Arbitrary<Input> {
  const params = fc.record(
    Object.fromEntries(keysOf(endpoint.params).map((key) => [key, awkwardText.filter((t) => t !== '')])),
  );
  const query = endpoint.query ? awkwardObject(endpoint.query, awkwardText) : fc.constant({});
  const body = endpoint.body
    ? fc.oneof(awkwardObject(endpoint.body, awkwardValue), fc.jsonValue())
    : fc.constant(undefined);
  return fc.record({ params, query, body }) as fc.Arbitrary<Input>;
}

function acceptedByContract(endpoint: AnyEndpoint, input: Input): boolean {
  const parts: [z.ZodType | undefined, unknown][] = [
    [endpoint.params, input.params],
    [endpoint.query, input.query],
    [endpoint.body, input.body],
  ];
  const found: { path: string; message: string }[] = [];
  for (const [, value] of parts) findControlCharacters(value, '', found);
  return found.length === 0 && parts.every(([schema, value]) => !schema || schema.safeParse(value).success);
}

/** A digest of every row of every table: any insert, update or delete changes it. */
async function databaseDigest(ctx: TestContext): Promise<string> {
  // Work an earlier request started after its answer (a reset e-mail and its log line) would
  // otherwise land in the middle of another endpoint's check.
  await ctx.app.services.settled();
  const tables = await ctx.database.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const selects = tables.map(
    ({ table_name: name }) =>
      `SELECT '${name}' AS name, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${name}" t`,
  );
  const digests = await ctx.database.query<{ name: string; digest: string }>(selects.join(' UNION ALL '));
  return digests.map((row) => `${row.name}:${row.digest}`).join('\n');
}

const fuzzed = allEndpoints.filter((endpoint) => endpoint.params || endpoint.query || endpoint.body);

describe('contract fuzz: every endpoint with input', () => {
  let ctx: TestContext;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    // Signed in as an admin so every guard lets the request through to validation and the handler.
    const admin = await buildUser(ctx.database, { role: 'admin' });
    cookie = await signIn(ctx.app, admin);
    await buildScholarship(ctx.database);
  });
  afterAll(() => ctx.close());

  it('covers every endpoint that takes input', () => {
    expect(fuzzed.length).toBeGreaterThanOrEqual(10);
  });

  it.each(fuzzed.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s: no 5xx, and refused input changes nothing',
    async (_, endpoint) => {
      const samples = fc.sample(inputs(endpoint), { numRuns: BAD_INPUTS_PER_ENDPOINT * 5, seed: 20261124 });
      // The body goes as a JSON text of its own, so a generated string or number is sent as JSON too.
      const send = (input: Input) =>
        injectAs(
          ctx.app,
          cookie,
          endpoint,
          { params: input.params, query: input.query },
          input.body === undefined
            ? {}
            : { payload: JSON.stringify(input.body), headers: { 'content-type': 'application/json' } },
        );

      const refused = samples
        .filter((input) => !acceptedByContract(endpoint, input))
        .slice(0, BAD_INPUTS_PER_ENDPOINT);
      expect(refused).toHaveLength(BAD_INPUTS_PER_ENDPOINT);
      const before = await databaseDigest(ctx);
      for (const input of refused) {
        const response = await send(input);
        expect(response.statusCode, `${JSON.stringify(input)} → ${response.body}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(response.statusCode, `${JSON.stringify(input)} → ${response.body}`).toBeLessThan(500);
      }
      expect(await databaseDigest(ctx)).toBe(before);

      const accepted = samples.filter((sample) => acceptedByContract(endpoint, sample)).slice(0, 50);
      for (const input of accepted) {
        const response = await send(input);
        expect(response.statusCode, `${JSON.stringify(input)} → ${response.body}`).toBeLessThan(500);
      }
    },
  );
});
