import { parseEncodedList, type AtilaFields } from './atila-record';

// The detail page splits eligibility on commas into a checklist, so each structured criterion is
// one comma-free item ("Programs: Computer Engineering / Civil Engineering").

function listItem(label: string, encoded: string | null | undefined): string | null {
  const values = parseEncodedList(encoded);
  return values.length > 0 ? `${label}: ${values.map((value) => value.replace(/,/g, '')).join(' / ')}` : null;
}

function averageItem(average: string | null | undefined): string | null {
  const value = Number(average ?? '');
  return Number.isFinite(value) && value > 0 ? `Minimum average ${value}%` : null;
}

function lettersItem(count: number | null | undefined): string | null {
  if (!count || count <= 0) return null;
  return count === 1 ? '1 reference letter' : `${count} reference letters`;
}

/** Atila's structured criteria as checklist items, or null when it states none. */
export function atilaEligibility(fields: AtilaFields): string | null {
  const items = [
    fields.female_only ? 'Female students only' : null,
    listItem('Ethnicity', fields.ethnicity),
    listItem('Heritage', fields.heritage),
    listItem('Citizenship', fields.citizenship),
    listItem('Religion', fields.religion),
    listItem('Disability', fields.disability),
    fields.financial_need ? 'Demonstrated financial need' : null,
    averageItem(fields.academic_average),
    listItem('Schools', fields.eligible_schools),
    listItem('Programs', fields.eligible_programs),
    listItem('Education level', fields.education_level),
    fields.international_students_eligible ? 'International students eligible' : null,
    fields.transcript_required ? 'Transcript required' : null,
    lettersItem(fields.reference_letter_required),
  ].filter((item) => item !== null);
  return items.length > 0 ? items.join(', ') : null;
}
