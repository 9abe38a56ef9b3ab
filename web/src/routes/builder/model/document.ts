import {
  opportunityTypes,
  type OpportunityRef,
  type ResumeDocument,
  type ResumeEntry,
} from '@futurefund/core';

/** The two documents the page edits, as named in the URL (`?type=resume|cover_letter`). */
export type BuilderMode = 'resume' | 'cover_letter';

export const parseMode = (value: string | null): BuilderMode =>
  value === 'cover_letter' ? 'cover_letter' : 'resume';

/** `?opportunity=scholarship:12` as the Apply card links it; anything malformed is ignored. */
export function parseOpportunityRef(value: string | null): OpportunityRef | null {
  const match = /^([a-z]+):(\d{1,10})$/.exec(value ?? '');
  if (!match) return null;
  const type = opportunityTypes.find((candidate) => candidate === match[1]);
  const id = Number(match[2]);
  if (!type || id < 1 || id > 2_147_483_647) return null;
  return { type, id };
}

export const opportunityKey = (ref: OpportunityRef) => `${ref.type}:${ref.id}`;

export const emptyEntry = (): ResumeEntry => ({
  title: '',
  organization: '',
  location: '',
  dates: '',
  bullets: [],
});

export const entryHasText = (entry: ResumeEntry) =>
  [entry.title, entry.organization, entry.location, entry.dates, ...entry.bullets].some(
    (text) => text.trim() !== '',
  );

/** A copy of `list` with the item at `from` moved to `to` (both in range). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Bullets are edited as one line each in a textarea; blank lines are dropped. */
export const bulletsFromText = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
export const bulletsToText = (bullets: readonly string[]) => bullets.join('\n');

/** Who a letter is addressed to, as the page knows the opportunity. */
export type LetterTarget = { title: string | null; organization: string | null };

/** A title for a new draft the user can change before saving. */
export function defaultTitle(mode: BuilderMode, resume: ResumeDocument, target: LetterTarget | null) {
  const name = resume.contact.name.trim();
  if (mode === 'resume') return name ? `${name} – Resume` : 'My resume';
  return target?.title ? `Cover letter – ${target.title}` : 'Cover letter';
}
