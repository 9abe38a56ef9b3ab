import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationsApi, authApi, opportunitiesApi, TOTAL_COUNT_HEADER } from '@futurefund/core';
import { ApiError, ContractError, api, apiRequest, apiWithHeaders, isErrorCode } from './api-client';
import { endpointQuery } from './api-query';
import { createQueryClient } from './query-client';

// fetch is the HTTP boundary: the stub answers with real Response objects so our parsing runs.
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function respond(body: string | null, init: ResponseInit) {
  fetchMock.mockResolvedValueOnce(new Response(body, init));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest errors (product §8 generic rule)', () => {
  it('uses the message of our JSON error body and keeps its code, details and request id', async () => {
    const body = {
      message: 'Username must be at least 3 characters',
      code: 'VALIDATION_ERROR',
      details: [{ path: 'username', message: 'Username must be at least 3 characters' }],
      requestId: 'req-42',
    };
    respond(JSON.stringify(body), {
      status: 400,
      statusText: 'Bad Request',
      headers: { 'Content-Type': 'application/json' },
    });
    const error = await failure(apiRequest('POST', '/api/login', { username: 'ab', password: 'secret1' }));
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('400: Username must be at least 3 characters');
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details).toEqual(body.details);
    expect(error.requestId).toBe('req-42');
  });

  it('uses the raw body text when the body is plain text', async () => {
    respond('Upstream exploded', { status: 502, statusText: 'Bad Gateway' });
    const error = await failure(apiRequest('GET', '/api/opportunities'));
    expect(error.message).toBe('502: Upstream exploded');
    expect(error.code).toBeUndefined();
  });

  it('uses the raw text of JSON that is not our error shape', async () => {
    respond('{"error":"nope"}', { status: 500, statusText: 'Internal Server Error' });
    const error = await failure(apiRequest('GET', '/api/opportunities'));
    expect(error.message).toBe('500: {"error":"nope"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    respond(null, { status: 404, statusText: 'Not Found' });
    const error = await failure(apiRequest('DELETE', '/api/documents/9'));
    expect(error.message).toBe('404: Not Found');
    expect(error.status).toBe(404);
  });
});

describe('apiRequest requests (product §7)', () => {
  it('sends credentials and a JSON body with its content type when there is a payload', async () => {
    respond('{}', { status: 201 });
    await apiRequest('POST', '/api/applications', {
      opportunityId: 3,
      opportunityType: 'scholarship',
      status: 'interested',
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/applications');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"opportunityId":3,"opportunityType":"scholarship","status":"interested"}');
  });

  it('sends no content type and no body without a payload', async () => {
    respond(null, { status: 200 });
    const response = await apiRequest('POST', '/api/logout');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(response.status).toBe(200);
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toBeUndefined();
    expect(init?.body).toBeUndefined();
  });
});

describe('endpointQuery', () => {
  it("GETs the endpoint's URL with credentials and parses the JSON answer", async () => {
    respond('[]', { status: 200 });
    const query = endpointQuery(opportunitiesApi.similar, { query: { type: 'scholarship', id: 7 } });
    await expect(createQueryClient().fetchQuery(query)).resolves.toEqual([]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/opportunities/similar?type=scholarship&id=7');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('GET');
  });

  it('keys a call by its path, then its input', () => {
    expect(endpointQuery(opportunitiesApi.facets).queryKey).toEqual(['/api/opportunities/facets']);
    expect(endpointQuery(applicationsApi.history, { params: { id: 3 } }).queryKey).toEqual([
      '/api/applications/:id/history',
      { params: { id: 3 } },
    ]);
  });

  it('throws an ApiError on 401 (only the current-user query reads 401 as signed out)', async () => {
    respond('{"message":"Not signed in","code":"UNAUTHENTICATED","requestId":"r1"}', { status: 401 });
    const error = await failure(createQueryClient().fetchQuery(endpointQuery(authApi.currentUser)));
    expect(error.message).toBe('401: Not signed in');
    expect(error.code).toBe('UNAUTHENTICATED');
  });
});

describe('query client defaults (product §9)', () => {
  it('never retries, never refetches on focus or interval, never goes stale, and has no default fetcher', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    });
    // Every query brings its endpoint's fetcher (endpointQuery); there is no path-joining default.
    expect(queries?.queryFn).toBeUndefined();
    expect(mutations).toMatchObject({ retry: false });
  });
});

describe('api(endpoint, input): one typed call per core endpoint', () => {
  const card = {
    id: 3,
    userId: 1,
    opportunityId: 9,
    opportunityType: 'scholarship',
    status: 'applied',
    notes: null,
    dateApplied: '2026-11-01T00:00:00.000Z',
    createdAt: '2026-10-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };

  it('builds the path and JSON body from the endpoint and returns the typed answer', async () => {
    respond(JSON.stringify(card), { status: 200, headers: { 'Content-Type': 'application/json' } });
    const updated = await api(applicationsApi.update, { params: { id: 3 }, body: { status: 'applied' } });
    expect(updated.status).toBe('applied');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/applications/3');
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe('{"status":"applied"}');
  });

  it('fails when the answer does not match the contract (a server/web drift)', async () => {
    const drifted = { ...card, status: 'submitted' };
    respond(JSON.stringify(drifted), { status: 200, headers: { 'Content-Type': 'application/json' } });
    const error = await api(applicationsApi.update, { params: { id: 3 }, body: { notes: 'x' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContractError);
    expect((error as Error).message).toMatch(
      /^PATCH \/api\/applications\/:id answered outside its contract: status/,
    );
  });

  it('resolves a 204 answer to undefined without reading a body', async () => {
    respond(null, { status: 204 });
    await expect(api(applicationsApi.remove, { params: { id: 3 } })).resolves.toBeUndefined();
  });

  it('puts query values in the query string and leaves undefined ones out', async () => {
    respond('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
    await api(opportunitiesApi.browse, { query: { q: 'nursing', type: 'scholarships', chip: undefined } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/opportunities?q=nursing&type=scholarships');
  });

  it('hands back the response headers too when asked (browse reads its total from one)', async () => {
    respond('[]', {
      status: 200,
      headers: { 'Content-Type': 'application/json', [TOTAL_COUNT_HEADER]: '42' },
    });
    const { data, headers } = await apiWithHeaders(opportunitiesApi.browse, { query: { q: 'nursing' } });
    expect(data).toEqual([]);
    expect(headers.get(TOTAL_COUNT_HEADER)).toBe('42');
  });

  it('recognises only error codes the endpoint declares', async () => {
    respond('{"message":"Status tracking is a Premium feature","code":"PREMIUM_REQUIRED","requestId":"r"}', {
      status: 403,
      headers: { 'Content-Type': 'application/json' },
    });
    const error = await api(applicationsApi.update, { params: { id: 3 }, body: { status: 'applied' } }).catch(
      (e: unknown) => e,
    );
    expect(isErrorCode(error, applicationsApi.update, 'PREMIUM_REQUIRED')).toBe(true);
    expect(isErrorCode(error, applicationsApi.update, 'NOT_FOUND')).toBe(false);
  });
});
