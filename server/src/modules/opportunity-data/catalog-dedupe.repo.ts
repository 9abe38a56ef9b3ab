import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { yieldToEventLoop } from '../../lib/yield-to-event-loop';
import { dataSources, internships, scholarships } from '../../db/schema';
import type { DedupeCandidate, DedupeChange } from './catalog-dedupe';

type Table = 'scholarships' | 'internships';
const UPDATE_BATCH = 1_000;

const typeOf = (table: Table) => (table === 'scholarships' ? 'scholarship' : 'internship');

// How far along an application is, for keeping one of two that merge: an outcome is further than
// any step before it, and an award says more than a rejection.
const progress = sql.raw(
  `array_position(ARRAY['interested','applied','interviewing','rejected','awarded']::application_status[], a.status)`,
);

/**
 * Moves the applications on listings now marked duplicate_of to the listing shown (ADR 063).
 * A user with applications on two copies keeps one — the furthest along, then the latest
 * updated — holding the others' notes, documents, history, reminders and notifications; the
 * others are then deleted. Only listings whose survivor is itself shown count, so a batch that
 * has not yet written a group's survivor moves nothing of that group.
 */
async function moveApplications(tx: Pick<Database, 'execute'>, table: Table) {
  const type = typeOf(table);
  await tx.execute(sql`
    CREATE TEMP TABLE dedupe_moves ON COMMIT DROP AS
    WITH moving AS (
      SELECT a.id, a.user_id, s.id AS target
      FROM applications a
      JOIN ${sql.raw(table)} d ON d.id = a.opportunity_id AND d.duplicate_of IS NOT NULL
      JOIN ${sql.raw(table)} s ON s.id = d.duplicate_of AND s.duplicate_of IS NULL
      WHERE a.opportunity_type = ${type}
    ), involved AS (
      SELECT id, user_id, target FROM moving
      UNION
      SELECT a.id, a.user_id, a.opportunity_id
      FROM applications a JOIN (SELECT DISTINCT user_id, target FROM moving) m
        ON m.user_id = a.user_id AND m.target = a.opportunity_id
      WHERE a.opportunity_type = ${type}
    )
    SELECT i.id, i.target,
      first_value(i.id) OVER (
        PARTITION BY i.user_id, i.target ORDER BY ${progress} DESC, a.updated_at DESC, a.id
      ) AS keep
    FROM involved i JOIN applications a ON a.id = i.id`);
  // The kept application holds every copy's notes (its own first) and the earliest applied date.
  await tx.execute(sql`
    UPDATE applications k
    SET notes = merged.notes, date_applied = merged.date_applied, updated_at = merged.updated_at
    FROM (
      SELECT m.keep,
        string_agg(a.notes, E'\n\n' ORDER BY (a.id = m.keep) DESC, a.id)
          FILTER (WHERE coalesce(a.notes, '') <> '') AS notes,
        min(a.date_applied) AS date_applied,
        max(a.updated_at) AS updated_at
      FROM dedupe_moves m JOIN applications a ON a.id = m.id
      GROUP BY m.keep HAVING count(*) > 1
    ) merged
    WHERE k.id = merged.keep`);
  // A vault document attached to two copies stays attached once.
  await tx.execute(sql`
    UPDATE application_documents d SET application_id = m.keep
    FROM (
      SELECT DISTINCT ON (m.keep, d.document_id) d.id, m.keep
      FROM dedupe_moves m JOIN application_documents d ON d.application_id = m.id
      WHERE m.id <> m.keep
        AND NOT EXISTS (
          SELECT 1 FROM application_documents o WHERE o.application_id = m.keep AND o.document_id = d.document_id
        )
      ORDER BY m.keep, d.document_id, d.id
    ) m
    WHERE d.id = m.id`);
  await tx.execute(sql`
    UPDATE application_status_history h SET application_id = m.keep
    FROM dedupe_moves m WHERE h.application_id = m.id AND m.id <> m.keep`);
  // A reminder already claimed for the kept application is not claimed twice.
  await tx.execute(sql`
    UPDATE reminder_claims c SET application_id = m.keep
    FROM (
      SELECT DISTINCT ON (m.keep, c.days_before, c.deadline) c.id, m.keep
      FROM dedupe_moves m JOIN reminder_claims c ON c.application_id = m.id
      WHERE m.id <> m.keep
        AND NOT EXISTS (
          SELECT 1 FROM reminder_claims o
          WHERE o.application_id = m.keep AND o.days_before = c.days_before AND o.deadline = c.deadline
        )
      ORDER BY m.keep, c.days_before, c.deadline, c.id
    ) m
    WHERE c.id = m.id`);
  await tx.execute(sql`
    UPDATE notifications n SET application_id = m.keep
    FROM dedupe_moves m WHERE n.application_id = m.id AND m.id <> m.keep`);
  await tx.execute(sql`DELETE FROM applications a USING dedupe_moves m WHERE a.id = m.id AND m.id <> m.keep`);
  await tx.execute(sql`
    UPDATE applications a SET opportunity_id = m.target
    FROM dedupe_moves m WHERE a.id = m.keep AND m.id = m.keep AND a.opportunity_id <> m.target`);
}

/** SQL for the de-duplication pass: read every approved listing, write the planned links. */
export function createCatalogDedupeRepo(db: Database) {
  return {
    async candidates(table: Table): Promise<DedupeCandidate[]> {
      const isScholarship = table === 'scholarships';
      const t = isScholarship ? scholarships : internships;
      const award = isScholarship
        ? sql`(${scholarships.awardAmount} IS NOT NULL OR ${scholarships.awardMin} IS NOT NULL OR ${scholarships.awardMax} IS NOT NULL)`
        : sql`(${internships.isPaid} IS NOT NULL OR ${internships.salaryRange} IS NOT NULL)`;
      const rows = await db
        .select({
          id: t.id,
          title: t.title,
          organisation: isScholarship ? scholarships.provider : internships.company,
          location: t.location,
          season: isScholarship ? sql<string | null>`NULL::text` : internships.season,
          isRemote: t.isRemote,
          urlKey: t.urlKey,
          sourceName: dataSources.name,
          closed: sql<boolean>`${t.closedAt} IS NOT NULL`,
          deadline: t.deadline,
          seasonEndsOn: isScholarship ? sql<string | null>`NULL::date` : internships.seasonEndsOn,
          textEndsOn: t.textEndsOn,
          lastVerifiedAt: t.lastVerifiedAt,
          richness: sql<number>`((${t.deadline} IS NOT NULL)::int + (${t.description} IS NOT NULL)::int + ${award}::int + (${t.eligibility} IS NOT NULL)::int)`,
          duplicateOf: t.duplicateOf,
          alsoListedBy: t.alsoListedBy,
        })
        .from(t)
        .leftJoin(dataSources, eq(dataSources.id, t.sourceId))
        .where(eq(t.approvalStatus, 'approved'));
      return rows;
    },

    /**
     * Writes the links in batches (one transaction each, so a batch is atomic on its own), and in
     * the same transaction moves the applications on the listings it hid. Without changes it still
     * sweeps once, for applications saved on a copy before the copy was linked.
     */
    async apply(table: Table, changes: DedupeChange[]): Promise<void> {
      for (let start = 0; start < Math.max(changes.length, 1); start += UPDATE_BATCH) {
        const batch = JSON.stringify(changes.slice(start, start + UPDATE_BATCH));
        await db.transaction(async (tx) => {
          if (changes.length)
            await tx.execute(sql`
              UPDATE ${sql.raw(table)} AS t
              SET duplicate_of = v."duplicateOf", also_listed_by = v."alsoListedBy", updated_at = now()
              FROM jsonb_to_recordset(${batch}::jsonb) AS v(id integer, "duplicateOf" integer, "alsoListedBy" text[])
              WHERE t.id = v.id`);
          await moveApplications(tx, table);
        });
        await yieldToEventLoop();
      }
    },
  };
}

export type CatalogDedupeRepo = ReturnType<typeof createCatalogDedupeRepo>;
