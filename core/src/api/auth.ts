import {
  loginRequestSchema,
  logoutResponseSchema,
  publicUserSchema,
  registerRequestSchema,
} from '../contracts/auth';
import { defineEndpoint } from './define';

const tag = 'auth';

export const authApi = {
  register: defineEndpoint({
    method: 'POST',
    path: '/api/register',
    summary: 'Create an account and sign in',
    tag,
    auth: 'public',
    body: registerRequestSchema,
    response: publicUserSchema,
    status: 201,
    errors: ['CONFLICT'],
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/login',
    summary: 'Sign in',
    tag,
    auth: 'public',
    body: loginRequestSchema,
    response: publicUserSchema,
    errors: ['UNAUTHENTICATED'],
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/logout',
    summary: 'Sign out and end the session',
    tag,
    auth: 'public',
    response: logoutResponseSchema,
  }),
  currentUser: defineEndpoint({
    method: 'GET',
    path: '/api/user',
    summary: 'The signed-in user (401 when signed out)',
    tag,
    auth: 'user',
    response: publicUserSchema,
  }),
};
