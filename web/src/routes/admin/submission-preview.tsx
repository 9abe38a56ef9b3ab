import { DETAIL_TAGS_SHOWN, type ReviewQueueItem } from '@futurefund/core';
import { Banknote, Building2, CalendarClock, MapPin } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { IconFact } from '../../components/ui/icon-fact';
import { awardText, deadlineText, paidText } from '../../lib/format';

type Fields = ReviewQueueItem['fields'];
type Fact = { label: string; value: string };

// The detail page's pieces read a stored listing (provider, kind, provenance) and live in another
// route area, which the lint rule keeps apart; this compact card shows the same facts, in the same
// words, from the submitted fields, so the reviewer sees what students will see without a call.

function reward(fields: Fields): Fact {
  if (fields.type === 'scholarship')
    return {
      label: 'Award',
      value: awardText(
        { awardAmount: fields.awardAmount, title: fields.title, description: fields.description },
        'Amount varies',
      ),
    };
  return { label: 'Pay', value: fields.salaryRange || paidText(fields.isPaid, 'Pay not listed') };
}

function place(fields: Fields): string {
  const parts = [
    fields.location,
    fields.isRemote ? 'Remote' : undefined,
    fields.type === 'internship' && fields.isHybrid ? 'Hybrid' : undefined,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Location not listed';
}

function requirements(fields: Fields): Fact[] {
  const facts: (Fact | null)[] = [
    fields.minGPA ? { label: 'Minimum GPA', value: fields.minGPA } : null,
    fields.requiredEducationLevel !== 'Any'
      ? { label: 'Education level', value: fields.requiredEducationLevel }
      : null,
    fields.requiredMajors.length > 0 ? { label: 'Majors', value: fields.requiredMajors.join(', ') } : null,
    fields.requiredSkills.length > 0
      ? { label: 'Required skills', value: fields.requiredSkills.join(', ') }
      : null,
    fields.essayRequired ? { label: 'Essay', value: 'Required' } : null,
    fields.transcriptRequired ? { label: 'Transcript', value: 'Required' } : null,
    fields.lettersOfRecRequired > 0
      ? { label: 'Letters of recommendation', value: String(fields.lettersOfRecRequired) }
      : null,
  ];
  return facts.filter((fact): fact is Fact => fact !== null);
}

/** The listing as students will see it once approved: title, organisation, reward, deadline, place. */
export function SubmissionPreview({ item }: { item: ReviewQueueItem }) {
  const { fields } = item;
  const organization = fields.type === 'scholarship' ? item.contributor.organizationName : fields.company;
  const pay = reward(fields);
  const needs = requirements(fields);
  return (
    <article
      aria-label={`Preview of ${fields.title}`}
      className="grid gap-3 rounded-lg border bg-background p-4"
    >
      <div className="flex flex-wrap gap-2">
        <Badge variant="accent">{fields.type === 'scholarship' ? 'Scholarship' : 'Internship'}</Badge>
      </div>
      <h4 className="text-lg font-bold break-words">{fields.title}</h4>
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        {organization ? (
          <IconFact icon={Building2} term={fields.type === 'scholarship' ? 'Provider' : 'Company'}>
            {organization}
          </IconFact>
        ) : null}
        <IconFact icon={Banknote} term={pay.label}>
          {pay.value}
        </IconFact>
        <IconFact icon={MapPin} term="Location">
          {place(fields)}
        </IconFact>
        <IconFact icon={CalendarClock} term="Deadline">
          {deadlineText(fields.dueDate ?? null)}
        </IconFact>
      </dl>
      <Tags tags={fields.tags} />
      <p className="text-sm break-words whitespace-pre-line">{fields.description}</p>
      {needs.length > 0 ? (
        <dl aria-label="Requirements" className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {needs.map((fact) => (
            <div key={fact.label} className="min-w-0">
              <dt className="font-medium text-muted-foreground">{fact.label}</dt>
              <dd className="break-words">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </article>
  );
}

/** As on the detail page (product §2/§9): at most three tags, then '+N more'. */
function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  const hidden = tags.length - DETAIL_TAGS_SHOWN;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
      {tags.slice(0, DETAIL_TAGS_SHOWN).map((tag) => (
        <li key={tag}>
          <Badge>{tag}</Badge>
        </li>
      ))}
      {hidden > 0 ? (
        <li>
          <Badge variant="outline">{`+${hidden} more`}</Badge>
        </li>
      ) : null}
    </ul>
  );
}
