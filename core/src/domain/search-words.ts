// Word search (product §9 search, as ADR 042 states it). The database builds its search vectors with
// the same rule (server/src/db/schema/catalog.ts uses these constants), so the two agree word for
// word; the browse property test runs both on the same data.

/**
 * What separates words: ASCII spaces, controls and punctuation, and the Unicode spaces, dashes,
 * quotes and bullets that copied text carries. Written so PostgreSQL's regular expressions and
 * JavaScript's read it the same.
 */
export const SEARCH_WORD_SEPARATORS =
  '[\\x01-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\x7f\\u00a0\\u2000-\\u200b\\u2010-\\u2027\\u202f\\u205f\\u3000\\ufeff]+';

/**
 * A longer run of letters is cut into pieces of this many characters: PostgreSQL refuses a word
 * over 2,047 bytes in a search vector, and a listing's text may hold a pasted blob.
 */
export const SEARCH_WORD_MAX_LENGTH = 64;

const separators = new RegExp(SEARCH_WORD_SEPARATORS, 'g');

/** The words of a text: lower-cased runs of letters and digits, long ones cut into pieces. */
export function searchWords(text: string | null | undefined): string[] {
  return (text ?? '')
    .toLowerCase()
    .replace(separators, ' ')
    .split(' ')
    .filter((word) => word !== '')
    .flatMap((word) => {
      const letters = Array.from(word); // code points, as PostgreSQL counts characters
      const pieces: string[] = [];
      for (let at = 0; at < letters.length; at += SEARCH_WORD_MAX_LENGTH) {
        pieces.push(letters.slice(at, at + SEARCH_WORD_MAX_LENGTH).join(''));
      }
      return pieces;
    });
}

/**
 * Whether every word of the search begins some word of the text ("nurs" finds "Nursing", "data
 * science" finds "Science and data"). A search without a letter or digit finds nothing.
 */
export function wordsMatch(searchWordsOfQuery: string[], text: string | null | undefined): boolean {
  if (searchWordsOfQuery.length === 0) return false;
  const words = searchWords(text);
  return searchWordsOfQuery.every((wanted) => words.some((word) => word.startsWith(wanted)));
}
