import type { z } from 'zod';
import type { AdapterResult, NormalizedOpportunity, SkippedRecord } from '../types';
import { normalizedOpportunitySchema } from './opportunity-schema';

// Adapters map each raw record to a row or to a skip with its reason; this validates every row
// and gathers both lists, so no adapter can return a row the schema would refuse.

export interface Skip extends SkippedRecord {
  skip: true;
}

export type Mapped = NormalizedOpportunity | Skip;

export function skip(sourceId: string | null, reason: string): Skip {
  return { skip: true, sourceId, reason };
}

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const path = issue?.path.join('.') || 'record';
  return `invalid ${path}`;
}

export function collectResults(items: Iterable<Mapped>): AdapterResult {
  const result: AdapterResult = { opportunities: [], skipped: [] };
  for (const item of items) {
    if ('skip' in item) {
      result.skipped.push({ sourceId: item.sourceId, reason: item.reason });
      continue;
    }
    const checked = normalizedOpportunitySchema.safeParse(item);
    if (checked.success) result.opportunities.push(checked.data);
    else result.skipped.push({ sourceId: item.sourceId, reason: describeIssue(checked.error) });
  }
  return result;
}

/** Each raw record through `schema`, then `map`; a record of the wrong shape is skipped as malformed. */
export function mapRecords<T>(
  records: readonly unknown[],
  schema: z.ZodType<T>,
  map: (record: T) => Mapped,
): Mapped[] {
  return records.map((value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? map(parsed.data) : skip(null, 'malformed record');
  });
}
