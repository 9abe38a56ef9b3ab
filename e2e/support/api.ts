import { randomBytes } from 'node:crypto';
import {
  authApi,
  endpointUrl,
  type AnyEndpoint,
  type EndpointInput,
  type EndpointOutput,
  type RegisterRequest,
} from '@futurefund/core';
import { request, type APIRequestContext, type APIResponse } from 'playwright-core';
import { expect, inject } from 'vitest';
import { baseURL } from './browser';

// The journeys' own calls go through core's endpoint objects, as the web's api() does: a path, a
// method or a body cannot drift from the contract. They never touch the database.

/** A username no other journey or earlier run has used. */
export function uniqueUsername(prefix: string): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

export interface ApiClient {
  /** Calls `endpoint` and expects its success status; answers its JSON (nothing for 204s and files). */
  call<E extends AnyEndpoint>(endpoint: E, input?: EndpointInput<E>): Promise<EndpointOutput<E>>;
  /** Calls `endpoint` and answers the raw response, whatever its status. */
  send<E extends AnyEndpoint>(endpoint: E, input?: EndpointInput<E>): Promise<APIResponse>;
  /** The session as a browser context's `storageState`: a page opened with it is signed in. */
  storageState(): ReturnType<APIRequestContext['storageState']>;
  dispose(): Promise<void>;
}

/** A running server and its env-created admin: the suite's own (global-setup) unless a journey starts one. */
export interface ServerRef {
  baseURL: string;
  admin: { username: string; password: string };
}
export const suiteServer = (): ServerRef => ({ baseURL: baseURL(), admin: inject('adminCredentials') });

function clientOf(context: APIRequestContext, origin: string): ApiClient {
  const send: ApiClient['send'] = (endpoint, input) => {
    const body = (input as { body?: unknown } | undefined)?.body;
    return context.fetch(endpointUrl(endpoint, input), {
      method: endpoint.method,
      ...(body === undefined ? {} : { data: body }),
      // The server refuses a state change from a foreign Origin; a browser sends its own.
      headers: endpoint.method === 'GET' ? {} : { origin },
    });
  };
  return {
    send,
    async call(endpoint, input) {
      const response = await send(endpoint, input);
      expect(response.status(), `${endpoint.method} ${endpoint.path}: ${await response.text()}`).toBe(
        endpoint.status,
      );
      if (endpoint.status === 204 || !endpoint.response) return undefined as never;
      return (await response.json()) as never;
    },
    storageState: () => context.storageState(),
    dispose: () => context.dispose(),
  };
}

/** An API client without a session (a visitor). */
export async function anonymousApi(server: ServerRef = suiteServer()): Promise<ApiClient> {
  return clientOf(await request.newContext({ baseURL: server.baseURL }), server.baseURL);
}

/** An API client signed in with these credentials through the real sign-in endpoint. */
export async function signedInApi(
  credentials: { username: string; password: string },
  server: ServerRef = suiteServer(),
): Promise<ApiClient> {
  const client = await anonymousApi(server);
  await client.call(authApi.login, { body: credentials });
  return client;
}

/** Runs `use` with the env-created admin's API client, disposed afterwards. */
export async function asAdmin<T>(
  use: (api: ApiClient) => Promise<T>,
  server: ServerRef = suiteServer(),
): Promise<T> {
  const api = await signedInApi(server.admin, server);
  try {
    return await use(api);
  } finally {
    await api.dispose();
  }
}

export interface Account {
  username: string;
  password: string;
  name: string;
}

/**
 * Registers an account through POST /api/register (signed in, as the form does). Defaults to a
 * student; the registration form itself is the auth journey's to test.
 */
export async function registerThroughApi(
  fields: Partial<RegisterRequest> & { name: string; prefix?: string },
  server: ServerRef = suiteServer(),
): Promise<{ account: Account; api: ApiClient }> {
  const { prefix = 'student', ...rest } = fields;
  const account: Account = {
    username: rest.username ?? uniqueUsername(prefix),
    password: rest.password ?? 'correct-horse-battery',
    name: rest.name,
  };
  const api = await anonymousApi(server);
  await api.call(authApi.register, {
    body: {
      userType: 'student_seeker',
      seekerSubType: 'student',
      ...rest,
      username: account.username,
      password: account.password,
    } as RegisterRequest,
  });
  return { account, api };
}

/** A student account made through the API, for a page to open signed in (`pages.open({ as })`). */
export async function studentAccount(fields: { name: string; username?: string; password?: string }) {
  const { account, api } = await registerThroughApi(fields);
  await api.dispose();
  return account;
}
