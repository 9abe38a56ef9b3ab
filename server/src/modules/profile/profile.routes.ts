import type { FastifyPluginAsync } from 'fastify';
import { profileApi } from '@futurefund/core';
import { asDownload } from '../../lib/download';
import { route } from '../../lib/route';
import { clearSessionCookie } from '../../plugins/session';
import { toProfile } from './profile.presenter';

/** The profile (product §2) and "Your data": export everything, delete the account. */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  const { profile, account } = app.services;

  route(app, profileApi.get, async ({ user }) => toProfile(await profile.get(user)));

  route(app, profileApi.update, async ({ user, body }) => toProfile(await profile.update(user, body)));

  route(app, profileApi.exportData, async ({ user, reply }) => {
    const data = await account.exportData(user);
    asDownload(reply, `futurefund-${user.username}-${data.exportedAt.slice(0, 10)}.json`);
    return JSON.stringify(data, null, 2);
  });

  route(app, profileApi.deleteAccount, async ({ user, body, request, reply }) => {
    const answer = await account.deleteAccount(user, body.confirmUsername);
    // The sessions went with the account; the browser's cookie goes too.
    clearSessionCookie(request, reply);
    return answer;
  });
};
