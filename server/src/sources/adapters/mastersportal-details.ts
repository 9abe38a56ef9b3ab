import { parse } from 'csv-parse/sync';
import { SourceFormatError } from '../normalize/source-input';
import { cleanText, cleanTitle } from '../normalize/text';

// scholarship_additional_info.csv of the same scrape: one row per listing page, keyed by `ID` (the
// index column of the main file) and `URL`. The scraper wrote each page section one column to the
// right of its header, and the organisation box it read last landed in the last column:
//
//   header column              holds the page section (its first line names it)
//   About                      "About": the university's blurb (correct)
//   OrganisationInformation    "Overview": type, grant, coverage, Description, Benefits
//   Overview                   "Eligibility": who may apply, then Disciplines/Locations/...
//   Eligibility                "Application": "Application deadline", the date, how to apply
//   Application                the organisation box: name, city, ranking, reviews
//
// Checked on every row: 907 of 908 start with those headings; ID 2460 has "N/A" in the three
// shifted sections and gets no details. Page furniture (the "Applicable programmes" carousel, a
// loan advertisement under "Financing", a language-test advertisement) is left out.

const NAME = 'mastersportal';
const COLUMNS = ['ID', 'URL', 'OrganisationInformation', 'Overview', 'Eligibility'] as const;

/** Header column -> the section it really holds. */
const SECTION_IN = {
  overview: 'OrganisationInformation',
  eligibility: 'Overview',
  application: 'Eligibility',
} as const;

/** Block labels of each section, in page order; a line counts as a label only after the previous one. */
const OVERVIEW_LABELS = [
  'Scholarship type',
  'Number of scholarships to award',
  'Grant',
  'Scholarship coverage',
  'Description',
  'Applicable programmes',
  'Benefits',
  'Financing',
];
const ELIGIBILITY_LABELS = [
  'Scholarship requirements',
  'Disciplines',
  'Locations',
  'Nationality',
  'Study experience required',
  'Age',
  'Duolingo English Test',
];
const REQUIREMENTS = ['Disciplines', 'Locations', 'Nationality', 'Study experience required', 'Age'];
const UNSTATED = /^(?:unknown|n\/a)$/i;
const UNKNOWN_BENEFITS = /\bunknown\b|will be known/i;

export interface MastersportalDetails {
  url: string;
  description: string | null;
  eligibility: string | null;
  /** "01 Oct 2024", "Not specified" or "Anytime", as the page says. */
  dueDate: string | null;
}

type Blocks = Map<string, string[]>;

/** The section's lines grouped under their labels ('' = before the first label); null if absent. */
function sectionBlocks(cell: string | undefined, heading: string, labels: string[]): Blocks | null {
  const [first, ...lines] = (cell ?? '').split(/\r?\n/).map((line) => line.trim());
  if (first !== heading) return null;
  const blocks: Blocks = new Map([['', []]]);
  let current = '';
  let next = 0;
  for (const line of lines) {
    const at = labels.indexOf(line, next);
    if (at >= 0) {
      current = line;
      next = at + 1;
      blocks.set(current, []);
    } else if (line) blocks.get(current)!.push(line);
  }
  return blocks;
}

const text = (lines: string[] | undefined) => cleanText((lines ?? []).join('\n'));

function overviewText(blocks: Blocks | null): string | null {
  if (!blocks) return null;
  const benefits = text(blocks.get('Benefits'));
  const useful = benefits && !UNKNOWN_BENEFITS.test(benefits) ? `Benefits: ${benefits}` : null;
  return [text(blocks.get('Description')), useful].filter(Boolean).join('\n\n') || null;
}

function eligibilityText(blocks: Blocks | null): string | null {
  if (!blocks) return null;
  const requirements = REQUIREMENTS.map((label) => [label, (blocks.get(label) ?? []).join(' / ')])
    .filter(([, value]) => value && !UNSTATED.test(value))
    .map(([label, value]) => `${label}: ${value}`);
  const stated = [text(blocks.get('')), requirements.length > 0 ? requirements.join('; ') : null];
  return cleanText(stated.filter(Boolean).join('\n'));
}

/** The deadline line and what the page says about applying. */
function applicationParts(blocks: Blocks | null) {
  const [dueDate, ...howTo] = blocks?.get('Application deadline') ?? [];
  return { dueDate: cleanTitle(dueDate), howToApply: text(howTo) };
}

function toDetails(row: Record<(typeof COLUMNS)[number], string>): MastersportalDetails {
  const overview = sectionBlocks(row[SECTION_IN.overview], 'Overview', OVERVIEW_LABELS);
  const eligibility = sectionBlocks(row[SECTION_IN.eligibility], 'Eligibility', ELIGIBILITY_LABELS);
  const application = sectionBlocks(row[SECTION_IN.application], 'Application', ['Application deadline']);
  const { dueDate, howToApply } = applicationParts(application);
  const about = [overviewText(overview), howToApply && `How to apply: ${howToApply}`].filter(Boolean);
  return {
    url: row.URL.trim(),
    description: cleanText(about.join('\n\n')),
    eligibility: eligibilityText(eligibility),
    dueDate,
  };
}

/** Details by the main file's index; a details file without the expected columns is refused. */
export function parseMastersportalDetails(csv: string): Map<string, MastersportalDetails> {
  let rows: Record<string, string>[];
  try {
    rows = parse(csv, { bom: true, columns: true, relax_column_count: true, skip_empty_lines: true });
  } catch {
    throw new SourceFormatError(`${NAME}: the details file is not readable CSV`);
  }
  const missing = COLUMNS.filter((column) => rows[0] && !(column in rows[0]));
  if (missing.length > 0)
    throw new SourceFormatError(`${NAME}: the details file lacks columns ${missing.join(', ')}`);
  const details = new Map<string, MastersportalDetails>();
  for (const row of rows) {
    const id = row.ID?.trim();
    if (id) details.set(id, toDetails(row as Record<(typeof COLUMNS)[number], string>));
  }
  return details;
}
