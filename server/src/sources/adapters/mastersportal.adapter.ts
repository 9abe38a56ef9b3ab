import { parseAwardAmountUsd } from '@futurefund/core';
import { parse } from 'csv-parse/sync';
import type { NormalizedScholarship, SourceAdapter } from '../types';
import { buildScholarship } from '../normalize/defaults';
import { detectKind } from '../normalize/kind';
import { collectResults, skip, type Mapped } from '../normalize/results';
import { fileText, SourceFormatError } from '../normalize/source-input';
import { deriveTags } from '../normalize/tags';
import { cleanTitle } from '../normalize/text';
import { toHttpUrl } from '../normalize/url';

// edwinsantosv/Scholarships-Project scholarships.csv, scraped from mastersportal.com, with Spanish
// headers. Every listing is for master's study, hence 'Graduate'. `Plazo` (deadline) repeats
// `Beneficios` in every row, a scraper bug, so it is ignored and no row has a deadline.

const NAME = 'mastersportal';
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

function toScholarship(row: Row, title: string): NormalizedScholarship {
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

function mapRow(cells: string[], positions: Record<Column, number>, width: number): Mapped {
  const row = Object.fromEntries(
    Object.entries(positions).map(([column, position]) => [column, cells[position] ?? '']),
  ) as Row;
  if (cells.length !== width) return skip(row.index || null, 'malformed row');
  const title = cleanTitle(row.Beca);
  if (!title) return skip(row.index || null, 'missing title');
  return toScholarship(row, title);
}

export const mastersportalAdapter: SourceAdapter = {
  name: NAME,
  description: 'Mastersportal scholarships (CSV scrape, international, mostly master’s study)',
  input: 'file',
  contentTypes: ['text/csv', 'text/plain', 'application/octet-stream'],
  parse(raw) {
    const [header, ...rows] = readRows(fileText(raw, NAME));
    if (!header) throw new SourceFormatError(`${NAME}: the input is empty`);
    const positions = columnPositions(header);
    return collectResults(rows.map((cells) => mapRow(cells, positions, header.length)));
  },
};
