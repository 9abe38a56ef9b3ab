import { deadlineLabel } from '../../lib/provenance';
import { closedReason, deadlineToday, truncateDescription } from '@futurefund/core';
import type {
  InternshipDetail,
  LimitedInternshipDetail,
  LimitedScholarshipDetail,
  OpportunityType,
  ScholarshipDetail,
} from '@futurefund/core';
import { awardText, formatCalendarDate, listingKindLabel, paidText } from '../../lib/format';
import type { PageMeta } from '../../lib/page-meta';

// What both detail pages show, read from either contract so the components never branch on type
// for a field name (provider vs company, dueDate vs applicationDeadline, award vs pay).

export type OpportunityDetail = ScholarshipDetail | InternshipDetail;
/** Past the free views the server leaves out the link and the text, and says why (ADR 018). */
export type LimitedDetail = LimitedScholarshipDetail | LimitedInternshipDetail;
/** What GET /api/scholarships/{id} or /api/internships/{id} answers. */
export type DetailAnswer = OpportunityDetail | LimitedDetail;
export type Fact = { label: string; value: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const present = (value: string | null | undefined): value is string => !!value?.trim();

export const isLimited = (answer: DetailAnswer): answer is LimitedDetail => 'limited' in answer;

export const typeNoun = (type: OpportunityType) => (type === 'scholarship' ? 'Scholarship' : 'Internship');

export const kindLabel = (detail: DetailAnswer) =>
  detail.type === 'scholarship'
    ? listingKindLabel(detail.kind, {
        title: detail.title,
        awardAmount: detail.awardAmount,
        description: 'description' in detail ? detail.description : null,
      })
    : listingKindLabel('internship');

export function organizationOf(detail: DetailAnswer): string | null {
  return detail.type === 'scholarship' ? detail.provider : detail.company;
}

/** The normalised YYYY-MM-DD deadline; an internship's applicationDeadline when only it has one. */
export function deadlineDateOf(detail: DetailAnswer): string | null {
  if (detail.deadline) return detail.deadline;
  const text = detail.type === 'internship' ? detail.applicationDeadline : null;
  return text && ISO_DATE.test(text) ? text : null;
}

/** An ISO date, alone or at the start of a timestamp ("2026-11-30", "2026-11-30T00:00:00Z"). */
const ISO_DATE_START = /^(\d{4}-\d{2}-\d{2})(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A source's date for people: ISO reads "Nov 30, 2026" (the shared formatter); anything else
 * ("March 1", "Rolling") as the source wrote it; null when there is nothing.
 */
export function readableDate(text: string | null | undefined): string | null {
  if (!present(text)) return null;
  const iso = text.trim().match(ISO_DATE_START);
  return iso ? formatCalendarDate(iso[1]!) : text;
}

/** The deadline as the source wrote it, readable (see readableDate), for the facts and the steps. */
export function deadlineTextOf(detail: DetailAnswer): string | null {
  const text = readableDate(
    detail.type === 'scholarship' ? detail.dueDate : (detail.applicationDeadline ?? detail.dueDate),
  );
  // An undated recurring deadline ("Annual") says where to find this year's date.
  return text && !deadlineDateOf(detail) ? deadlineLabel({ deadline: null, dueDate: text }, text) : text;
}

export function rewardOf(detail: DetailAnswer): Fact {
  if (detail.type === 'scholarship') {
    return { label: 'Award', value: awardText(detail, 'Amount varies') };
  }
  const paid = paidText(detail.isPaid, 'Pay not listed');
  return { label: 'Pay', value: present(detail.salaryRange) ? detail.salaryRange : paid };
}

export function locationOf(detail: DetailAnswer): string {
  const modes = [detail.isRemote && 'Remote', detail.type === 'internship' && detail.isHybrid && 'Hybrid'];
  const parts = [detail.location, ...modes].filter((part): part is string => present(part || null));
  return parts.length > 0 ? parts.join(' · ') : 'Location not listed';
}

/** When a source last confirmed the listing (imports), else when it was last seen. */
/** Product §2: the eligibility text split on commas into a checklist. */
export function eligibilityItems(text: string | null): string[] {
  return (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

const letters = (count: number) =>
  count === 1 ? '1 letter of recommendation' : `${count} letters of recommendation`;

/** The Required Documents card; an internship application always implies a resume. */
export function requiredDocuments(detail: OpportunityDetail): string[] {
  const internship = detail.type === 'internship' ? detail : null;
  const scholarship = detail.type === 'scholarship' ? detail : null;
  return [
    internship && 'Resume',
    internship?.coverLetterRequired && 'Cover letter',
    scholarship?.essayRequired && 'Essay',
    detail.transcriptRequired && 'Transcript',
    detail.lettersOfRecRequired > 0 && letters(detail.lettersOfRecRequired),
    detail.portfolioRequired && 'Portfolio',
    scholarship?.interviewRequired && 'Interview',
  ].filter((item): item is string => typeof item === 'string');
}

function scholarshipFacts(detail: ScholarshipDetail): (Fact | null)[] {
  const basis = [detail.needBased && 'Need-based', detail.meritBased && 'Merit-based'].filter(Boolean);
  return [
    detail.provider ? { label: 'Provider', value: detail.provider } : null,
    basis.length > 0 ? { label: 'Basis', value: basis.join(', ') } : null,
    detail.requiredSchoolType ? { label: 'School type', value: detail.requiredSchoolType } : null,
  ];
}

function internshipFacts(detail: InternshipDetail): (Fact | null)[] {
  const dates = [readableDate(detail.startDate), readableDate(detail.endDate)].filter(present).join(' – ');
  return [
    detail.company ? { label: 'Company', value: detail.company } : null,
    detail.position ? { label: 'Position', value: detail.position } : null,
    detail.field ? { label: 'Field', value: detail.field } : null,
    detail.season ? { label: 'Season', value: detail.season } : null,
    dates ? { label: 'Dates', value: dates } : null,
    detail.durationWeeks ? { label: 'Duration', value: `${detail.durationWeeks} weeks` } : null,
    detail.hoursPerWeek ? { label: 'Hours', value: `${detail.hoursPerWeek} hours per week` } : null,
    detail.sponsorship ? { label: 'Visa sponsorship', value: detail.sponsorship } : null,
  ];
}

/** The Overview tab's facts list; empty fields are left out rather than shown as blanks. */
export function overviewFacts(detail: OpportunityDetail): Fact[] {
  const deadline = deadlineTextOf(detail);
  const specific = detail.type === 'scholarship' ? scholarshipFacts(detail) : internshipFacts(detail);
  return [
    { label: 'Type', value: kindLabel(detail) },
    rewardOf(detail),
    deadline ? { label: 'Deadline', value: deadline } : null,
    { label: 'Location', value: locationOf(detail) },
    ...specific,
  ].filter((fact): fact is Fact => fact !== null);
}

/** Why the listing is closed today (Anywhere on Earth, as browse decides "open"), or null. */
export function closedReasonOf(detail: OpportunityDetail) {
  const seasonEndsOn = detail.type === 'internship' ? detail.seasonEndsOn : null;
  const season = detail.type === 'internship' ? detail.season : null;
  return closedReason(
    {
      closed: detail.closed,
      closedBy: detail.closedBy,
      deadline: deadlineDateOf(detail),
      seasonEndsOn,
      season,
      titleEndsOn: detail.titleEndsOn,
      textEndsOn: detail.textEndsOn,
      lastVerifiedAt: detail.lastVerifiedAt,
    },
    deadlineToday(),
  );
}

/**
 * The page's title and description as the server writes them (modules/seo): the listing's title and
 * the browse card's excerpt; a closed listing is not indexed. A limited answer has no text (and is
 * never closed: closed listings are not limited, ADR 018), so it says what the listing is.
 */
export function detailPageMeta(detail: DetailAnswer): PageMeta {
  const organization = detail.type === 'scholarship' ? detail.provider : detail.company;
  const fallback = `${typeNoun(detail.type)}${organization ? ` from ${organization}` : ''} on FutureFund.`;
  if (isLimited(detail)) return { title: detail.title, description: fallback };
  return {
    title: detail.title,
    description: truncateDescription(detail.description) || fallback,
    noindex: closedReasonOf(detail) !== null,
  };
}
