import { z } from 'zod';
import { cleanList } from '../normalize/text';

// Atila's Django fixture (model dante.scholarship). Several list fields are JSON arrays encoded
// as strings, and a few hold Python tuple reprs ("('University', 'University')") left over from
// a form migration; both read as plain lists here.

const text = z.string().nullish();
const flag = z.boolean().nullish();

export const atilaRecordSchema = z.object({
  model: z.string(),
  pk: z.union([z.number(), z.string()]),
  fields: z.object({
    name: text,
    description: text,
    criteria_info: text,
    deadline: text,
    updated_at: text,
    is_not_available: flag,
    scholarship_url: text,
    form_url: text,
    funding_amount: text,
    funding_type: text,
    ethnicity: text,
    heritage: text,
    citizenship: text,
    religion: text,
    disability: text,
    eligible_schools: text,
    eligible_programs: text,
    education_field: text,
    education_level: text,
    academic_average: text,
    renewable_years: z.number().nullish(),
    financial_need: flag,
    no_essay_required: flag,
    female_only: flag,
    international_students_eligible: flag,
    transcript_required: flag,
    reference_letter_required: z.number().nullish(),
    city: z.array(z.array(z.string())).nullish(),
    province: z.array(z.array(z.string())).nullish(),
    country: z.array(z.string()).nullish(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
  }),
});
export type AtilaFields = z.infer<typeof atilaRecordSchema>['fields'];

const PYTHON_PAIR = /^\('(.+)', '.+'\)$/;

/** '["College", "University"]' -> ['College', 'University']; unreadable -> []. */
export function parseEncodedList(encoded: string | null | undefined): string[] {
  if (!encoded) return [];
  let value: unknown;
  try {
    value = JSON.parse(encoded);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const items = value.filter((item): item is string => typeof item === 'string');
  return cleanList(items.map((item) => PYTHON_PAIR.exec(item)?.[1] ?? item));
}

export interface AtilaGeography {
  location: string | null;
  provinces: string[];
  countries: string[];
}

/** city = [city, province, country], province = [province, country], country = name. */
export function geography(fields: AtilaFields): AtilaGeography {
  const cities = fields.city ?? [];
  const provinces = fields.province ?? [];
  const countries = fields.country ?? [];
  const places = cleanList([...cities, ...provinces].map((parts) => parts.join(', ')).concat(countries));
  return {
    location: places.length > 0 ? places.join('; ') : null,
    provinces: cleanList([...cities.map((parts) => parts[1]), ...provinces.map((parts) => parts[0])]),
    countries: cleanList([
      ...cities.map((parts) => parts.at(-1)),
      ...provinces.map((parts) => parts[1]),
      ...countries,
    ]),
  };
}
