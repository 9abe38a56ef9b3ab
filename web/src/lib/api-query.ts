import type { AnyEndpoint, EndpointInput, EndpointOutput } from '@futurefund/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The cache key of a call: its path first (so invalidating `[endpoint.path]` reaches every input),
 * then its input when it has one.
 */
export function endpointKey<E extends AnyEndpoint>(endpoint: E, input?: EndpointInput<E>) {
  return input === undefined ? ([endpoint.path] as const) : ([endpoint.path, input] as const);
}

/** Query options for a read: key and fetcher from the one endpoint object. */
export function endpointQuery<E extends AnyEndpoint>(endpoint: E, input?: EndpointInput<E>) {
  return queryOptions<EndpointOutput<E>, Error>({
    queryKey: endpointKey(endpoint, input),
    queryFn: ({ signal }) =>
      (
        api as (
          e: E,
          i: EndpointInput<E> | undefined,
          init: { signal: AbortSignal },
        ) => Promise<EndpointOutput<E>>
      )(endpoint, input, { signal }),
  });
}
