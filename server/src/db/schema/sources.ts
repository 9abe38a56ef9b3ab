import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, textArray, timestamptz, updatedAt } from './columns';
import { dataSourceType, jobStatus } from './enums';

export const dataSources = pgTable('data_sources', {
  id: id(),
  // Unique so seeding and imports can upsert a source by name.
  name: text().notNull().unique(),
  description: text(),
  url: text(),
  sourceType: dataSourceType().notNull(),
  scrapingConfig: jsonb().$type<Record<string, unknown>>(),
  scrapingFrequency: text(),
  lastScraped: timestamptz(),
  isActive: boolean().notNull().default(true),
  needsAuthentication: boolean().notNull().default(false),
  authConfig: jsonb().$type<Record<string, unknown>>(),
  opportunityTypes: textArray(),
  tags: textArray(),
  targetAudience: textArray(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: id(),
    name: text().notNull(),
    type: text().notNull(),
    // A job that scrapes a source is meaningless once the source is gone; other jobs have no source.
    sourceId: integer().references(() => dataSources.id, { onDelete: 'cascade' }),
    config: jsonb().$type<Record<string, unknown>>(),
    scheduledFor: timestamptz().notNull(),
    recurrence: text(),
    status: jobStatus().notNull().default('pending'),
    lastRun: timestamptz(),
    nextRun: timestamptz(),
    result: jsonb(),
    error: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Workers claim due jobs by (status, scheduledFor).
  (t) => [
    index('scheduled_jobs_status_scheduled_for_idx').on(t.status, t.scheduledFor),
    // At most one running job per type, across every instance: claiming a run is an insert.
    uniqueIndex('scheduled_jobs_one_running_per_type')
      .on(t.type)
      .where(sql`status = 'running'`),
  ],
);

export const scrapingRuns = pgTable(
  'scraping_runs',
  {
    id: id(),
    // Runs are history: keep them (unlinked) when their source or job is deleted.
    sourceId: integer().references(() => dataSources.id, { onDelete: 'set null' }),
    jobId: integer().references(() => scheduledJobs.id, { onDelete: 'set null' }),
    startTime: timestamptz().notNull().defaultNow(),
    endTime: timestamptz(),
    status: jobStatus().notNull().default('running'),
    totalFound: integer().notNull().default(0),
    newAdded: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    removed: integer().notNull().default(0),
    error: text(),
    errorDetails: jsonb(),
  },
  (t) => [index('scraping_runs_source_id_start_time_idx').on(t.sourceId, t.startTime.desc())],
);
