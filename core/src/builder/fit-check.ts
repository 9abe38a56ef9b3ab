// The fit check (product §1 Premium builder): which of an opportunity's requirements, skills and
// keywords a resume covers. Deterministic word matching, no model: the same resume and listing
// always give the same score, and every "covered" names the section that covers it.
import type { FitItem, FitItemKind, ResumeDocument } from '../contracts/builder';
import type { OpportunityFacts } from './facts';
import { resumeSections } from './resume-text';
import { containsPhrase, stem, stems, stopWords, tokenize } from './text';

/** A requirement is a stated condition; a keyword is only a hint of what the listing is about. */
export const fitWeights: Record<FitItemKind, number> = { requirement: 3, skill: 2, keyword: 1 };
export const KEYWORDS_MAX = 12;

/** Filler of requirement sentences: "Minimum GPA of 3.0 required" is about "gpa 3.0". */
const requirementFiller = new Set(
  (
    'minimum min maximum max required require requirement requirements must preferred prefer ' +
    'ability able strong excellent good demonstrated proven knowledge proficiency proficient ' +
    'familiarity familiar experience experienced skill understanding least year applicant ' +
    'candidate student currently enrolled eligible program degree pursuing accredited ' +
    'live lives living reside residing resident located'
  ).split(' '),
);

/** Words every listing uses, which say nothing about this one. */
const listingFiller = new Set(
  (
    'scholarship internship intern award program opportunity application apply ' +
    'applicant student candidate eligible recipient selected selection deadline amount fund ' +
    'funding provide offer offered year annual annually must include including work help ' +
    'person people time first make made part full open available please information future ' +
    'support show receive join improve use using build develop learn gain create will able ' +
    'who whose looking seeking strong great best high good chance team toward towards ' +
    'least country countries allowance stipend eligibility required requirement'
  ).split(' '),
);

interface Unit {
  evidence: string;
  words: string[];
}

/** Where coverage is looked for, in the order evidence is named: skills first, contact last. */
function resumeUnits(resume: ResumeDocument): Unit[] {
  const sections = resumeSections(resume);
  const order = ['skills', 'summary', 'experience', 'projects', 'education', 'activities'];
  sections.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
  const units: Unit[] = [];
  for (const section of sections) {
    if (section.entries.length === 0) units.push({ evidence: section.label, words: stems(section.text) });
    for (const entry of section.entries) {
      const evidence = entry.label ? `${section.label}: ${entry.label}` : section.label;
      units.push({ evidence, words: stems(entry.text) });
    }
  }
  const place = resume.contact.location.trim();
  if (place) units.push({ evidence: 'Contact', words: stems(place) });
  return units;
}

const keyTerms = (text: string, filler: ReadonlySet<string>) =>
  [...new Set(stems(text))].filter((word) => !stopWords.has(word) && !filler.has(word));

/** The first unit holding the phrase as consecutive words. */
function findPhrase(units: readonly Unit[], text: string): string | null {
  const phrase = stems(text);
  return units.find((unit) => containsPhrase(unit.words, phrase))?.evidence ?? null;
}

const GPA_VALUE = /^[0-5](\.\d+)?$/;

/** A GPA the resume states ("GPA: 3.8", "3.8 GPA", "GPA of 3.8/4.0") and where. */
function resumeGpa(units: readonly Unit[]): { value: number; evidence: string } | null {
  for (const unit of units) {
    const at = unit.words.indexOf('gpa');
    if (at < 0) continue;
    const after = unit.words.slice(at + 1, at + 4).filter((word) => !stopWords.has(word));
    const near = [after[0], unit.words[at - 1]].find((word) => word !== undefined && GPA_VALUE.test(word));
    if (near) return { value: Number(near), evidence: unit.evidence };
  }
  return null;
}

/**
 * A requirement is covered when at least two thirds of its key terms (stop words and filler such
 * as "minimum" or "required" removed) occur in one section entry; the evidence is that entry. A GPA
 * requirement ("Minimum GPA 3.0") is instead compared by value with the GPA the resume states.
 */
function coverRequirement(units: readonly Unit[], text: string): string | null {
  const gpaMinimum = /\bgpa\b/i.test(text) ? text.match(/(?<![\d.])([0-5](?:\.\d{1,2})?)(?![\d.]*\d)/) : null;
  if (gpaMinimum) {
    const gpa = resumeGpa(units);
    return gpa && gpa.value >= Number(gpaMinimum[1]) ? gpa.evidence : null;
  }
  const terms = keyTerms(text, requirementFiller);
  if (terms.length === 0) return null;
  const needed = Math.ceil((terms.length * 2) / 3);
  let best: { evidence: string; hits: number } | null = null;
  for (const unit of units) {
    const hits = terms.filter((term) => unit.words.includes(term)).length;
    if (hits >= needed && (!best || hits > best.hits)) best = { evidence: unit.evidence, hits };
  }
  return best?.evidence ?? null;
}

/**
 * Up to KEYWORDS_MAX distinctive terms: the listing's tags and majors as phrases, then the words of
 * its title, then its description's words by frequency (first seen first on ties). Stop words,
 * words every listing uses and terms already checked as a requirement or skill are left out.
 */
/** Words in any script, with the signs of "c++", "c#" and inner dots, hyphens and apostrophes. */
const LONG_DESCRIPTION_WORDS = 80;
const WORD = /\p{L}[\p{L}\p{N}+#.'-]*[\p{L}\p{N}+#]|\p{L}/gu;

export function opportunityKeywords(opportunity: OpportunityFacts): string[] {
  const taken = new Set<string>();
  for (const text of [...opportunity.requirements, ...opportunity.skills])
    for (const word of stems(text)) taken.add(word);
  const keywords: string[] = [];
  const add = (text: string) => {
    const words = keyTerms(text, listingFiller);
    const key = words.join(' ');
    if (!key || words.every((word) => taken.has(word)) || /^\d/.test(key) || keywords.length >= KEYWORDS_MAX)
      return;
    for (const word of words) taken.add(word);
    keywords.push(text.trim());
  };
  for (const phrase of [...opportunity.tags, ...opportunity.majors])
    if (!/^(any|all|other)\b/i.test(phrase)) add(phrase);
  const surface = new Map<string, string>();
  const counts = new Map<string, number>();
  const titleWords = opportunity.title.match(WORD) ?? [];
  const described = opportunity.description.match(WORD) ?? [];
  const keyOf = (word: string) => stem(tokenize(word)[0] ?? '');
  // Names and programme titles are capitalised ("Marie", "MSCA", "Actions"); a keyword is a word
  // the listing also writes in lower case somewhere.
  const common = new Set([...titleWords, ...described].filter((w) => w === w.toLowerCase()).map(keyOf));
  for (const word of [...titleWords, ...described]) {
    const key = keyOf(word);
    if (key.length < 3 || !common.has(key)) continue;
    if (!surface.has(key) || surface.get(key) !== surface.get(key)?.toLowerCase())
      surface.set(key, word === word.toLowerCase() ? word : (surface.get(key) ?? word));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const titleKeys = new Set(titleWords.map(keyOf));
  // In a long description a word said once may be incidental: there it must recur to count.
  const minCount = described.length > LONG_DESCRIPTION_WORDS ? 2 : 1;
  const ranked = [...surface.keys()]
    .filter((key) => titleKeys.has(key) || (counts.get(key) ?? 0) >= minCount)
    .sort(
      (a, b) =>
        Number(titleKeys.has(b)) - Number(titleKeys.has(a)) || (counts.get(b) ?? 0) - (counts.get(a) ?? 0),
    );
  for (const key of ranked) add(surface.get(key) ?? key);
  return keywords;
}

/** Which of the opportunity's requirements, skills and keywords the resume covers, and a 0–100 score. */
export function fitCheck(
  resume: ResumeDocument,
  opportunity: OpportunityFacts,
): { score: number | null; items: FitItem[] } {
  const units = resumeUnits(resume);
  const items: FitItem[] = [];
  const push = (kind: FitItemKind, text: string, evidence: string | null) =>
    items.push({ kind, text, covered: evidence !== null, evidence });
  for (const text of opportunity.requirements)
    if (text.trim()) push('requirement', text.trim(), coverRequirement(units, text));
  for (const text of opportunity.skills) if (text.trim()) push('skill', text.trim(), findPhrase(units, text));
  for (const text of opportunityKeywords(opportunity)) push('keyword', text, findPhrase(units, text));
  const total = items.reduce((sum, item) => sum + fitWeights[item.kind], 0);
  if (total === 0) return { score: null, items };
  const covered = items.reduce((sum, item) => sum + (item.covered ? fitWeights[item.kind] : 0), 0);
  return { score: Math.round((covered / total) * 100), items };
}
