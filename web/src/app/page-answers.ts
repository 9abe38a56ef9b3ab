import { pageRouteName, type PageAnswer, type PageAnswers } from '@futurefund/core';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { detailListingOf } from '../routes/opportunity-detail/detail-id';

/*
 * The API answers a page's first render reads (core's PageAnswers), by the GET path the browser
 * would ask (ADR 044). For a visitor the server asks them itself, draws the page with them and
 * hands them over with the page, so the largest paint comes with the HTML and the browser asks
 * nothing again. An answer keeps the headers core's PAGE_ANSWER_HEADERS names (browse's count).
 */

/** One answer a page draws with: where it is asked, and what its query holds. */
export type Seed = { path: string; queryKey: QueryKey; data: (answer: PageAnswer) => unknown };

export const answerBody = (answer: PageAnswer) => answer.body;

/**
 * The seeds of the page at `url`. Each page's are a module of their own, loaded when needed, so a
 * listing's page does not load browse's filter schemas to start.
 */
async function seedsFor(url: string): Promise<Seed[]> {
  const { pathname, search } = new URL(url, 'http://page.invalid');
  const listing = detailListingOf(pathname);
  if (listing) return (await import('./detail-answers')).detailSeeds(listing);
  if (pageRouteName(pathname) === 'opportunities')
    return (await import('./browse-answers')).browseSeeds(search);
  return [];
}

/** The GET paths whose answers the page at `url` (path and query) draws with; none for most. */
export async function pageAnswerPaths(url: string): Promise<string[]> {
  return (await seedsFor(url)).map(({ path }) => path);
}

/** Puts the answers the server handed over into `queryClient` under the keys the page reads. */
export async function seedPageAnswers(
  queryClient: QueryClient,
  url: string,
  answers: PageAnswers,
): Promise<void> {
  for (const { path, queryKey, data } of await seedsFor(url)) {
    const answer = answers[path];
    if (answer) queryClient.setQueryData(queryKey, data(answer));
  }
}
