import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';

// Reading a whole input. A wrong format (not JSON, not the expected shape) throws: the import
// fails that source with a clear message and leaves its data as it was. A bad single record
// inside a good input never throws; the adapter skips it.

export class SourceFormatError extends Error {
  override name = 'SourceFormatError';
}

/** The text of a 'file' input; a directory map here means the source is misconfigured. */
export function fileText(raw: string | Record<string, string>, adapter: string): string {
  if (typeof raw !== 'string') throw new SourceFormatError(`${adapter}: expected one file, got a directory`);
  return raw;
}

/** The files of a 'directory' input. */
export function directoryFiles(
  raw: string | Record<string, string>,
  adapter: string,
): Record<string, string> {
  if (typeof raw === 'string') throw new SourceFormatError(`${adapter}: expected a directory, got one file`);
  return raw;
}

export function parseJsonDocument(text: string, adapter: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SourceFormatError(`${adapter}: the input is not valid JSON`);
  }
}

/** One YAML document (`yaml`'s default core schema: dates stay strings, nothing is evaluated). */
export function parseYamlDocument(text: string, adapter: string, fileName: string): unknown {
  try {
    return parseYaml(text) as unknown;
  } catch {
    throw new SourceFormatError(`${adapter}: ${fileName} is not valid YAML`);
  }
}

/** The document in the shape `schema` expects, or a format error naming what was expected. */
export function expectShape<T>(schema: z.ZodType<T>, value: unknown, adapter: string, expected: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new SourceFormatError(`${adapter}: expected ${expected}`);
  return parsed.data;
}
