import { boolean, date, index, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import {
  approvalColumns,
  derivedColumns,
  listedRows,
  deadlineKeySql,
  openUntilSql,
  thinRankSql,
  catalogIndexes,
  provenanceColumns,
  searchWordsSql,
  tagTextSql,
  targetedRows,
  searchVectorSql,
} from './catalog';
import { createdAt, id, textArray, tsvector, updatedAt } from './columns';
import { scholarshipKind } from './enums';

/** Scholarships, grants and fellowships (architecture.md "Data rules": grants and fellowships differ only by kind). */
export const scholarships = pgTable(
  'scholarships',
  {
    id: id(),
    kind: scholarshipKind().notNull().default('scholarship'),
    title: text().notNull(),
    /** The sponsoring organisation, when the source names it. */
    provider: text(),
    description: text(),
    /** As published (free text); `deadline` is the normalized date used for filters and sorting. */
    dueDate: text(),
    eligibility: text(),
    /** As published (free text); `awardAmountUsd` is the parsed value used for filters and sorting. */
    awardAmount: text(),
    url: text(),
    tags: textArray(),
    location: text(),
    isRemote: boolean().notNull().default(false),
    requiredStates: textArray(),
    requiredCountries: textArray(),
    residencyRequirement: text(),
    // GPA filters compare numerically (product §9); numeric keeps 3.7 exact.
    minGPA: numeric({ mode: 'number' }),
    maxGPA: numeric({ mode: 'number' }),
    requiredEducationLevel: text(),
    requiredMajors: textArray(),
    requiredSchoolType: text(),
    minAge: integer(),
    maxAge: integer(),
    genderRequirement: text(),
    ethnicityRequirement: text(),
    firstGeneration: boolean().notNull().default(false),
    essayRequired: boolean().notNull().default(false),
    lettersOfRecRequired: integer().notNull().default(0),
    transcriptRequired: boolean().notNull().default(false),
    portfolioRequired: boolean().notNull().default(false),
    interviewRequired: boolean().notNull().default(false),
    needBased: boolean().notNull().default(false),
    meritBased: boolean().notNull().default(false),
    /** Whole USD. */
    maxFamilyIncome: integer(),
    ...provenanceColumns(),
    ...derivedColumns(),
    /** The award normalised (product §2): amounts in awardCurrency, per awardPeriod ('one-time', 'year', 'month', …). */
    awardMin: numeric({ mode: 'number' }),
    awardMax: numeric({ mode: 'number' }),
    awardCurrency: text(),
    awardPeriod: text(),
    ...approvalColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),

    // Derived at write time (architecture.md "Data rules").
    thinRank: smallint().generatedAlwaysAs(thinRankSql.scholarships),
    /** Whole USD parsed from awardAmount (first dollar figure); null when it has none. */
    awardAmountUsd: integer(),
    deadline: date({ mode: 'string' }),
    /** The deadline, 'infinity' when none: open listings and the deadline order as one index range. */
    deadlineKey: date({ mode: 'string' }).generatedAlwaysAs(deadlineKeySql),
    /** The last day it is open (catalog.ts openUntilSql): open is one index range (ADR 064). */
    openUntil: date({ mode: 'string' }).generatedAlwaysAs(openUntilSql.scholarships),
    /** Every word browse searches (core searchWords, ADR 042); the title's words alone rank title hits first. */
    searchWords: tsvector().generatedAlwaysAs(
      searchWordsSql([
        'title',
        'provider',
        'description',
        'tags[]',
        'location',
        'required_majors[]',
        'required_education_level',
      ]),
    ),
    titleWords: tsvector().generatedAlwaysAs(searchWordsSql(['title'])),
    tagText: text().generatedAlwaysAs(tagTextSql()),
    /** Written for a group (catalog.ts targetedRows): recommendations offer it to members (ADR 023). */
    targeted: boolean().generatedAlwaysAs(targetedRows.scholarships),
    searchVector: tsvector().generatedAlwaysAs(
      searchVectorSql({
        A: ['title', 'provider'],
        B: ['tags[]', 'required_majors[]', 'required_education_level'],
        C: ['description', 'eligibility', 'location'],
      }),
    ),
  },
  (t) => [
    ...catalogIndexes('scholarships', t),
    // The amount sorts read their first page straight off these (internships have no award).
    index('scholarships_open_award_desc_idx').on(t.awardAmountUsd.desc().nullsLast(), t.id).where(listedRows),
    index('scholarships_open_award_asc_idx').on(t.awardAmountUsd.asc().nullsLast(), t.id).where(listedRows),
    // Browse counts its matches from this index alone (ADR 048): the open range, then the columns
    // of the common filters, so counting up to the cap reads no table pages; the deadline is there
    // for the deadline filters.
    index('scholarships_open_count_idx')
      .on(t.openUntil, t.minGPA, t.awardAmountUsd, t.isRemote, t.essayRequired, t.deadlineKey)
      .where(listedRows),
  ],
);
