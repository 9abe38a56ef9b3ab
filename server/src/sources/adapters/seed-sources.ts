import type { DataSourceType, OpportunityType } from '@futurefund/core';

// The snapshots in data/seed/ (provenance and licences in data/seed/README.md). All are
// community- or vendor-maintained collections of other organisations' listings: 'aggregator'.

export interface SeedSource {
  /** The data source's name (unique); two sources may share one adapter. */
  name: string;
  description: string;
  /** Key into `adapters`. */
  adapter: string;
  /** Relative to the repository root; a directory for 'directory' adapters. */
  path: string;
  sourceType: DataSourceType;
  opportunityTypes: OpportunityType[];
}

export const seedSources: SeedSource[] = [
  {
    name: 'SimplifyJobs Summer 2025 Internships',
    description: 'SimplifyJobs/Summer2025-Internships listings snapshot (Oct 2024)',
    adapter: 'simplify',
    path: 'data/seed/internships/simplify-listings.json',
    sourceType: 'aggregator',
    opportunityTypes: ['internship'],
  },
  {
    name: 'Underclassmen Opportunities',
    description:
      'Scholarships, internships, research and programs for first- and second-year students (2026)',
    adapter: 'underclassmen',
    path: 'data/seed/internships/underclassmen-opportunities.json',
    sourceType: 'aggregator',
    opportunityTypes: ['scholarship', 'internship'],
  },
  {
    // The name of the first zshah101 source is kept: its successor has the same schema and ids.
    name: 'zshah101 Fall 2026 / Summer 2027 Internships',
    description: 'Internships collected automatically from company applicant-tracking feeds (Aug 2026, MIT)',
    adapter: 'zshah101',
    path: 'data/seed/internships/zshah101-automated/jobs.json',
    sourceType: 'aggregator',
    opportunityTypes: ['internship'],
  },
  {
    name: 'tonyyu2170 Summer 2027 Internship Tracker',
    description: 'US Summer 2027 internships by category, plus programs and research experiences (Aug 2026)',
    adapter: 'tonyyu2170',
    path: 'data/seed/internships/tonyyu2170-summer2027',
    sourceType: 'aggregator',
    opportunityTypes: ['internship'],
  },
  {
    name: 'WonOfAKind 2027 Internships',
    description: '2027 internships from official career pages and ATS sitemaps (Aug 2026)',
    adapter: 'wonofakind',
    path: 'data/seed/internships/wonofakind-roles-2027.json',
    sourceType: 'aggregator',
    opportunityTypes: ['internship'],
  },
  {
    name: 'nehaabalaji Summer 2027 Internships',
    description: 'US product, analytics, operations and supply-chain internships (Aug 2026, MIT)',
    adapter: 'nehaabalaji',
    path: 'data/seed/internships/nehaabalaji-summer2027/jobs.json',
    sourceType: 'aggregator',
    opportunityTypes: ['internship'],
  },
  {
    name: 'UlysseCHA Summer 2027 Offers',
    description: 'Tech, finance and consulting internships from public ATS APIs, international (Aug 2026)',
    adapter: 'ulyssecha',
    path: 'data/seed/internships/ulyssecha-offers-2027.json',
    sourceType: 'aggregator',
    opportunityTypes: ['internship'],
  },
  {
    name: 'SuryaHarikrishnan 2027 Internship Tracker',
    description: 'Active internships merged from SimplifyJobs and vanshb03 (Aug 2026, MIT)',
    adapter: 'suryaharikrishnan',
    path: 'data/seed/internships/suryaharikrishnan-listings',
    sourceType: 'aggregator',
    opportunityTypes: ['internship'],
  },
  {
    name: 'Open Scholarships',
    description: 'Open Scholarships by Grudged LLC (CC BY 4.0), US and Nevada scholarships',
    adapter: 'open-scholarships',
    path: 'data/seed/scholarships/open-scholarships/data',
    sourceType: 'aggregator',
    opportunityTypes: ['scholarship'],
  },
  {
    name: 'Atila Scholarships',
    description: 'Seed data of the Atila scholarship platform (mostly Canadian, deadlines 2016-2022)',
    adapter: 'atila',
    path: 'data/seed/scholarships/atila-scholarships.json',
    sourceType: 'aggregator',
    opportunityTypes: ['scholarship'],
  },
  {
    name: 'Mastersportal Scholarships',
    description: 'International scholarships for master’s study, scraped from mastersportal.com (2024)',
    adapter: 'mastersportal',
    path: 'data/seed/scholarships/mastersportal',
    sourceType: 'aggregator',
    opportunityTypes: ['scholarship'],
  },
  {
    name: 'Arizona BigFuture Scholarships',
    description: 'Arizona scholarships with BigFuture links (2025-2026 cycle)',
    adapter: 'bigfuture-az',
    path: 'data/seed/scholarships/az-bigfuture-scholarships.json',
    sourceType: 'aggregator',
    opportunityTypes: ['scholarship'],
  },
  {
    name: 'India Scholarships',
    description: 'Scholarships for Indian students, from the indiascholarships.in export (2026-27 cycle)',
    adapter: 'india-scholarships',
    path: 'data/seed/scholarships/india-scholarships-wp-export.csv',
    sourceType: 'aggregator',
    opportunityTypes: ['scholarship'],
  },
];
