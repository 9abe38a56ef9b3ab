/**
 * The public datasets the catalog is seeded from (data/seed/README.md has commits, dates and
 * licences). Each names its GitHub repository; `period` says how old the snapshot is.
 */
export type ListingSource = { name: string; repo: string; text: string; period: string };

export const githubUrl = (repo: string) => `https://github.com/${repo}`;

export const internshipSources: ListingSource[] = [
  {
    name: 'SimplifyJobs Summer 2025 Internships',
    repo: 'SimplifyJobs/Summer2025-Internships',
    text: 'Summer 2025 internship listings collected by Simplify and its community.',
    period: 'snapshot of October 2024',
  },
  {
    name: 'SimplifyJobs New-Grad Positions',
    repo: 'SimplifyJobs/New-Grad-Positions',
    text: 'Entry-level roles for new graduates, from the same community list.',
    period: 'snapshot of October 2024',
  },
  {
    name: 'Underclassmen Opportunities',
    repo: 'Jose-Gael-Cruz-Lopez/underclassmen-opportunities',
    text: 'Programs, scholarships, research and internships for first- and second-year students.',
    period: '2026',
  },
  {
    name: 'Fall 2026 and Summer 2027 Internships (zshah101)',
    repo: 'zshah101/summer-2027-fall-2026-internships',
    text: 'Internships gathered from company applicant-tracking systems.',
    period: 'snapshot of July 2026',
  },
];

export const scholarshipSources: ListingSource[] = [
  {
    name: 'Open Scholarships',
    repo: 'Grudged/open-scholarships',
    text: 'National and Nevada scholarships, one reviewed record each (CC BY 4.0).',
    period: 'snapshot of June 2026',
  },
  {
    name: "Atila's scholarship data",
    repo: 'atilatech/client-web-app',
    text: 'Sample data of the Atila scholarship platform, mostly Canadian awards.',
    period: 'deadlines from 2016 to 2022',
  },
  {
    name: 'Mastersportal scholarships list',
    repo: 'edwinsantosv/Scholarships-Project',
    text: "International, mostly master's-level scholarships gathered from mastersportal.com.",
    period: 'snapshot of September 2024',
  },
  {
    name: 'Arizona BigFuture scholarships',
    repo: 'darian-benitezsanchez/scholarship-database',
    text: 'Arizona scholarships with links to their BigFuture pages.',
    period: '2025–2026 cycle',
  },
  {
    name: 'India Scholarships',
    repo: 'bizmantra/india-scholarships',
    text: 'Scholarships for Indian students, from the indiascholarships.in export; amounts in rupees.',
    period: 'export of July 2026',
  },
];
