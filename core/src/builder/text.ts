// Text helpers the builder's checks share: one normalisation, one tokenizer and one light stemmer,
// so the fit check and the fact check compare words the same way.

/** Lower case without accents, curly quotes straightened, possessives dropped: "Díaz's" → "diaz". */
const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’‘]/g, "'").replace(/'s\b/g, '');

/** Folded, punctuation to spaces: "Women's STEM-Fund, Inc." → "women stem fund inc". */
export const normalizePhrase = (text: string) =>
  fold(text)
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();

/** Words with the dots of "3.8" and "node.js" and the signs of "c++" and "c#" kept. */
export function tokenize(text: string): string[] {
  return fold(text).match(/[a-z0-9](?:[a-z0-9+#]|\.(?=[a-z0-9]))*/g) ?? [];
}

/**
 * Singular/plural tolerance only ("skills" = "skill", "studies" = "study", "analyses" =
 * "analysis"): heavier stemming would merge words a listing means differently ("engineering" and
 * "engineer" stay apart).
 */
export function stem(word: string): string {
  if (word.endsWith('yses')) return `${word.slice(0, -4)}ysis`;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is|ics)$/.test(word)) return word.slice(0, -1);
  return word;
}

export const stems = (text: string) => tokenize(text).map(stem);

/** Whether `phrase` (already stemmed tokens) occurs as consecutive words in `words`. */
export function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  outer: for (let i = 0; i + phrase.length <= words.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (words[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
}

/** "A", "A and B", "A, B and C". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Trimmed, inner whitespace collapsed, ending in . ! or ? */
export function asSentence(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return '';
  return /[.!?]["')\]]?$/.test(clean) ? clean : `${clean}.`;
}

/** Words that never carry meaning on their own, for keywords and requirement terms. */
export const stopWords = new Set(
  (
    'a an and are as at be been being but by can could did do does for from had has have he her his ' +
    'how i if in into is it its may me might must my no not of on or our ours she should so such than ' +
    'that the their them then there these they this those to too us very was we were what when where ' +
    'which while who whom why will with would you your yours any all also each other more most some ' +
    'about above after before between during over under up down out off per via within without ' +
    'both either neither own same just only across along among around based well new one'
  ).split(' '),
);

export const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max).trimEnd() : text);
