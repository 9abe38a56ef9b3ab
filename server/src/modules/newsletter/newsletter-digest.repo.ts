import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { OpportunityType } from '@futurefund/core';
import type { Database } from '../../db/client';
import { internships, newsletterDigestClaims, scholarships } from '../../db/schema';
import { listedCondition, openConditions } from '../opportunities/browse-sql';

export interface DigestListing {
  type: OpportunityType;
  id: number;
  title: string;
  /** The award (scholarships) or the company (internships), as published. */
  detail: string | null;
  deadline: string | null;
  createdAt: Date;
}

const c = newsletterDigestClaims;

/** The digest's reads (new open listings) and its once-per-week claims (ADR 030). */
export function createNewsletterDigestRepo(db: Database) {
  return {
    /**
     * Listings any visitor may see that are open on `today` (the catalog's one open rule,
     * browse-sql) and were added at or after `since`, newest first.
     */
    async newOpenListings(since: Date, today: string, limit: number): Promise<DigestListing[]> {
      const newest = (table: 'scholarships' | 'internships') => {
        const t = table === 'scholarships' ? scholarships : internships;
        const detail = table === 'scholarships' ? scholarships.awardAmount : internships.company;
        return db
          .select({ id: t.id, title: t.title, detail, deadline: t.deadline, createdAt: t.createdAt })
          .from(t)
          .where(and(listedCondition, openConditions(today), gte(t.createdAt, since)))
          .orderBy(desc(t.createdAt), desc(t.id))
          .limit(limit);
      };
      const [found, foundInternships] = await Promise.all([newest('scholarships'), newest('internships')]);
      return [
        ...found.map((row) => ({ ...row, type: 'scholarship' as const })),
        ...foundInternships.map((row) => ({ ...row, type: 'internship' as const })),
      ]
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
        .slice(0, limit);
    },

    /**
     * Takes (subscriber, period) for this run: one INSERT against the unique index, so of two
     * parallel runs only one gets the row. A failed send may be claimed again; nothing else.
     */
    async claim(subscriberId: number, period: string, now: Date): Promise<number | null> {
      const [row] = await db
        .insert(c)
        .values({ subscriberId, period, status: 'claimed', claimedAt: now })
        .onConflictDoUpdate({
          target: [c.subscriberId, c.period],
          set: { status: 'claimed', claimedAt: now, lastError: null },
          setWhere: sql`${c.status} = 'failed'`,
        })
        .returning({ id: c.id });
      return row?.id ?? null;
    },

    async finish(
      claimId: number,
      result: { status: 'sent' | 'empty' | 'failed'; listingCount: number; error?: string; at: Date },
    ) {
      await db
        .update(c)
        .set({
          status: result.status,
          listingCount: result.listingCount,
          lastError: result.error ?? null,
          sentAt: result.status === 'sent' ? result.at : null,
        })
        .where(eq(c.id, claimId));
    },
  };
}

export type NewsletterDigestRepo = ReturnType<typeof createNewsletterDigestRepo>;
