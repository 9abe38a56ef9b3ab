import type { FastifyPluginAsync } from 'fastify';
import { authApi } from '@futurefund/core';
import { route } from '../../lib/route';
import { clearSessionCookie, requestMeta, sessionToken, setSessionCookie } from '../../plugins/session';
import { toPublicUser } from './auth.presenter';

export const authRoutes: FastifyPluginAsync = async (app) => {
  const { auth } = app.services;

  route(app, authApi.register, async ({ body, request, reply }) => {
    const { user, token } = await auth.register(body, requestMeta(request));
    setSessionCookie(request, reply, token);
    return toPublicUser(user);
  });

  route(app, authApi.login, async ({ body, request, reply }) => {
    const { user, token } = await auth.login(body, requestMeta(request), sessionToken(request));
    setSessionCookie(request, reply, token);
    return toPublicUser(user);
  });

  route(app, authApi.logout, async ({ user, request, reply }) => {
    await auth.logout(sessionToken(request), user, requestMeta(request));
    clearSessionCookie(request, reply);
    return { success: true as const };
  });

  route(app, authApi.currentUser, ({ user }) => toPublicUser(user));

  const { passwordReset } = app.services;
  route(app, authApi.forgotPassword, ({ body, request }) =>
    passwordReset.requestReset(body, requestMeta(request)),
  );
  route(app, authApi.resetPassword, ({ body, request }) =>
    passwordReset.resetPassword(body, requestMeta(request)),
  );
};
