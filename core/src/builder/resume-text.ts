import {
  letterParagraphs,
  resumeSectionOrder,
  resumeSectionTitles,
  type CoverLetterDocument,
  type ResumeDocument,
  type ResumeEntry,
} from '../contracts/builder';

export type ResumeSectionName = (typeof resumeSectionOrder)[number];

/** One entry of a section as text, and how evidence names it ("Lab Assistant"). */
export interface ResumeEntryText {
  label: string;
  text: string;
}

export interface ResumeSectionText {
  key: ResumeSectionName;
  /** The heading, as in the preview and the exports ("Experience"). */
  label: string;
  text: string;
  /** Entry sections only (education, experience, projects, activities); empty for the others. */
  entries: ResumeEntryText[];
}

const compact = (parts: readonly (string | undefined)[], separator: string) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(separator);

/** An entry's title ("Lab Assistant"), else its organisation, names it in evidence. */
export const entryLabel = (entry: ResumeEntry) => entry.title.trim() || entry.organization.trim();

export function entryToText(entry: ResumeEntry): string {
  const head = compact([entry.title, entry.organization], ' — ');
  const when = compact([entry.location, entry.dates], ' · ');
  const bullets = entry.bullets.filter((bullet) => bullet.trim()).map((bullet) => `- ${bullet.trim()}`);
  return compact([head, when, ...bullets], '\n');
}

/** The resume's sections as plain text, in resumeSectionOrder, skipping empty ones. */
export function resumeSections(resume: ResumeDocument): ResumeSectionText[] {
  const sections: ResumeSectionText[] = [];
  for (const key of resumeSectionOrder) {
    const label = resumeSectionTitles[key];
    if (key === 'summary' || key === 'skills') {
      const text = key === 'summary' ? resume.summary.trim() : compact(resume.skills, ', ');
      if (text) sections.push({ key, label, text, entries: [] });
      continue;
    }
    const entries = resume[key]
      .map((entry) => ({ label: entryLabel(entry), text: entryToText(entry) }))
      .filter((entry) => entry.text);
    if (entries.length === 0) continue;
    sections.push({ key, label, text: entries.map((entry) => entry.text).join('\n\n'), entries });
  }
  return sections;
}

export const contactToText = (contact: ResumeDocument['contact']) =>
  compact(
    [contact.name, compact([contact.email, contact.phone, contact.location, ...contact.links], ' · ')],
    '\n',
  );

/** The whole resume as plain text: contact block, then each heading and its text. */
export function resumeToText(resume: ResumeDocument): string {
  const blocks = resumeSections(resume).map((section) => `${section.label}\n${section.text}`);
  return compact([contactToText(resume.contact), ...blocks], '\n\n');
}

/** The letter as plain text, in reading order: sender, date, recipient, salutation, body, closing. */
export function coverLetterToText(letter: CoverLetterDocument): string {
  return compact(
    [
      contactToText(letter.contact),
      letter.date,
      compact(letter.recipient, '\n'),
      letter.salutation,
      ...letterParagraphs(letter.body),
      compact([letter.closing, letter.signature], '\n'),
    ],
    '\n\n',
  );
}
