// The built-in composer (product §1 Premium builder): writes a resume summary or a cover letter's
// body from templates and the user's own facts when no model is configured. It never invents: each
// number, school, degree and organisation it writes is copied from the facts (a test runs the fact
// check on its output). Sparse facts give fewer sentences, never empty ones.
import { BUILDER_LIMITS } from '../contracts/builder';
import { distinct, educationOf, namedEntries, oneLine, withArticle, type Education } from './composer-parts';
import {
  closingParagraph,
  fitParagraph,
  goalsParagraph,
  interestsOf,
  introduction,
  paragraph,
} from './composer-letter';
import type { BuilderFacts, OpportunityFacts } from './facts';
import { fitCheck } from './fit-check';
import { clip, joinList } from './text';

/** "Student pursuing a Bachelor's Degree in Biology with a 3.8 GPA, expected to graduate in 2027". */
function resumeIdentity(education: Education): string {
  const { level, major, gpa, year } = education;
  let subject = '';
  if (education.highSchool) subject = `High school student${major ? ` planning to study ${major}` : ''}`;
  else if (level) subject = `Student pursuing ${withArticle(level)}${major ? ` in ${major}` : ''}`;
  else if (major) subject = `Student interested in ${major}`;
  else if (gpa || year) subject = 'Student';
  if (!subject) return '';
  return `${subject}${gpa ? ` with a ${gpa} GPA` : ''}${year ? `, expected to graduate in ${year}` : ''}`;
}

/** Skills to name: the resume's (else the profile's), those the opportunity asks for first. */
function skillsToName(facts: BuilderFacts, max: number): string[] {
  const skills = distinct(facts.resume.skills.length > 0 ? facts.resume.skills : facts.profile.skills);
  if (!facts.opportunity) return skills.slice(0, max);
  const wanted = new Set(
    fitCheck(facts.resume, facts.opportunity)
      .items.filter((item) => item.covered)
      .map((item) => item.text.toLowerCase()),
  );
  return [
    ...skills.filter((skill) => wanted.has(skill.toLowerCase())),
    ...skills.filter((skill) => !wanted.has(skill.toLowerCase())),
  ].slice(0, max);
}

export function composeResumeSummary(facts: BuilderFacts): string {
  const { resume, profile } = facts;
  const skills = skillsToName(facts, 5);
  const roles = namedEntries([{ section: 'experience', entries: resume.experience }], 2).map(({ entry }) =>
    entry.organization.trim() ? `${entry.title.trim()} at ${entry.organization.trim()}` : entry.title.trim(),
  );
  const interests = interestsOf(facts, 4);
  const goals = oneLine(profile.careerGoals);
  const summary = paragraph([
    resumeIdentity(educationOf(profile)),
    skills.length > 0 ? `Skilled in ${joinList(skills)}` : '',
    roles.length > 0 ? `Experience as ${joinList(roles)}` : '',
    interests.length > 0 ? `Interested in ${joinList(interests)}` : '',
    goals ? `Career goals: ${goals}` : '',
  ]);
  return clip(
    summary || 'Motivated and eager to learn, ready to take on new responsibilities.',
    BUILDER_LIMITS.summaryMax,
  );
}

/** The cover letter's body: 3–4 paragraphs separated by a blank line (salutation and closing are the frame's). */
export function composeCoverLetter(facts: BuilderFacts & { opportunity: OpportunityFacts }): string {
  const { opportunity } = facts;
  const paragraphs = [
    introduction(facts, opportunity),
    fitParagraph(facts, opportunity),
    goalsParagraph(facts, opportunity),
    closingParagraph(opportunity),
  ].filter(Boolean);
  return clip(paragraphs.join('\n\n'), BUILDER_LIMITS.letterBodyMax);
}
