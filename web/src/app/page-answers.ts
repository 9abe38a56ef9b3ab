import { endpointUrl, opportunitiesApi, pageRouteName } from '@futurefund/core';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { detailQuery } from '../routes/opportunity-detail/api/opportunity';
import { parseDetailId } from '../routes/opportunity-detail/detail-id';

/**
 * The API answers a page's first render reads, by the GET path the browser would ask (ADR 044).
 * For a visitor the server asks them itself, draws the page with them and hands them over with the
 * page, so the largest paint comes with the HTML and the browser asks nothing again.
 */
export type PageAnswers = Record<string, unknown>;

type Seed = { path: string; queryKey: QueryKey };

function seedsFor(pathname: string): Seed[] {
  const route = pageRouteName(pathname);
  if (route !== 'scholarshipDetail' && route !== 'internshipDetail') return [];
  const id = parseDetailId(pathname.split('/')[2]);
  if (id === null) return [];
  const type = route === 'scholarshipDetail' ? 'scholarship' : 'internship';
  const endpoint = type === 'scholarship' ? opportunitiesApi.scholarship : opportunitiesApi.internship;
  return [{ path: endpointUrl(endpoint, { params: { id } }), queryKey: detailQuery(type, id).queryKey }];
}

/** The GET paths whose answers `pathname` draws with; none for a page drawn without data. */
export function pageAnswerPaths(pathname: string): string[] {
  return seedsFor(pathname).map(({ path }) => path);
}

/** Puts the answers the server handed over into `queryClient` under the keys the page reads. */
export function seedPageAnswers(queryClient: QueryClient, pathname: string, answers: PageAnswers): void {
  for (const { path, queryKey } of seedsFor(pathname)) {
    if (path in answers) queryClient.setQueryData(queryKey, answers[path]);
  }
}
