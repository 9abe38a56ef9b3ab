import { z } from 'zod';

// The fields of Grudged/open-scholarships' scholarship.schema.json that we map, read leniently:
// a file that breaks the shape is skipped, one missing optional parts is still used.

const text = z.string().nullish();
const texts = z.array(z.string()).nullish();

export const openScholarshipSchema = z.object({
  id: text,
  name: text,
  sponsor: text,
  type: text,
  summary: text,
  award: z
    .object({
      amount_min: z.number().nullish(),
      amount_max: z.number().nullish(),
      currency: text,
      basis: text,
      renewable: z.boolean().nullish(),
      notes: text,
    })
    .nullish(),
  deadline: z.object({ type: text, date: text }).nullish(),
  eligibility: z
    .object({
      residency: texts,
      education_level: texts,
      fields_of_study: texts,
      gpa_min: z.number().nullish(),
      citizenship: texts,
      other: texts,
      tags: texts,
    })
    .nullish(),
  geo: z.object({ state: text }).nullish(),
  links: z.object({ info_url: text, apply_url: text }).nullish(),
  provenance: z.object({ last_verified: text }).nullish(),
  status: text,
});
export type OpenScholarship = z.infer<typeof openScholarshipSchema>;

type Award = NonNullable<OpenScholarship['award']>;

const money = (amount: number, currency: string) =>
  currency === 'USD' ? `$${amount.toLocaleString('en-US')}` : `${amount.toLocaleString('en-US')} ${currency}`;

/** "Up to $5,000", "$1,000 - $5,000", "From $500", in the record's currency. */
export function awardText(award: Award | null | undefined): string | null {
  const currency = award?.currency?.trim().toUpperCase() || 'USD';
  const min = award?.amount_min ?? null;
  const max = award?.amount_max ?? null;
  if (min !== null && max !== null && min !== max) return `${money(min, currency)} - ${money(max, currency)}`;
  if (max !== null) return min === max ? money(max, currency) : `Up to ${money(max, currency)}`;
  return min !== null ? `From ${money(min, currency)}` : null;
}

/** The largest stated award in whole dollars, only when the record is in US dollars. */
export function awardUsd(award: Award | null | undefined): number | null {
  if ((award?.currency?.trim().toUpperCase() || 'USD') !== 'USD') return null;
  const amount = award?.amount_max ?? award?.amount_min ?? null;
  return amount !== null && amount > 0 ? Math.round(amount) : null;
}

/** A deadline without a date still tells the student something when it is rolling or varies. */
export function dueDateText(deadline: OpenScholarship['deadline']): string | null {
  const date = deadline?.date?.trim();
  if (date) return date;
  const labels: Record<string, string> = { annual: 'Annual', rolling: 'Rolling', varies: 'Varies' };
  return labels[deadline?.type?.trim().toLowerCase() ?? ''] ?? null;
}
