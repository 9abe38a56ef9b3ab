import { cleanText } from '../normalize/text';

// The file's column names carry upstream typos ("Eligbility - Financial Need", "Eligibility -
// Geogrphic Location"). Columns are looked up by their meaning, accepting the typo and the
// correct spelling, so a fixed upstream file keeps working.

export type BigFutureRow = Record<string, string | number | null>;

const ALIASES: Record<string, string[]> = {
  'Geographic Location': ['Eligibility - Geogrphic Location', 'Eligibility - Geographic Location'],
  'Financial Need': ['Eligbility - Financial Need', 'Eligibility - Financial Need'],
  'Specific HS/College': ['Eligbility - Specific HS/College', 'Eligibility - Specific HS/College'],
  'Subject/Major': ['Eligbility - Subject/Major', 'Eligibility - Subject/Major'],
  GPA: ['Eligibility - GPA'],
  Age: ['Eligibility - Age'],
  Grade: ['Eligibility - Grade'],
  'College Acceptance': ['Eligibility - College Acceptance'],
  'Heritage/Ethnicity': ['Eligibility - Heritage/Ethnicity'],
  'Intended Level of Study': ['Eligibility - Intended Level of Study'],
  Gender: ['Eligibility - Gender'],
  'USA Citizenship': ['Eligibility - USA Citizenship'],
};

/** "N/A" and blanks mean the column does not apply. */
const NOT_APPLICABLE = /^(?:n\/?a|none|-)?$/i;

/** The cleaned value of a column by meaning or exact name, or null when blank or "N/A". */
export function column(row: BigFutureRow, name: string): string | null {
  for (const key of ALIASES[name] ?? [name]) {
    const value = row[key];
    if (value === undefined || value === null) continue;
    const text = cleanText(String(value));
    if (text && !NOT_APPLICABLE.test(text)) return text;
  }
  return null;
}

export function needsFinancialNeed(row: BigFutureRow): boolean {
  return /^yes$/i.test(column(row, 'Financial Need') ?? '');
}

/** Checklist items (the detail page splits on commas) from the eligibility columns. */
export function bigFutureEligibility(row: BigFutureRow): string | null {
  const labelled = (label: string, name: string) => {
    const value = column(row, name);
    return value ? `${label}: ${value}` : null;
  };
  const items = [
    labelled('Location', 'Geographic Location'),
    labelled('Minimum GPA', 'GPA'),
    needsFinancialNeed(row) ? 'Demonstrated financial need' : null,
    labelled('Level', 'Specific HS/College'),
    labelled('Intended study', 'Intended Level of Study'),
    labelled('Subject', 'Subject/Major'),
    labelled('Gender', 'Gender'),
    labelled('Heritage', 'Heritage/Ethnicity'),
    labelled('Age', 'Age'),
    labelled('Citizenship', 'USA Citizenship'),
    /^yes$/i.test(column(row, 'College Acceptance') ?? '') ? 'Accepted to a college' : null,
  ].filter((item) => item !== null);
  return items.length > 0 ? items.join(', ') : null;
}
