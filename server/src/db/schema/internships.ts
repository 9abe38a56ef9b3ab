import { boolean, date, index, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import {
  approvalColumns,
  derivedColumns,
  deadlineKeySql,
  openUntilSql,
  thinRankSql,
  catalogIndexes,
  listedRows,
  provenanceColumns,
  searchWordsSql,
  tagTextSql,
  targetedRows,
  searchVectorSql,
} from './catalog';
import { createdAt, id, textArray, tsvector, updatedAt } from './columns';

// The API exposes `deadline` as applicationDeadline (detail) and deadline (recommendations);
// that mapping belongs to the API layer, not to extra columns.
export const internships = pgTable(
  'internships',
  {
    id: id(),
    title: text().notNull(),
    company: text(),
    field: text(),
    description: text(),
    eligibility: text(),
    position: text(),
    /** As published (free text); `deadline` is the normalized date used for filters and sorting. */
    dueDate: text(),
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    // Null means unknown: scraped listings rarely say, and false would claim "unpaid".
    isPaid: boolean(),
    url: text(),
    location: text(),
    isRemote: boolean().notNull().default(false),
    isHybrid: boolean().notNull().default(false),
    requiredStates: textArray(),
    requiredCountries: textArray(),
    residencyRequirement: text(),
    minGPA: numeric({ mode: 'number' }),
    requiredEducationLevel: text(),
    requiredMajors: textArray(),
    classlevelRequirement: text(),
    experienceRequired: boolean().notNull().default(false),
    minExperienceYears: integer(),
    requiredSkills: textArray(),
    preferredSkills: textArray(),
    coverLetterRequired: boolean().notNull().default(false),
    portfolioRequired: boolean().notNull().default(false),
    transcriptRequired: boolean().notNull().default(false),
    lettersOfRecRequired: integer().notNull().default(0),
    salaryRange: text(),
    housingProvided: boolean().notNull().default(false),
    transportationProvided: boolean().notNull().default(false),
    mealsProvided: boolean().notNull().default(false),
    durationWeeks: integer(),
    hoursPerWeek: integer(),
    partTime: boolean().notNull().default(false),
    fullTime: boolean().notNull().default(false),
    tags: textArray(),
    notes: text(),
    /** e.g. "Summer 2025", "Fall 2026", as the source lists it. */
    season: text(),
    /** Visa sponsorship as the source states it (e.g. "Offers Sponsorship", "Other"). */
    sponsorship: text(),
    ...provenanceColumns(),
    ...derivedColumns(),
    /** When the last of the listing's seasons ends (ADR 015); null when it names none. Open needs it not passed. */
    seasonEndsOn: date({ mode: 'string' }),
    ...approvalColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),

    // Derived at write time (architecture.md "Data rules").
    thinRank: smallint().generatedAlwaysAs(thinRankSql.internships),
    deadline: date({ mode: 'string' }),
    /** The deadline, 'infinity' when none: open listings and the deadline order as one index range. */
    deadlineKey: date({ mode: 'string' }).generatedAlwaysAs(deadlineKeySql),
    /** The last day it is open (catalog.ts openUntilSql): open is one index range (ADR 048, ADR 064). */
    openUntil: date({ mode: 'string' }).generatedAlwaysAs(openUntilSql.internships),
    // Company and field are searched too: most scraped internships have no description.
    /** Every word browse searches (core searchWords, ADR 042); the title's words alone rank title hits first. */
    searchWords: tsvector().generatedAlwaysAs(
      searchWordsSql([
        'title',
        'company',
        'field',
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
    targeted: boolean().generatedAlwaysAs(targetedRows.internships),
    searchVector: tsvector().generatedAlwaysAs(
      searchVectorSql({
        A: ['title', 'company'],
        B: ['field', 'tags[]', 'required_majors[]', 'required_education_level'],
        C: ['description', 'eligibility', 'location'],
      }),
    ),
  },
  (t) => [
    ...catalogIndexes('internships', t),
    // Browse counts its matches from this index alone, starting at the open range so an ended
    // season is never read (ADR 048); the deadline is there for the deadline filters.
    index('internships_open_count_idx')
      .on(t.openUntil, t.minGPA, t.isRemote, t.deadlineKey)
      .where(listedRows),
  ],
);
