import type { z } from 'zod';
import type { SourceAdapter } from '../types';

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

const DEFAULT_DIRECTORY_EXTENSIONS = ['.json'];

/** Whether a 'directory' adapter reads this file of its folder (the loader and tests agree on it). */
export function readsDirectoryFile(
  adapter: Pick<SourceAdapter, 'fileExtensions'>,
  fileName: string,
): boolean {
  const extensions = adapter.fileExtensions ?? DEFAULT_DIRECTORY_EXTENSIONS;
  return extensions.some((extension) => fileName.endsWith(extension));
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

/** The document in the shape `schema` expects, or a format error naming what was expected. */
export function expectShape<T>(schema: z.ZodType<T>, value: unknown, adapter: string, expected: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new SourceFormatError(`${adapter}: expected ${expected}`);
  return parsed.data;
}
