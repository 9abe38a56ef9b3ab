import { and, eq, sql } from 'drizzle-orm';
import type { InternshipDetail, OpportunityListItem, ScholarshipDetail } from '@futurefund/core';
import type { Database } from '../../db/client';
import { internships, scholarships } from '../../db/schema';
import { listItemColumns } from './browse-sql';
import { toListItem } from './browse.repo';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function common(row: typeof scholarships.$inferSelect | typeof internships.$inferSelect) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    eligibility: row.eligibility,
    dueDate: row.dueDate,
    deadline: row.deadline,
    url: row.url,
    tags: row.tags,
    location: row.location,
    isRemote: row.isRemote,
    requiredStates: row.requiredStates,
    requiredCountries: row.requiredCountries,
    residencyRequirement: row.residencyRequirement,
    minGPA: row.minGPA,
    requiredEducationLevel: row.requiredEducationLevel,
    requiredMajors: row.requiredMajors,
    transcriptRequired: row.transcriptRequired,
    portfolioRequired: row.portfolioRequired,
    lettersOfRecRequired: row.lettersOfRecRequired,
    closed: row.closedAt !== null,
    sourceType: row.sourceType,
    lastVerifiedAt: iso(row.lastVerifiedAt),
    lastSeenAt: iso(row.lastSeenAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export function createDetailRepo(db: Database) {
  return {
    /** A public (approved) scholarship, closed or not; null when missing or not public. */
    async findScholarship(id: number): Promise<ScholarshipDetail | null> {
      const [row] = await db
        .select()
        .from(scholarships)
        .where(and(eq(scholarships.id, id), eq(scholarships.approvalStatus, 'approved')));
      if (!row) return null;
      return {
        ...common(row),
        type: 'scholarship',
        kind: row.kind,
        provider: row.provider,
        awardAmount: row.awardAmount,
        awardAmountUsd: row.awardAmountUsd,
        maxGPA: row.maxGPA,
        requiredSchoolType: row.requiredSchoolType,
        minAge: row.minAge,
        maxAge: row.maxAge,
        genderRequirement: row.genderRequirement,
        ethnicityRequirement: row.ethnicityRequirement,
        firstGeneration: row.firstGeneration,
        essayRequired: row.essayRequired,
        interviewRequired: row.interviewRequired,
        needBased: row.needBased,
        meritBased: row.meritBased,
        maxFamilyIncome: row.maxFamilyIncome,
      };
    },

    async findInternship(id: number): Promise<InternshipDetail | null> {
      const [row] = await db
        .select()
        .from(internships)
        .where(and(eq(internships.id, id), eq(internships.approvalStatus, 'approved')));
      if (!row) return null;
      return {
        ...common(row),
        type: 'internship',
        company: row.company,
        field: row.field,
        position: row.position,
        applicationDeadline: row.deadline ?? row.dueDate,
        startDate: row.startDate,
        endDate: row.endDate,
        isPaid: row.isPaid,
        salaryRange: row.salaryRange,
        isHybrid: row.isHybrid,
        classlevelRequirement: row.classlevelRequirement,
        experienceRequired: row.experienceRequired,
        requiredSkills: row.requiredSkills,
        preferredSkills: row.preferredSkills,
        coverLetterRequired: row.coverLetterRequired,
        season: row.season,
        sponsorship: row.sponsorship,
        durationWeeks: row.durationWeeks,
        hoursPerWeek: row.hoursPerWeek,
      };
    },

    /** Open listings of the same type sharing the most tags, then the most similar titles. */
    async similar(
      type: 'scholarship' | 'internship',
      base: { id: number; title: string; tags: string[] },
      today: string,
    ) {
      const table = type === 'scholarship' ? 'scholarships' : 'internships';
      const tags = sql`ARRAY[${sql.join([...base.tags.map((t) => sql`${t}`), sql`''`], sql`, `)}]::text[]`;
      const result = (await db.execute(sql`
        SELECT ${listItemColumns(table, undefined)} FROM ${sql.raw(table)}
        WHERE approval_status = 'approved' AND closed_at IS NULL AND (deadline IS NULL OR deadline >= ${today}::date)
          AND id <> ${base.id}
        ORDER BY cardinality(ARRAY(SELECT unnest(tags) INTERSECT SELECT unnest(${tags}))) DESC,
                 similarity(title, ${base.title}) DESC, id
        LIMIT 4`)) as unknown as { rows: Record<string, unknown>[] };
      return result.rows.map(toListItem) as OpportunityListItem[];
    },
  };
}

export type DetailRepo = ReturnType<typeof createDetailRepo>;
