// The cover letter's paragraphs for the built-in composer: why this opportunity, what the resume
// shows that it asks for, the user's goals, and thanks. Each sentence is dropped when the facts it
// needs are missing, so a sparse profile gives a shorter letter, never a sentence with a gap.
import {
  distinct,
  educationOf,
  goalSentence,
  midSentence,
  namedEntries,
  opensWithVerb,
  oneLine,
  withArticle,
  type Education,
} from './composer-parts';
import type { BuilderFacts, OpportunityFacts } from './facts';
import { fitCheck } from './fit-check';
import { asSentence, joinList, tokenize } from './text';

export const paragraph = (sentences: readonly string[]) =>
  sentences.map(asSentence).filter(Boolean).join(' ').replace(/ {2,}/g, ' ');

export const interestsOf = (facts: BuilderFacts, max: number) =>
  distinct([...facts.profile.interests, ...facts.profile.preferredIndustries]).slice(0, max);

/** "I am pursuing a Bachelor's Degree in Biology, and I expect to graduate in 2027. My GPA is 3.8." */
function letterIdentity(education: Education): string[] {
  const { level, major, gpa, year } = education;
  let clause = '';
  if (education.highSchool)
    clause = `I am a high school student${major ? ` planning to study ${major}` : ''}`;
  else if (level) clause = `I am pursuing ${withArticle(level)}${major ? ` in ${major}` : ''}`;
  else if (major) clause = `I am a student interested in ${major}`;
  const graduation = year ? `${clause ? ', and I' : 'I'} expect to graduate in ${year}` : '';
  return [`${clause}${graduation}`, gpa ? `My current GPA is ${gpa}` : ''];
}

const nounFor = (opportunity: OpportunityFacts) =>
  opportunity.type === 'internship' ? 'role' : 'scholarship';
const titleOf = (opportunity: OpportunityFacts) => opportunity.title.trim().replace(/^the\s+/i, '');

/** "the Data Science Intern position", but "the Summer Internship", not "the Summer Internship position". */
const roleName = (title: string) =>
  /\b(?:internship|program|programme|fellowship|position|role|apprenticeship)$/i.test(title)
    ? title
    : `${title} position`;

export function introduction(facts: BuilderFacts, opportunity: OpportunityFacts): string {
  const organization = oneLine(opportunity.organization);
  const applying =
    opportunity.type === 'internship'
      ? `I am writing to apply for the ${roleName(titleOf(opportunity))}${organization ? ` at ${organization}` : ''}`
      : `I am writing to apply for the ${titleOf(opportunity)}${organization ? ` offered by ${organization}` : ''}`;
  return paragraph([applying, ...letterIdentity(educationOf(facts.profile))]);
}

/** Words the letter keeps capitalised mid-sentence: the user's and the listing's own names. */
function properWords(facts: BuilderFacts, opportunity: OpportunityFacts): Set<string> {
  const texts = [
    ...facts.profile.skills,
    ...facts.resume.skills,
    opportunity.title,
    opportunity.organization ?? '',
  ];
  for (const entry of [...facts.resume.experience, ...facts.resume.projects, ...facts.resume.activities])
    texts.push(entry.title, entry.organization);
  return new Set(texts.flatMap((text) => tokenize(text)));
}

function entrySentence(
  section: string,
  title: string,
  organization: string,
  bullet: string,
  names: Set<string>,
) {
  const role = section === 'experience' ? `As ${title}` : `Through ${title}`;
  if (bullet && opensWithVerb(bullet))
    return `${role}${organization ? ` at ${organization}` : ''}, I ${midSentence(bullet, names).replace(/[.!]$/, '')}`;
  const where = organization ? ` at ${organization}` : '';
  if (section === 'experience') return `I have worked as ${title}${where}`;
  return section === 'projects' ? `I worked on ${title}${where}` : `I have taken part in ${title}${where}`;
}

export function fitParagraph(facts: BuilderFacts, opportunity: OpportunityFacts): string {
  const { items } = fitCheck(facts.resume, opportunity);
  // Skills and the listing's own tags and majors read well in a sentence; single description words do not.
  const phrases = new Set([...opportunity.tags, ...opportunity.majors].map((text) => text.trim()));
  const matched = items
    .filter(
      (item) =>
        item.covered && (item.kind === 'skill' || (item.kind === 'keyword' && phrases.has(item.text))),
    )
    .map((item) => item.text)
    .slice(0, 4);
  const names = properWords(facts, opportunity);
  const groups = [
    { section: 'experience' as const, entries: facts.resume.experience },
    { section: 'projects' as const, entries: facts.resume.projects },
    { section: 'activities' as const, entries: facts.resume.activities },
  ];
  const entries = namedEntries(groups, 2).map(({ section, entry }) =>
    entrySentence(
      section,
      entry.title.trim(),
      entry.organization.trim(),
      entry.bullets[0]?.trim() ?? '',
      names,
    ),
  );
  const sentences = [
    matched.length > 0
      ? `My background matches what this ${nounFor(opportunity)} looks for, including ${joinList(matched)}`
      : '',
    ...entries,
  ];
  if (sentences.some(Boolean)) return paragraph(sentences);
  // Only the listing's own tags and majors: a title or description word ("Marie") is no focus.
  const focus = items
    .filter((item) => item.kind === 'keyword' && phrases.has(item.text))
    .map((item) => item.text.replace(/-/g, ' '))
    .slice(0, 3);
  return focus.length > 0
    ? paragraph([`This ${nounFor(opportunity)} stands out to me because of its focus on ${joinList(focus)}`])
    : paragraph([`This ${nounFor(opportunity)} stands out to me, and I am eager to make the most of it`]);
}

export function goalsParagraph(facts: BuilderFacts, opportunity: OpportunityFacts): string {
  const interests = interestsOf(facts, 3);
  const goals = oneLine(facts.profile.careerGoals);
  return paragraph([
    interests.length > 0 ? `I am especially interested in ${joinList(interests)}` : '',
    goals ? goalSentence(goals) : '',
    goals ? `This ${nounFor(opportunity)} would help me take the next step toward that goal` : '',
  ]);
}

export function closingParagraph(opportunity: OpportunityFacts): string {
  const organization = oneLine(opportunity.organization);
  return paragraph([
    'Thank you for considering my application',
    opportunity.type === 'internship'
      ? `I would welcome the chance to discuss how I can contribute to ${organization || 'your team'}`
      : 'I would be grateful for your support and would be glad to answer any questions about my application',
  ]);
}
