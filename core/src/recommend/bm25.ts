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
