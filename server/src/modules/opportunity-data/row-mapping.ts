import { createHash } from 'node:crypto';
import { deadlineToday, isFresh, lastTermEnd, textPeriodEnd, titlePeriodEnd } from '@futurefund/core';
import type { NormalizedInternship, NormalizedOpportunity, NormalizedScholarship } from '../../sources/types';
import type { internships, scholarships } from '../../db/schema';
import { dedupeKeys } from './dedupe-keys';

export interface ImportOrigin {
  /** data_sources.id of the source being imported. */
  dataSourceId: number | null;
  /** The adapter that read it: part of the identity of a record with a source id. */
  adapterName: string;
  sourceType: string | null;
  now: Date;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const normalise = (text: string | null) => (text ?? '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Stable identity across re-imports: adapter + the record's own id, else its normalised title,
 * provider/company and URL. Re-importing updates the row instead of adding a duplicate.
 */
export function uniqueHash(opportunity: NormalizedOpportunity, adapterName: string): string {
  if (opportunity.sourceId) return sha256(`${opportunity.type}|${adapterName}|${opportunity.sourceId}`);
  const owner = opportunity.type === 'scholarship' ? opportunity.provider : opportunity.company;
  return sha256(
    `${opportunity.type}|${normalise(opportunity.title)}|${normalise(owner)}|${normalise(opportunity.url)}`,
  );
}

/** Everything that describes the listing; verification time alone is not a change. */
export function contentHash(opportunity: NormalizedOpportunity): string {
  const { lastVerifiedAt: _verified, ...content } = opportunity;
  return sha256(JSON.stringify(content, Object.keys(content).sort()));
}

function common(opportunity: NormalizedOpportunity, origin: ImportOrigin) {
  return {
    uniqueHash: uniqueHash(opportunity, origin.adapterName),
    contentHash: contentHash(opportunity),
    sourceId: origin.dataSourceId,
    sourceRecordId: opportunity.sourceId,
    sourceType: origin.sourceType,
    lastSeenAt: origin.now,
    lastVerifiedAt: opportunity.lastVerifiedAt ? new Date(opportunity.lastVerifiedAt) : null,
    fresh: isFresh(opportunity.lastVerifiedAt, deadlineToday(origin.now)),
    closedAt: opportunity.closed ? origin.now : null,
    closedReason: opportunity.closed ? 'source' : null,
    titleEndsOn: titlePeriodEnd(opportunity.title),
    textEndsOn: textPeriodEnd([opportunity.eligibility, opportunity.description].filter(Boolean).join('\n')),
    ...dedupeKeys(opportunity),
    // Imported listings come from sources an admin configured; contributor posts go to review instead.
    approvalStatus: 'approved' as const,
    approvedAt: origin.now,
  };
}

export function toScholarshipRow(
  o: NormalizedScholarship,
  origin: ImportOrigin,
): typeof scholarships.$inferInsert {
  const { type: _type, sourceId: _sourceId, closed: _closed, lastVerifiedAt: _verified, ...fields } = o;
  return { ...fields, ...common(o, origin) };
}

export function toInternshipRow(
  o: NormalizedInternship,
  origin: ImportOrigin,
): typeof internships.$inferInsert {
  const { type: _type, sourceId: _sourceId, closed: _closed, lastVerifiedAt: _verified, ...fields } = o;
  return { ...fields, ...common(o, origin), seasonEndsOn: o.season ? lastTermEnd([o.season]) : null };
}
