// New documents pre-filled from the user's own facts (product §1 Premium builder): a resume from
// the profile, and a cover letter's frame (sender, date, recipient, salutation) for an opportunity.
import {
  BUILDER_LIMITS,
  type BuilderTemplate,
  type CoverLetterDocument,
  type ResumeDocument,
  type ResumeEntry,
} from '../contracts/builder';
import { composeResumeSummary } from './composer';
import { distinct, educationOf, oneLine } from './composer-parts';
import type { OpportunityFacts, ProfileFacts } from './facts';
import { clip } from './text';

const line = (text: string | null | undefined) => clip(oneLine(text), BUILDER_LIMITS.lineMax);

/** The education entry the profile supports: level and major, "Expected 2027", the GPA as a bullet. */
function educationEntry(profile: ProfileFacts): ResumeEntry | null {
  const { level, major, gpa, year, highSchool } = educationOf(profile);
  if (!level && !major && !gpa && !year) return null;
  let title = level;
  const bullets: string[] = [];
  if (major && level && !highSchool) title = `${level} in ${major}`;
  else if (major) bullets.push(`Intended major: ${major}`);
  if (gpa) bullets.unshift(`GPA: ${gpa}`);
  return {
    title: line(title),
    organization: '',
    location: '',
    dates: year ? `Expected ${year}` : '',
    bullets,
  };
}

/** A new resume from the profile; experience, projects and activities start empty for the user. */
export function starterResume(profile: ProfileFacts, template: BuilderTemplate = 'classic'): ResumeDocument {
  const education = educationEntry(profile);
  const base: ResumeDocument = {
    kind: 'resume',
    template,
    contact: {
      name: line(profile.name),
      email: line(profile.email),
      phone: '',
      location: line(
        [profile.city, profile.state, profile.country]
          .map((part) => part?.trim())
          .filter(Boolean)
          .join(', '),
      ),
      links: [],
    },
    summary: '',
    education: education ? [education] : [],
    experience: [],
    projects: [],
    skills: distinct(profile.skills)
      .map((skill) => clip(skill, 80))
      .slice(0, BUILDER_LIMITS.skillsMax),
    activities: [],
  };
  return {
    ...base,
    summary: composeResumeSummary({ profile, resume: base, documents: [], opportunity: null }),
  };
}

/**
 * "November 25, 2026": the day in the writer's time zone (the page passes the browser's), UTC when
 * none is given so tests and the server agree.
 */
export const letterDate = (today: Date, timeZone = 'UTC') =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(
    today,
  );

/**
 * A cover letter frame in the resume's look and with its contact block: a scholarship's selection
 * committee or an internship's hiring team, at the organisation when the listing names one. Before
 * an opportunity is chosen it addresses a selection committee.
 */
export function coverLetterFrame(
  resume: ResumeDocument,
  opportunity: Pick<OpportunityFacts, 'type' | 'organization'> | null,
  today: Date,
  timeZone?: string,
): CoverLetterDocument {
  const addressee = opportunity?.type === 'internship' ? 'Hiring Team' : 'Selection Committee';
  return {
    kind: 'cover_letter',
    template: resume.template,
    contact: { ...resume.contact, links: [...resume.contact.links] },
    date: letterDate(today, timeZone),
    recipient: [addressee, line(opportunity?.organization ?? null)].filter(Boolean),
    salutation: `Dear ${addressee},`,
    body: '',
    closing: 'Sincerely,',
    signature: resume.contact.name,
  };
}
