import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';

/** An input left empty (or only spaces) means "not given", which the API spells null. */
export const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value);

type Check<Values extends FieldValues, Output> = (
  body: unknown,
  ...rest: Parameters<Resolver<Values, unknown, Output>> extends [unknown, ...infer Rest] ? Rest : never
) => ReturnType<Resolver<Values, unknown, Output>>;

/**
 * A form resolver that turns what the inputs hold ('' for an unchosen select, text for a number)
 * into the API's body, then checks it with the contract's schema, so the form shows the contract's
 * own messages under the fields of the same names.
 */
export function resolverThrough<Values extends FieldValues, Output>(
  schema: Parameters<typeof zodResolver>[0],
  toBody: (values: Values) => unknown,
): Resolver<Values, unknown, Output> {
  const check = zodResolver(schema) as unknown as Check<Values, Output>;
  return (values, context, options) => check(toBody(values), context, options);
}

type MaybeMessage = { message?: string; root?: { message?: string } } | undefined;

/** A list field's message: its own, or the first of its entries' (a skill that is too long). */
export function listError(error: unknown): string | undefined {
  if (Array.isArray(error)) return (error as MaybeMessage[]).find((entry) => entry?.message)?.message;
  const own = error as MaybeMessage;
  return own?.message ?? own?.root?.message;
}
