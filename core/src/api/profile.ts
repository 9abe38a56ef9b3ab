import {
  accountDeletedSchema,
  deleteAccountSchema,
  profileSchema,
  updateProfileSchema,
} from '../contracts/profile';
import { defineEndpoint } from './define';

const tag = 'profile';

export const profileApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/profile',
    summary: 'Your profile: both sections and the completion meter',
    tag,
    auth: 'user',
    response: profileSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/profile',
    summary: 'Save the profile fields sent; the others stay as they are',
    tag,
    auth: 'user',
    body: updateProfileSchema,
    response: profileSchema,
  }),
  exportData: defineEndpoint({
    method: 'GET',
    path: '/api/profile/export',
    summary: 'Everything we hold about you, as one JSON file (documents decrypted)',
    tag,
    auth: 'user',
    file: 'application/json; charset=utf-8',
  }),
  deleteAccount: defineEndpoint({
    method: 'POST',
    path: '/api/account/delete',
    summary: 'Delete your account and everything in it; the username typed again confirms',
    tag,
    auth: 'user',
    body: deleteAccountSchema,
    response: accountDeletedSchema,
  }),
};
