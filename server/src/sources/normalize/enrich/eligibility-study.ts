import { parseGpa } from '@futurefund/core';
import type { NormalizedOpportunity } from '../../types';
import type { Found, Sentence } from './eligibility';
import { educationLevelFromText, levelListBands } from './education';
import { restrictedFields } from './majors';

// What the applicant studies: level and year, field, and the minimum GPA, each with the sentence
// that says so.

const GPA_AFTER =
  /\b(?:gpa|grade point average|cgpa)\s*(?:of|:|=|requirement of|must be|is)?\s*(?:at least|a minimum of|minimum of|min\.?|above|over)?\s*(\d(?:\.\d{1,2})?)(?:\s*(?:\/|out of)\s*(\d{1,2}(?:\.\d)?))?\s*(?:\+|or (?:higher|above|better|greater|more))?/i;
const GPA_BEFORE =
  /\b(\d\.\d{1,2})(?:\s*(?:\/|out of)\s*(\d{1,2}(?:\.\d)?))?\s*(?:\+|or (?:higher|above|better|greater))?\s*(?:cumulative\s+|unweighted\s+|weighted\s+|minimum\s+|overall\s+)?(?:gpa|grade point average|cgpa)\b/i;
/** A GPA the sentence only reports ("average GPA of admitted students") is not a minimum. */
const NOT_A_MINIMUM =
  /\b(?:average|median|typical|typically|most|competitive|recommended|preferred|usually|mean|maintain\w*|renew\w*|progress reports?)\b/i;

function gpa(sentences: readonly Sentence[]): Found | null {
  for (const sentence of sentences) {
    if (sentence.strength === 'provider' || NOT_A_MINIMUM.test(sentence.text)) continue;
    const match = GPA_AFTER.exec(sentence.text) ?? GPA_BEFORE.exec(sentence.text);
    if (!match) continue;
    const value = parseGpa(match[2] ? `${match[1]} / ${match[2]}` : match[1]);
    if (value === null || value < 1.5 || value > 4 || (!match[2] && Number(match[1]) > 4)) continue;
    return {
      criterion: 'gpa',
      value: `Minimum GPA ${value.toFixed(value * 10 === Math.round(value * 10) ? 1 : 2)}`,
      sentence,
      index: match.index,
    };
  }
  return null;
}

const YEAR =
  /\b(?:high school (?:juniors?|seniors?|sophomores?|freshm[ae]n)|graduating (?:high school )?seniors?|incoming (?:freshm[ae]n|first-years?)|(?:college |university |rising |continuing )(?:freshm[ae]n|sophomores?|juniors?|seniors?)\b|(?:freshmen|sophomores|juniors)\b|(?:freshman|sophomore|junior)(?=\s*\()|(?:first|second|third|fourth|final)[- ]year (?:students?|undergraduates?|university students?)|class(?:es)? (?:\d{1,2})(?:\s*(?:-|–|to|&|and)\s*\d{1,2})?\b|grades? (?:\d{1,2})(?:\s*(?:-|–|to)\s*\d{1,2})?\b)/i;

/** More years after the first: "Sophomores/juniors", "Class 9 / Class 10". */
const CLASS_LIST_TAIL = /^(?:\s*(?:\/|&|and|to|-|–)\s*(?:class\s*)?\d{1,2}\b(?!\.\d))+/i;
const YEAR_LIST_TAIL = /^(?:\s*(?:\/|,|&|and|or)\s*(?:freshm[ae]n|sophomores?|juniors?|seniors?)\b)+/i;

/** "Freshman (1st year), Sophomore…, Senior (4th year)" names every college year: no one year. */
const EVERY_YEAR = /\bfreshm[ae]n\b[^.;]*\bsophomores?\b[^.;]*\bjuniors?\b[^.;]*\bseniors?\b/i;

function year(sentences: readonly Sentence[]): Found | null {
  for (const sentence of sentences) {
    if (sentence.strength === 'provider' || sentence.strength === 'description') continue;
    if (EVERY_YEAR.test(sentence.text)) continue;
    const match = YEAR.exec(sentence.text);
    if (match) {
      const end = match.index + match[0].length;
      const tails = /^class/i.test(match[0]) ? CLASS_LIST_TAIL : YEAR_LIST_TAIL;
      const tail = tails.exec(sentence.text.slice(end))?.[0] ?? '';
      const value = (match[0] + tail).replace(/^./, (c) => c.toUpperCase());
      return { criterion: 'year', value, sentence, index: match.index };
    }
  }
  return null;
}

function level(sentences: readonly Sentence[]): Found | null {
  for (const sentence of sentences) {
    if (sentence.strength === 'provider' || sentence.strength === 'description') continue;
    // A source's own list ("Level: UG / PG / Diploma") says which bands, and so which it leaves out.
    const bands = levelListBands(sentence.text);
    if (bands !== null) {
      if (bands.length === 3) continue;
      return { criterion: 'level', value: bands.join(' or '), sentence };
    }
    const found = educationLevelFromText(sentence.text);
    if (found && found !== 'Any') return { criterion: 'level', value: found, sentence };
  }
  return null;
}

/** The sentence naming the listing's fields, when its words restrict it to them. */
/** A sentence about the programmes left out ("except for specific programs: the dual degree in Journalism…"). */
const FIELDS_LEFT_OUT = /\b(?:except|excluding|other than|not (?:open|available) to)\b/i;

function field(sentences: readonly Sentence[]): Found | null {
  for (const sentence of sentences) {
    if (sentence.strength === 'provider' || FIELDS_LEFT_OUT.test(sentence.text)) continue;
    const fields = restrictedFields(sentence.text);
    if (fields.length > 0) return { criterion: 'field', value: fields.join(', '), sentence };
  }
  return null;
}

export function readStudy(row: NormalizedOpportunity, sentences: readonly Sentence[]): Found[] {
  // An internship's field is its role ("Software Engineering Intern"), not a restriction on majors.
  const studies = row.type === 'scholarship' ? [field(sentences)] : [];
  return [level(sentences), year(sentences), ...studies, gpa(sentences)].filter(
    (found): found is Found => found !== null,
  );
}
