// Numbers for the fact check. Integers, decimals (3.8), years, $ amounts, percentages, "10,000",
// "$10k" and "$1 million" are candidates, compared by value so "$5,000" matches "5000" and "3.80"
// matches "3.8". Not candidates, by decision: list numbering at the start of a line ("1. "), parts
// of words and codes ("21st", "K-12", "COVID-19", "jane99"), the parts after the first of a
// compound ("2024-2025", "11/25/2026": the first part is checked) and counting words spelled out
// ("three"), which name no verifiable fact on their own.
import type { FactCandidate } from './fact-check';

const NUMBER =
  /(?<![\w.,\-/])\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:%|[kK]\b|[ \t]+(?:million|billion)\b)?(?![\w%]|[.,]\d)/g;

/** The value a number text stands for, as a canonical string ("$5,000" → "5000"). */
export function numberValue(text: string): string {
  const scale = /million/i.test(text) ? 1e6 : /billion/i.test(text) ? 1e9 : /\d[kK]$/.test(text) ? 1e3 : 1;
  const digits = text.replace(/[^\d.]/g, '');
  return String(Number(digits) * scale);
}

export function numberCandidates(text: string): FactCandidate[] {
  const found: FactCandidate[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const start = match.index;
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const isListNumber =
      /^\s*$/.test(text.slice(lineStart, start)) && /^[.)]\s/.test(text.slice(start + match[0].length));
    if (isListNumber) continue;
    found.push({ kind: 'number', text: match[0], start, end: start + match[0].length });
  }
  return found;
}

/**
 * Every value the sources state, read liberally (each part of "2024-2025" or a phone number
 * counts); "$10k" and "$1 million" also give their bare number, since a text may say either.
 */
export function sourceNumbers(sources: readonly string[]): Set<string> {
  const values = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(
      /(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:[kK]\b|[ \t]+(?:million|billion)\b)?/g,
    )) {
      values.add(numberValue(match[0]));
      values.add(numberValue(match[0].replace(/[kK]$|\s+\w+$/, '')));
    }
  }
  return values;
}
