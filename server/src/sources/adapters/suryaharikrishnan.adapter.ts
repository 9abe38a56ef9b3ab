import type { SourceAdapter } from '../types';
import { buildInternship } from '../normalize/defaults';
import { includesHybrid, includesRemote } from '../normalize/location';
import { collectResults, skip, type Mapped } from '../normalize/results';
import { listingSeason } from '../normalize/seasons';
import { directoryFiles } from '../normalize/source-input';
import { deriveTags } from '../normalize/tags';
import { cleanText, cleanTitle } from '../normalize/text';
import { toHttpUrl } from '../normalize/url';
import { markdownTables, type TableRow } from './markdown-tables';

// SuryaHarikrishnan/2027-internship-tracker listings/*.md: one Markdown table per category
// (Company as a link to the apply page, Role, Location, Terms, Date Posted, Days Old, Sources),
// merged from SimplifyJobs and vanshb03. Every row is a listing that was active when the tables
// were generated; tables without Company and Role columns (ATTRIBUTION.md) are not listings.

const NAME = 'suryaharikrishnan';

/**
 * The tables carry no verification date of their own. They were generated for the snapshot
 * commit c41633a of 2026-08-22 (data/seed/README.md), the last day the listings were seen active;
 * a newer copy of the folder must update this date with it.
 */
const SNAPSHOT_SEEN_AT = '2026-08-22T00:00:00.000Z';

/** Simplify's convention for "same company as the row above". */
const SAME_COMPANY = '↳';

const CATEGORY_FIELDS: Record<string, string | null> = {
  'data-science-ai-machine-learning': 'Data Science, AI & Machine Learning',
  'hardware-engineering': 'Hardware Engineering',
  'product-management': 'Product Management',
  'quantitative-finance': 'Quantitative Finance',
  'software-engineering': 'Software Engineering',
  other: null,
};

interface Listing {
  company: string;
  url: string | null;
  role: string;
  location: string;
  terms: string[];
  posted: string;
  categories: string[];
}

function readListings(fileName: string, rows: TableRow[], into: Map<string, Listing>) {
  const category = fileName.replace(/^.*\//, '').replace(/\.md$/i, '');
  let previousCompany = '';
  for (const row of rows) {
    const cell = row.Company!;
    const company = cell.text === SAME_COMPANY ? previousCompany : cell.text;
    previousCompany = company;
    const role = row.Role?.text ?? '';
    const url = cell.href;
    const terms = (row.Terms?.text ?? '').split(',');
    // A posting both upstream trackers list sits in two tables (vanshb03's copy in "other", often
    // without terms, and with the company or role worded differently): one apply link, one listing.
    const key = url ?? `${company}|${role}`.toLowerCase();
    const known = into.get(key);
    if (known) {
      known.categories.push(category);
      known.terms.push(...terms);
      continue;
    }
    into.set(key, {
      company,
      url,
      role,
      location: row.Location?.text ?? '',
      terms,
      posted: row['Date Posted']?.text ?? '',
      categories: [category],
    });
  }
}

function mapListing(listing: Listing): Mapped {
  const title = cleanTitle(listing.role);
  if (!title) return skip(null, 'missing title');
  const location = cleanText(listing.location);
  const isRemote = includesRemote([location]);
  const { season, terms } = listingSeason(listing.terms, title);
  const fields = listing.categories.map((category) => CATEGORY_FIELDS[category] ?? null);
  return buildInternship({
    sourceId: null,
    title,
    company: cleanTitle(listing.company),
    field: fields.find((field) => field !== null) ?? null,
    url: toHttpUrl(listing.url),
    location,
    isRemote,
    isHybrid: includesHybrid([location]),
    description: /^\d{4}-\d{2}-\d{2}$/.test(listing.posted) ? `Posted ${listing.posted}.` : null,
    season,
    lastVerifiedAt: SNAPSHOT_SEEN_AT,
    closed: false,
    tags: deriveTags({
      remote: isRemote,
      seasons: terms,
      titleText: [title, ...fields],
      campusText: [title],
      sourceTags: listing.categories.filter((category) => category !== 'other'),
    }),
  });
}

export const suryaHarikrishnanAdapter: SourceAdapter = {
  name: NAME,
  description: 'SuryaHarikrishnan 2027 internship tracker (Markdown tables from Simplify and vanshb03)',
  input: 'directory',
  fileExtensions: ['.md'],
  contentTypes: ['text/markdown', 'text/plain'],
  parse(raw) {
    const listings = new Map<string, Listing>();
    for (const [fileName, text] of Object.entries(directoryFiles(raw, NAME))) {
      for (const rows of markdownTables(text)) {
        if (rows[0]?.Company && rows[0].Role) readListings(fileName, rows, listings);
      }
    }
    return collectResults([...listings.values()].map(mapListing));
  },
};
