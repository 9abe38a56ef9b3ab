import type { ReviewQueueItem } from '@futurefund/core';
import { formatCalendarDate } from '../../lib/format';

type Fields = ReviewQueueItem['fields'];
type Row = { label: string; value: string; href?: string };

const NOT_GIVEN = 'Not given';
const text = (value: string | undefined) => value || NOT_GIVEN;
const date = (value: string | undefined) => (value ? formatCalendarDate(value) : NOT_GIVEN);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const list = (items: string[]) => (items.length > 0 ? items.join(', ') : 'None');

/**
 * Every field the contributor sent, the empty ones too, so the reviewer sees exactly what goes
 * public on approval. Only the sections of the submission's type are listed (product §2 form).
 */
export function submissionRows(fields: Fields): Row[] {
  const scholarship = fields.type === 'scholarship';
  const rows: Row[] = [
    { label: 'Type', value: scholarship ? 'Scholarship' : 'Internship' },
    { label: 'Title', value: fields.title },
    { label: 'Application URL', value: text(fields.url), ...(fields.url ? { href: fields.url } : {}) },
    { label: 'Description', value: fields.description },
    { label: 'Eligibility', value: text(fields.eligibility) },
  ];
  if (scholarship) rows.push({ label: 'Award amount', value: text(fields.awardAmount) });
  else
    rows.push(
      { label: 'Company', value: text(fields.company) },
      { label: 'Position title', value: text(fields.position) },
      { label: 'Start date', value: date(fields.startDate) },
      { label: 'End date', value: date(fields.endDate) },
      { label: 'Paid', value: yesNo(fields.isPaid) },
      { label: 'Salary range', value: text(fields.salaryRange) },
    );
  rows.push(
    { label: 'Application deadline', value: date(fields.dueDate) },
    { label: 'Location', value: text(fields.location) },
    { label: 'Remote', value: yesNo(fields.isRemote) },
  );
  if (!scholarship) rows.push({ label: 'Hybrid', value: yesNo(fields.isHybrid) });
  rows.push(
    { label: 'Minimum GPA', value: text(fields.minGPA) },
    { label: 'Education level', value: fields.requiredEducationLevel },
    { label: 'Required majors', value: list(fields.requiredMajors) },
  );
  if (!scholarship) rows.push({ label: 'Required skills', value: list(fields.requiredSkills) });
  rows.push(
    { label: 'Essay required', value: yesNo(fields.essayRequired) },
    { label: 'Transcript required', value: yesNo(fields.transcriptRequired) },
    { label: 'Letters of recommendation', value: String(fields.lettersOfRecRequired) },
    { label: 'Tags', value: list(fields.tags) },
  );
  return rows;
}

export function SubmissionFields({ fields }: { fields: Fields }) {
  return (
    <dl aria-label="Submitted fields" className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {submissionRows(fields).map((row) => (
        <div key={row.label} className={row.label === 'Description' ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
          <dt className="font-medium text-muted-foreground">{row.label}</dt>
          <dd className="break-words whitespace-pre-line">
            {row.href ? (
              <a
                href={row.href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="text-primary underline underline-offset-2"
              >
                {row.value}
              </a>
            ) : (
              row.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
