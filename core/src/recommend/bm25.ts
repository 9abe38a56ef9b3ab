// Okapi BM25 (Robertson & Zaragoza, "The Probabilistic Relevance Framework: BM25 and Beyond") over
// the lexemes the database's English text search produces. Term frequencies arrive weighted by
// field (a title word counts more than a description word), which makes this the simple BM25F form.
import type { CorpusStats, QueryTerm } from './types';

/** The usual defaults: k1 saturates repeated words, b normalises by length. */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

/** Inverse document frequency, the "+1" form that is never negative for very common words. */
export function inverseDocumentFrequency(documentFrequency: number, documents: number): number {
  const df = Math.min(Math.max(documentFrequency, 0), documents);
  return Math.log(1 + (documents - df + 0.5) / (df + 0.5));
}

export interface TermContribution {
  term: QueryTerm;
  score: number;
}

/** Each query term's share of the document's BM25 score (terms it does not contain are left out). */
export function bm25Contributions(
  terms: readonly QueryTerm[],
  termFrequencies: Readonly<Record<string, number>>,
  length: number,
  corpus: CorpusStats,
): TermContribution[] {
  const averageLength = corpus.averageLength > 0 ? corpus.averageLength : 1;
  const norm = BM25_K1 * (1 - BM25_B + (BM25_B * length) / averageLength);
  const contributions: TermContribution[] = [];
  for (const term of terms) {
    const tf = termFrequencies[term.lexeme] ?? 0;
    if (tf <= 0) continue;
    const idf = inverseDocumentFrequency(corpus.documentFrequency[term.lexeme] ?? 0, corpus.documents);
    contributions.push({ term, score: term.weight * idf * ((tf * (BM25_K1 + 1)) / (tf + norm)) });
  }
  return contributions;
}

export const bm25 = (...args: Parameters<typeof bm25Contributions>) =>
  bm25Contributions(...args).reduce((sum, part) => sum + part.score, 0);

/** Roughly how many listings per type the candidate search may touch (it ranks each one it finds). */
export const RETRIEVAL_ROWS = 300;
const RETRIEVAL_MIN_TERMS = 2;

/**
 * The lexemes the candidate search looks for: the most telling first (weight × IDF), adding more
 * while the listings they can match stay near RETRIEVAL_ROWS. A very common word ("student")
 * still scores through BM25 on the listings found; it just does not widen the search, which
 * keeps the search's cost bounded however large the catalog grows.
 */
export function retrievalLexemes(
  terms: readonly QueryTerm[],
  extra: readonly string[],
  corpus: CorpusStats,
  budget = RETRIEVAL_ROWS,
): string[] {
  const weighted = [
    ...terms.map((term) => ({ lexeme: term.lexeme, weight: term.weight })),
    ...extra.map((lexeme) => ({ lexeme, weight: 1 })),
  ];
  const df = (lexeme: string) => corpus.documentFrequency[lexeme] ?? 0;
  const ranked = weighted
    .filter((entry) => df(entry.lexeme) > 0)
    .map((entry) => ({
      ...entry,
      value: entry.weight * inverseDocumentFrequency(df(entry.lexeme), corpus.documents),
    }))
    .sort((a, b) => b.value - a.value || a.lexeme.localeCompare(b.lexeme));
  const chosen = new Set<string>();
  let rows = 0;
  for (const entry of ranked) {
    if (chosen.has(entry.lexeme)) continue;
    if (chosen.size >= RETRIEVAL_MIN_TERMS && rows + df(entry.lexeme) > budget) continue;
    chosen.add(entry.lexeme);
    rows += df(entry.lexeme);
  }
  return [...chosen];
}
