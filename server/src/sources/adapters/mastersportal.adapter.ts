import { normalizeDeadline, parseAwardAmountUsd } from '@futurefund/core';
import { parse } from 'csv-parse/sync';
import type { NormalizedScholarship, SourceAdapter } from '../types';
import { buildScholarship } from '../normalize/defaults';
import { detectKind } from '../normalize/kind';
import { collectResults, skip, type Mapped } from '../normalize/results';
import { directoryFiles, SourceFormatError } from '../normalize/source-input';
import { deriveTags } from '../normalize/tags';
import { cleanTitle } from '../normalize/text';
import { toHttpUrl } from '../normalize/url';
import { parseMastersportalDetails, type MastersportalDetails } from './mastersportal-details';

// edwinsantosv/Scholarships-Project, scraped from mastersportal.com: a folder with the listings
// (scholarships.csv, Spanish headers) and, for 908 of them, the pages' details
// (scholarship_additional_info.csv, see mastersportal-details.ts). Every listing is for master's
// study, hence 'Graduate'. `Plazo` (deadline) repeats `Beneficios` in every row, a scraper bug, so
// deadlines come only from the details: 144 dates (2024-2025, so those listings show as closed);
// "Not specified" and "Anytime" stay text. Records keep their identity (the index column).

const NAME = 'mastersportal';
const LISTINGS_FILE = 'mastersportal-scholarships.csv';
const DETAILS_FILE = 'mastersportal-scholarship-details.csv';
const COLUMNS = ['Beca', 'Tipo de ayuda', 'Universidad', 'Ubicación', 'Beneficios', 'Enlace'] as const;
type Column = (typeof COLUMNS)[number] | 'index';
type Row = Record<Column, string>;

const NO_LOCATION = /^location not available$/i;

function readRows(text: string): string[][] {
  try {
    return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
  } catch {
    throw new SourceFormatError(`${NAME}: the input is not readable CSV`);
  }
}

/** Column positions by header name; the unnamed first column is the scraper's row index. */
function columnPositions(header: string[]): Record<Column, number> {
  const positions = { index: header.indexOf('') } as Record<Column, number>;
  for (const column of COLUMNS) positions[column] = header.indexOf(column);
  const missing = [...COLUMNS, 'index' as const].filter((column) => positions[column] < 0);
  if (missing.length > 0) throw new SourceFormatError(`${NAME}: missing columns ${missing.join(', ')}`);
  return positions;
}

function toScholarship(
  row: Row,
  title: string,
  details: MastersportalDetails | undefined,
): NormalizedScholarship {
  const aid = row['Tipo de ayuda'].trim().toLowerCase();
  const location = NO_LOCATION.test(row['Ubicación'].trim()) ? null : cleanTitle(row['Ubicación']);
  const country = location?.split(',').at(-1)?.trim();
  const awardAmount = cleanTitle(row.Beneficios);
  const kind = detectKind(null, title);
  const needBased = aid === 'need-based';
  const meritBased = aid === 'merit-based';
  return buildScholarship({
    sourceId: row.index.trim() || null,
    title,
    kind,
    description: details?.description ?? null,
    eligibility: details?.eligibility ?? null,
    dueDate: details?.dueDate ?? null,
    deadline: normalizeDeadline(details?.dueDate ?? null),
    provider: cleanTitle(row.Universidad),
    awardAmount,
    awardAmountUsd: parseAwardAmountUsd(awardAmount),
    url: toHttpUrl(row.Enlace),
    location,
    requiredCountries: country ? [country] : [],
    requiredEducationLevel: 'Graduate',
    needBased,
    meritBased,
    tags: deriveTags({
      needBased,
      meritBased,
      kind,
      titleText: [title],
      campusText: [title, row.Universidad],
    }),
  });
}

type DetailsById = Map<string, MastersportalDetails>;

/** The row's details, when the details file has its index with the same page address. */
function detailsOf(row: Row, details: DetailsById): MastersportalDetails | undefined {
  const found = details.get(row.index.trim());
  return found && found.url === row.Enlace.trim() ? found : undefined;
}

function mapRow(
  cells: string[],
  positions: Record<Column, number>,
  width: number,
  details: DetailsById,
): Mapped {
  const row = Object.fromEntries(
    Object.entries(positions).map(([column, position]) => [column, cells[position] ?? '']),
  ) as Row;
  if (cells.length !== width) return skip(row.index || null, 'malformed row');
  const title = cleanTitle(row.Beca);
  if (!title) return skip(row.index || null, 'missing title');
  return toScholarship(row, title, detailsOf(row, details));
}

export const mastersportalAdapter: SourceAdapter = {
  name: NAME,
  description: 'Mastersportal scholarships (folder of CSV scrapes, international, mostly master’s study)',
  input: 'directory',
  fileExtensions: ['.csv'],
  contentTypes: ['text/csv', 'text/plain', 'application/octet-stream'],
  parse(raw) {
    const files = directoryFiles(raw, NAME);
    const listings = files[LISTINGS_FILE];
    if (listings === undefined) throw new SourceFormatError(`${NAME}: the folder has no ${LISTINGS_FILE}`);
    const [header, ...rows] = readRows(listings);
    if (!header) throw new SourceFormatError(`${NAME}: the input is empty`);
    const positions = columnPositions(header);
    const detailsFile = files[DETAILS_FILE];
    const details: DetailsById = detailsFile ? parseMastersportalDetails(detailsFile) : new Map();
    return collectResults(rows.map((cells) => mapRow(cells, positions, header.length, details)));
  },
};
