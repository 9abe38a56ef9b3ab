import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageAnswerSchema,
  resetPasswordRequestSchema,
  logoutResponseSchema,
  publicUserSchema,
  registerRequestSchema,
} from '../contracts/auth';
import { defineEndpoint } from './define';
import { shellApiPaths } from './shell';

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
    path: shellApiPaths.currentUser,
    summary: 'The signed-in user (401 when signed out)',
    tag,
    auth: 'user',
    response: publicUserSchema,
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'E-mail a password reset link (the same answer whether or not the account exists)',
    tag,
    auth: 'public',
    body: forgotPasswordRequestSchema,
    response: messageAnswerSchema,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with a reset link; ends every session of the account',
    tag,
    auth: 'public',
    body: resetPasswordRequestSchema,
    response: messageAnswerSchema,
  }),
};
