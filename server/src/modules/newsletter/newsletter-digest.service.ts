import { getISOWeek, getISOWeekYear } from 'date-fns';
import {
  RECOMMENDATIONS_STORED,
  deadlineToday,
  type NewsletterDigestRun,
  type Recommendation,
} from '@futurefund/core';
import type { FastifyBaseLogger } from 'fastify';
import { assertAdmin } from '../../lib/authorize';
import type { SessionUser } from '../auth/auth.repo';
import type { AuditRepo } from '../admin/audit.repo';
import type { EmailService } from '../email/email.service';
import { newsletterDigestEmail, type DigestLine } from '../email/templates/newsletter';
import { leaveLinks } from './leave-links';
import type { DigestListing, NewsletterDigestRepo } from './newsletter-digest.repo';
import type { NewsletterRepo } from './newsletter.repo';

/** The most listings one digest shows. */
export const DIGEST_SIZE = 10;
/** "New" means added to the catalog within this many days before the run. */
export const DIGEST_WINDOW_DAYS = 7;
/** Listings read per run before ordering each subscriber's ten. */
const DIGEST_POOL = 200;

/** The ISO week a run belongs to, e.g. 2026-W48: the claim's period, so a week is sent once. */
export function isoWeekOf(at: Date): string {
  return `${getISOWeekYear(at)}-W${String(getISOWeek(at)).padStart(2, '0')}`;
}

export interface NewsletterDigestDeps {
  repo: NewsletterDigestRepo;
  subscribers: NewsletterRepo;
  email: Pick<EmailService, 'sendNewsletter'>;
  /** The recommendation engine's list for a user; null without a profile (modules/recommendations). */
  recommendationsFor: (userId: number, limit: number) => Promise<Recommendation[] | null>;
  audit: AuditRepo;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
  now?: () => Date;
  today?: () => string;
}

const detailPath = (listing: Pick<DigestListing, 'type' | 'id'>) =>
  `${listing.type === 'scholarship' ? '/scholarships' : '/internships'}/${listing.id}`;

/**
 * The weekly digest (ADR 030): each confirmed subscriber's (subscriber, week) is claimed before
 * anything is sent, so two instances or a manual run next to the schedule send it once.
 */
export function createNewsletterDigestService(deps: NewsletterDigestDeps) {
  const now = deps.now ?? (() => new Date());
  const today = deps.today ?? (() => deadlineToday());

  /**
   * A linked subscriber with a profile gets the engine's matches among the new listings first,
   * each with its reason; the rest (and everyone else's) newest first.
   */
  async function linesFor(userId: number | null, pool: DigestListing[]) {
    const ranked = userId === null ? null : await deps.recommendationsFor(userId, RECOMMENDATIONS_STORED);
    const rank = new Map((ranked ?? []).map((item, index) => [`${item.type}:${item.id}`, { index, item }]));
    const ordered = pool
      .map((listing, position) => ({ listing, position, match: rank.get(`${listing.type}:${listing.id}`) }))
      .sort((a, b) => (a.match?.index ?? Infinity) - (b.match?.index ?? Infinity) || a.position - b.position)
      .slice(0, DIGEST_SIZE);
    const lines = ordered.map(({ listing, match }): DigestLine => ({
      title: listing.title,
      type: listing.type,
      detail: listing.detail,
      deadline: listing.deadline,
      link: `${deps.publicUrl}${detailPath(listing)}`,
      why: match?.item.relevanceReasoning || null,
    }));
    return { lines, matched: ordered.some((entry) => entry.match) };
  }

  async function sendOne(
    subscriber: { id: number; email: string; userId: number | null },
    pool: DigestListing[],
    period: string,
    at: Date,
  ): Promise<'sent' | 'empty' | 'failed' | 'taken'> {
    const claim = await deps.repo.claim(subscriber.id, period, at);
    if (claim === null) return 'taken';
    if (pool.length === 0) {
      await deps.repo.finish(claim, { status: 'empty', listingCount: 0, at });
      return 'empty';
    }
    try {
      const { lines, matched } = await linesFor(subscriber.userId, pool);
      const links = await leaveLinks(deps.subscribers, subscriber.id, deps.publicUrl);
      const mail = newsletterDigestEmail({
        lines,
        matched,
        siteUrl: deps.publicUrl,
        unsubscribeUrl: links.pageUrl,
      });
      await deps.email.sendNewsletter({
        ...mail,
        to: subscriber.email,
        kind: 'newsletter_digest',
        userId: subscriber.userId,
        headers: links.headers,
      });
      await deps.repo.finish(claim, { status: 'sent', listingCount: lines.length, at });
      await deps.subscribers.markDigestSent(subscriber.id, at);
      return 'sent';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      deps.log.error({ err: error }, 'newsletter digest e-mail failed');
      await deps.repo.finish(claim, { status: 'failed', listingCount: 0, error: message.slice(0, 500), at });
      return 'failed';
    }
  }

  async function run(): Promise<NewsletterDigestRun> {
    const at = now();
    const period = isoWeekOf(at);
    const since = new Date(at.getTime() - DIGEST_WINDOW_DAYS * 24 * 60 * 60 * 1000);
    const pool = await deps.repo.newOpenListings(since, today(), DIGEST_POOL);
    const counts = { period, sent: 0, empty: 0, failed: 0 };
    for (const subscriber of await deps.subscribers.confirmed()) {
      const outcome = await sendOne(subscriber, pool, period, at);
      if (outcome !== 'taken') counts[outcome] += 1;
    }
    return counts;
  }

  return {
    /** The schedule's tick. */
    run,

    /** POST /api/admin/newsletter/digest: runs now, audited; already-sent subscribers are skipped. */
    async trigger(actor: SessionUser): Promise<NewsletterDigestRun> {
      assertAdmin(actor);
      const result = await run();
      await deps.audit.record(actor, { action: 'newsletter.digest', target: result.period, details: result });
      return result;
    },
  };
}

export type NewsletterDigestService = ReturnType<typeof createNewsletterDigestService>;
