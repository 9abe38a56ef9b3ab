import type { Restriction, RestrictionCriterion } from '@futurefund/core';
import type { NormalizedOpportunity } from '../../types';
import { readPeople } from './eligibility-people';
import { readPlaces } from './eligibility-place';
import { readStudy } from './eligibility-study';

// Who a listing is for, read from its own words (ADR 065): each reader looks at the listing one
// sentence at a time and returns what it finds with that sentence as evidence. Titles and the
// source's eligibility text say who may apply, so their words count as they stand; a description
// counts only where it names applicants, which each reader decides.

export type Strength = 'title' | 'eligibility' | 'description' | 'provider';

export interface Sentence {
  text: string;
  strength: Strength;
}

export interface Found {
  criterion: RestrictionCriterion;
  value: string;
  sentence: Sentence;
  /** Where in the sentence it was read, so a long sentence's evidence can be cut around it. */
  index?: number;
  /** A residency's states or countries, by name. */
  states?: string[];
  countries?: string[];
}

export interface Eligibility {
  restrictions: Restriction[];
  /** The states/provinces and countries a residency restriction names. */
  states: string[];
  countries: string[];
}

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/**
 * The language's sentence breaks, except one with no space after it: "U.S./Canadian citizens" is
 * one sentence, though the segmenter breaks after "U.S.".
 */
function sentencesOfLine(line: string): string[] {
  const sentences: string[] = [];
  let open = '';
  for (const { segment } of segmenter.segment(line)) {
    open += segment;
    if (/\s$/.test(segment)) {
      sentences.push(open);
      open = '';
    }
  }
  if (open) sentences.push(open);
  return sentences;
}

/** The listing as sentences: lines and bullets first, then the language's own sentence breaks. */
export function sentencesOf(row: NormalizedOpportunity): Sentence[] {
  const parts: [string | null, Strength][] = [
    [row.title, 'title'],
    [row.type === 'scholarship' ? row.provider : null, 'provider'],
    [row.eligibility, 'eligibility'],
    [row.description, 'description'],
  ];
  const sentences: Sentence[] = [];
  for (const [text, strength] of parts) {
    if (!text) continue;
    for (const line of text.split(/\n+|\s[•·▪]\s|^[•·▪-]\s/m)) {
      for (const segment of sentencesOfLine(line)) {
        const trimmed = segment.trim();
        if (trimmed.length > 1) sentences.push({ text: trimmed, strength });
      }
    }
  }
  return sentences;
}

const EVIDENCE_LENGTH = 220;

/** The sentence as evidence: whole when short, else the part around what was read. */
function evidenceOf(found: Found): string {
  const text = found.sentence.text.replace(/\s+/g, ' ');
  if (text.length <= EVIDENCE_LENGTH) return text;
  const start = Math.max(0, Math.min((found.index ?? 0) - 60, text.length - EVIDENCE_LENGTH));
  const cut = text.slice(start, start + EVIDENCE_LENGTH).trim();
  return `${start > 0 ? '…' : ''}${cut}${start + EVIDENCE_LENGTH < text.length ? '…' : ''}`;
}

/** Every restriction the listing's words state, one per criterion and value, in reading order. */
export function readEligibility(row: NormalizedOpportunity): Eligibility {
  const sentences = sentencesOf(row);
  const found = [
    ...readPlaces(sentences, row.location),
    ...readPeople(sentences),
    ...readStudy(row, sentences),
  ];
  const restrictions = found.map((item) => ({
    criterion: item.criterion,
    value: item.value,
    evidence: evidenceOf(item),
  }));
  return {
    restrictions,
    states: found.flatMap((item) => item.states ?? []),
    countries: found.flatMap((item) => item.countries ?? []),
  };
}

/**
 * Words that make a sentence about a benefit or a preference rather than who may apply: "0% interest
 * for girls", "5% relaxation for SC/ST", "preference to Hispanic students", "regardless of gender".
 */
export const NOT_A_RESTRICTION =
  /\b(?:prefer\w*|priority|prioriti\w+|encourag\w*|especially|primarily|mainly|generally|additional|extra|bonus|top-?up|emphasis|may (?:target|require|include)|specific|except|excluding|other than|ineligible|not eligible|particularly|reserved|quotas?|relaxation|concession\w*|interest rates?|regardless|without regard|irrespective|all backgrounds|not (?:required|necessary|limited)|including but not limited|welcome[ds]?)\b|%/i;

/** The first match of any pattern in the sentences, skipping those `skip` rejects. */
export function firstMatch(
  sentences: readonly Sentence[],
  pattern: RegExp,
  accept: (sentence: Sentence, match: RegExpExecArray) => boolean = () => true,
): { sentence: Sentence; match: RegExpExecArray } | null {
  for (const sentence of sentences) {
    const match = pattern.exec(sentence.text);
    if (match && accept(sentence, match)) return { sentence, match };
  }
  return null;
}
