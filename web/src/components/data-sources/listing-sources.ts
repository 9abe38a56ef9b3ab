/**
 * The public datasets the catalog is seeded from (data/seed/README.md has commits, dates and
 * licences). Each names its GitHub repository; `period` says how old the snapshot is.
 */
export type ListingSource = {
  name: string;
  repo: string;
  text: string;
  period: string;
  /** As data/seed/README.md records it; 'none stated' when the repository gives no licence. */
  licence: string;
};

export const githubUrl = (repo: string) => `https://github.com/${repo}`;

export const internshipSources: ListingSource[] = [
  {
    name: 'SimplifyJobs Summer 2025 Internships',
    repo: 'SimplifyJobs/Summer2025-Internships',
    text: 'Summer 2025 internship listings collected by Simplify and its community.',
    period: 'snapshot of October 2024',
    licence: 'none stated',
  },
  {
    name: 'Underclassmen Opportunities',
    repo: 'Jose-Gael-Cruz-Lopez/underclassmen-opportunities',
    text: 'Programs, scholarships, research and internships for first- and second-year students.',
    period: '2026',
    licence: 'none stated',
  },
  {
    name: 'Fall 2026 and Summer 2027 Internships (zshah101)',
    repo: 'zshah101/Automated-List-Of-Summer-2027-and-Fall-2026-Tech-Internships',
    text: 'Internships gathered automatically from company applicant-tracking systems.',
    period: 'snapshot of August 2026',
    licence: 'MIT License, © 2026 Shah Zain',
  },
  {
    name: 'Summer 2027 Internship Tracker (tonyyu2170)',
    repo: 'tonyyu2170/summer2027-internship-tracker',
    text: 'US Summer 2027 internships by field, plus early-career programs and research experiences.',
    period: 'snapshot of August 2026',
    licence: 'none stated',
  },
  {
    name: 'New Grad and Internships 2027 (WonOfAKind)',
    repo: 'WonOfAKind/New-Grad-And-Internships-2027',
    text: 'Internships read from official career pages; we list its internships only.',
    period: 'snapshot of August 2026',
    licence: 'none stated',
  },
  {
    name: 'Summer 2027 Internships (nehaabalaji)',
    repo: 'nehaabalaji/Summer-2027-Internship',
    text: 'US product, analytics, operations and supply-chain internships.',
    period: 'snapshot of August 2026',
    licence: 'MIT License, © 2026 Supply Chain Internships contributors',
  },
  {
    name: 'Summer 2027 (UlysseCHA)',
    repo: 'UlysseCHA/summer-2027',
    text: 'Tech, finance and consulting internships worldwide, from company job boards.',
    period: 'snapshot of August 2026',
    licence: 'none stated',
  },
  {
    name: '2027 Internship Tracker (SuryaHarikrishnan)',
    repo: 'SuryaHarikrishnan/2027-internship-tracker',
    text: 'Active internships merged from the SimplifyJobs and vanshb03 lists.',
    period: 'snapshot of August 2026',
    licence:
      'MIT License, © 2026 Surya Harikrishnan (data from SimplifyJobs, none stated, and vanshb03, MIT)',
  },
];

export const scholarshipSources: ListingSource[] = [
  {
    name: 'Open Scholarships',
    repo: 'Grudged/open-scholarships',
    text: 'National and Nevada scholarships, one reviewed record each.',
    period: 'snapshot of June 2026',
    licence: 'CC BY 4.0, © Grudged LLC',
  },
  {
    name: "Atila's scholarship data",
    repo: 'atilatech/client-web-app',
    text: 'Sample data of the Atila scholarship platform, mostly Canadian awards.',
    period: 'deadlines from 2016 to 2022',
    licence: 'none stated',
  },
  {
    name: 'Mastersportal scholarships list',
    repo: 'edwinsantosv/Scholarships-Project',
    text: "International, mostly master's-level scholarships gathered from mastersportal.com.",
    period: 'snapshot of September 2024',
    licence: 'none stated',
  },
  {
    name: 'Arizona BigFuture scholarships',
    repo: 'darian-benitezsanchez/scholarship-database',
    text: 'Arizona scholarships with links to their BigFuture pages.',
    period: '2025–2026 cycle',
    licence: 'none stated',
  },
  {
    name: 'India Scholarships',
    repo: 'bizmantra/india-scholarships',
    text: 'Scholarships for Indian students, from the indiascholarships.in export; amounts in rupees.',
    period: 'export of July 2026',
    licence: 'none stated',
  },
];
