import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginRequestSchema,
  logoutResponseSchema,
  publicUserSchema,
  registerRequestSchema,
} from '@futurefund/core';
import { AppError } from '../../lib/errors';
import { clearSessionCookie, requestMeta, sessionToken, setSessionCookie } from '../../plugins/session';
import { toPublicUser } from './public-user';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.authService;

  app.post(
    '/api/register',
    {
      schema: {
        tags,
        summary: 'Create an account and sign in',
        body: registerRequestSchema,
        response: { 201: publicUserSchema },
      },
    },
    async (request, reply) => {
      const { user, token } = await auth.register(request.body, requestMeta(request));
      setSessionCookie(request, reply, token);
      return reply.code(201).send(toPublicUser(user));
    },
  );

  app.post(
    '/api/login',
    { schema: { tags, summary: 'Sign in', body: loginRequestSchema, response: { 200: publicUserSchema } } },
    async (request, reply) => {
      const { user, token } = await auth.login(request.body, requestMeta(request), sessionToken(request));
      setSessionCookie(request, reply, token);
      return toPublicUser(user);
    },
  );

  app.post(
    '/api/logout',
    { schema: { tags, summary: 'Sign out and end the session', response: { 200: logoutResponseSchema } } },
    async (request, reply) => {
      await auth.logout(sessionToken(request), request.user, requestMeta(request));
      clearSessionCookie(request, reply);
      return { success: true as const };
    },
  );

  app.get(
    '/api/user',
    {
      schema: {
        tags,
        summary: 'The signed-in user (401 when signed out)',
        response: { 200: publicUserSchema },
      },
    },
    async (request) => {
      if (!request.user) throw AppError.unauthenticated('Not signed in.');
      return toPublicUser(request.user);
    },
  );
};
