import { htmlToText, looksLikeHtml } from './html';

/** Long enough for any real description; a cap keeps one bad record from bloating rows and pages. */
export const MAX_TEXT_LENGTH = 10_000;
export const MAX_TITLE_LENGTH = 300;

/**
 * Contact addresses are removed from what we display (the data README flags them in Atila). We put
 * a visible marker rather than nothing, so "send it to [email removed]" still reads as "look it up
 * on the official page" instead of a broken sentence.
 */
export const EMAIL_PLACEHOLDER = '[email removed]';
const EMAIL = /(?:mailto:)?[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/gi;

/** UTF-8 punctuation read as Mac Roman upstream ("bachelor‚Äôs" in the BigFuture file). */
const MOJIBAKE: Record<string, string> = {
  '‚Äô': '’',
  '‚Äò': '‘',
  '‚Äú': '“',
  '‚Äù': '”',
  '‚Äì': '–',
  '‚Äî': '—',
  '‚Ä¶': '…',
};
const MOJIBAKE_PATTERN = new RegExp(Object.keys(MOJIBAKE).join('|'), 'g');

export function repairMojibake(text: string): string {
  return text.replace(MOJIBAKE_PATTERN, (found) => MOJIBAKE[found] ?? found);
}

export function stripEmails(text: string): string {
  return text.replace(EMAIL, EMAIL_PLACEHOLDER);
}

/** Single spaces inside lines, no blank runs longer than one empty line, no edge whitespace. */
export function normalizeWhitespace(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function truncateText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.search(/\s\S*$/);
  const clean = lastSpace > maxLength * 0.8 ? cut.slice(0, lastSpace) : cut;
  return `${clean.trimEnd()}…`;
}

/** Display-safe plain text from plain or HTML source text; null when nothing is left. */
export function cleanText(value: string | null | undefined, maxLength = MAX_TEXT_LENGTH): string | null {
  if (!value) return null;
  const repaired = repairMojibake(value);
  const plain = looksLikeHtml(repaired) ? htmlToText(repaired) : repaired;
  const text = truncateText(stripEmails(normalizeWhitespace(plain)), maxLength);
  return text.length > 0 ? text : null;
}

/** A one-line title: all whitespace collapsed, trailing spaces from the source removed. */
export function cleanTitle(value: string | null | undefined): string | null {
  const text = cleanText(value, MAX_TITLE_LENGTH);
  return text ? text.replace(/\s+/g, ' ') : null;
}

/** Non-empty, trimmed, de-duplicated strings, in their first order. */
export function cleanList(values: readonly (string | null | undefined)[]): string[] {
  const cleaned = values.map((value) => value?.trim().replace(/\s+/g, ' ') ?? '').filter(Boolean);
  return [...new Set(cleaned)];
}
