import type { EducationLevel } from '../types';
import { toEducationLevel } from '../normalize/education';
import { markdownToText } from '../normalize/markdown';
import { cleanText, cleanTitle } from '../normalize/text';

// Readers for the columns of the indiascholarships.in export that need more than cleaning: Indian
// rupee amounts, the Indian names of study levels, category (caste) lists and eligibility items.

/** "[3]", "[3][5]" and a cut-off "[2" at the end: citation markers of the LLM-written prose. */
const CITATION = /\s*\[\d{1,3}(?:\]|$)/g;

export function withoutCitations(text: string | null | undefined): string {
  return (text ?? '').replace(CITATION, '');
}

/** Display text of a prose column: no citation markers, Markdown reduced to plain text. */
export function proseText(text: string | null | undefined): string | null {
  const stripped = withoutCitations(text).trim();
  return stripped ? cleanText(markdownToText(stripped)) : null;
}

/** A whole number above zero (rupees, marks), else null: "0" and "" mean not stated. */
export function positiveWhole(text: string | null | undefined): number | null {
  const value = Number((text ?? '').trim());
  return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
}

const INDIAN_GROUPING = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** "₹4,50,000": rupees with Indian digit grouping, as the source's own site writes them. */
export function formatRupees(amount: number): string {
  return `₹${INDIAN_GROUPING.format(amount)}`;
}

/**
 * "₹4.5 lakh": for eligibility items. The detail page splits eligibility at commas into a
 * checklist (product §2), so an item must not carry the grouping commas of "₹4,50,000".
 */
export function rupeesInWords(amount: number): string {
  const scale = (value: number) => String(Number(value.toFixed(2)));
  if (amount >= 10_000_000) return `₹${scale(amount / 10_000_000)} crore`;
  if (amount >= 100_000) return `₹${scale(amount / 100_000)} lakh`;
  if (amount >= 1_000 && amount % 1_000 === 0) return `₹${amount / 1_000} thousand`;
  return `₹${amount}`;
}

// Levels in the export's words ("UG", "Class 11-12", "Post-Graduation (PG)", "Class 1 to PhD")
// become the words normalize/education.ts knows; several levels make 'Any' there. Classes 9-12
// are secondary school; classes below 9, diplomas and ITI courses have no filter level.
const LEVEL_WORDS: [RegExp, string][] = [
  [/^all\b/i, 'Any'],
  [/post[- ]?grad|\bpg\b|master|\bm\.tech\b|\bmba\b|ph\.?\s?d|doctor|research/i, 'Graduate'],
  [/under[- ]?grad|\bug\b|(?<!post[- ]?)graduation\b|bachelor|\bb\.arch\b/i, 'Undergraduate'],
  [/\b(?:class|school)\s*\(?\s*(?:\d{1,2}\s*(?:-|–|to|&)\s*(?:class\s*)?)?(?:9|1[0-2])\b/i, 'High School'],
  [/\bclass\b.*\bto\s+(?:ph\.?\s?d|pg|ug)\b|higher secondary|matric|\bpuc\b/i, 'High School'],
];

export function indianEducationLevel(level: string): EducationLevel | null {
  return toEducationLevel(LEVEL_WORDS.filter(([pattern]) => pattern.test(level)).map(([, word]) => word));
}

function jsonList(text: string): string[] | null {
  if (!text.startsWith('[')) return null;
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? parsed.map(String) : null;
  } catch {
    return null;
  }
}

/** Category (caste) lists come as JSON arrays, "A, B / C" text, or one long sentence. */
export function categoryList(text: string): string[] {
  const trimmed = withoutCitations(text).trim();
  const items = jsonList(trimmed) ?? (trimmed.length > 100 ? [trimmed] : trimmed.split(/\s*[,/]\s*/));
  return items.map((item) => cleanTitle(item)).filter((item): item is string => !!item);
}

/** The source's tags: a JSON array or comma-separated text. */
export function tagList(text: string): string[] {
  const trimmed = text.trim();
  return jsonList(trimmed) ?? (trimmed.startsWith('[') ? [] : trimmed.split(','));
}

/** Open to everyone: "All", or every main category named. */
export function openToAllCategories(categories: string[]): boolean {
  const named = new Set(categories.map((category) => category.toUpperCase()));
  return (
    categories.some((category) => /^all\b/i.test(category)) ||
    ['GENERAL', 'SC', 'ST'].every((c) => named.has(c))
  );
}

const RESERVED_GROUPS =
  /\b(?:sc|st|scheduled|tribes?|tribal|minorit(?:y|ies)|muslim|christian|sikh|buddhist|jain|parsi)\b/i;

/** A category name, not a sentence about who is included (which may mention SC/ST in passing). */
const MAX_CATEGORY_NAME = 60;

/** Schemes only for Scheduled Castes/Tribes or religious minorities: the 'minority' chip. */
export function reservedForMinorities(categories: string[]): boolean {
  return (
    !openToAllCategories(categories) &&
    categories.some((category) => category.length <= MAX_CATEGORY_NAME && RESERVED_GROUPS.test(category))
  );
}

const ANY_GENDER = /^(?:all|any)\b|^(?:not specified)?$/i;

export function genderText(gender: string): string | null {
  const text = cleanTitle(withoutCitations(gender));
  return text && !ANY_GENDER.test(text) ? text : null;
}

const VAGUE_AGE =
  /^(?:na|n\/a|none|no(?: specific)? (?:age )?limit.*|not specified.*|varies.*|as per .*|generally .*)$/i;

function ageItem(age: string): string | null {
  const text = cleanTitle(withoutCitations(age));
  if (!text || VAGUE_AGE.test(text)) return null;
  return /^\d+$/.test(text) ? `Age limit ${text} years` : `Age: ${text}`;
}

export interface EligibilityColumns {
  level: string;
  categories: string[];
  gender: string | null;
  income_limit: string;
  min_marks: string;
  age_limit: string;
}

/** Checklist items joined by ", " (the detail page splits there); commas inside an item become "; ". */
export function eligibilityText(columns: EligibilityColumns): string | null {
  const income = positiveWhole(columns.income_limit);
  const marks = positiveWhole(columns.min_marks);
  const level = cleanTitle(withoutCitations(columns.level));
  const items = [
    level ? `Level: ${level.split(/\s*,\s*/).join(' / ')}` : null,
    openToAllCategories(columns.categories) || columns.categories.length === 0
      ? null
      : `Categories: ${columns.categories.join(' / ')}`,
    columns.gender ? `Gender: ${columns.gender}` : null,
    income ? `Family income up to ${rupeesInWords(income)} a year` : null,
    marks && marks <= 100 ? `Minimum marks ${marks}%` : null,
    ageItem(columns.age_limit),
  ];
  const stated = items.filter((item): item is string => !!item);
  return cleanText(stated.map((item) => item.replace(/\s*,\s*/g, '; ')).join(', '));
}
