import { profileMessages, type AccountDeleted } from '@futurefund/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, json } from '../../testing/fake-api';
import {
  buildProfile,
  findBasicsForm,
  multiStep,
  renderProfile,
  setUpProfileTests,
} from './profile-test-utils';

setUpProfileTests();

const deleted: AccountDeleted = {
  message: profileMessages.accountDeleted,
  deleted: {
    applications: 3,
    applicationHistory: 5,
    documents: 1,
    applicationDocuments: 0,
    recommendations: 0,
    recommendationEvents: 0,
    aiContent: 0,
    submissions: 0,
    sessions: 2,
    signInHistory: 4,
    calendarFeeds: 0,
    anonymisedListings: 0,
  },
};

describe('your data', () => {
  it(
    'offers the export as a plain download link',
    async () => {
      await renderProfile();
      const link = await screen.findByRole('link', { name: 'Download my data' });
      expect(link).toHaveAttribute('href', '/api/profile/export');
      expect(link).toHaveAttribute('download');
    },
    multiStep,
  );

  it(
    'deletes the account only once the exact username is typed, then signs out and goes home',
    async () => {
      const { user, api, router, visited } = await renderProfile('/profile', {
        routes: { 'POST /api/account/delete': () => json(deleted) },
      });
      await user.click(await screen.findByRole('button', { name: 'Delete account' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
      const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
      const field = within(dialog).getByLabelText('Type your username (jdoe) to confirm');
      expect(field).toHaveFocus();
      expect(confirm).toBeDisabled();
      await user.type(field, 'JDOE');
      expect(confirm).toBeDisabled();
      await user.clear(field);
      await user.type(field, 'jdoe');
      expect(confirm).toBeEnabled();
      await user.click(confirm);

      expect(
        await screen.findByText('Your account and everything in it have been deleted.'),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          'Deleted: your account and profile, 3 applications, 5 status changes, 1 document, 4 sign-in records, 2 sessions.',
        ),
      ).toBeInTheDocument();
      expect(api.sent('POST /api/account/delete').map((request) => request.body)).toEqual([
        { confirmUsername: 'jdoe' },
      ]);
      expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('heading', { level: 1, name: 'Profile' })).not.toBeInTheDocument(),
      );
      // Home, never the sign-in page: the page left behind must not ask to sign in again.
      expect(router.state.location.pathname).toBe('/');
      expect(visited).toEqual(['/profile', '/']);
    },
    multiStep,
  );

  it(
    'keeps the account and says why when the server refuses',
    async () => {
      const { user, router } = await renderProfile('/profile', {
        routes: {
          'POST /api/account/delete': () =>
            errorResponse(400, profileMessages.deleteMismatch, 'VALIDATION_ERROR'),
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Delete account' }));
      await user.type(screen.getByLabelText('Type your username (jdoe) to confirm'), 'jdoe');
      await user.click(screen.getByRole('button', { name: 'Delete my account' }));
      expect(await screen.findByText(`400: ${profileMessages.deleteMismatch}`)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/profile');
    },
    multiStep,
  );
});

describe('profile loading', () => {
  it(
    'shows an error with Retry when the profile cannot be read, and the forms once it can',
    async () => {
      let fail = true;
      const { user } = await renderProfile('/profile', {
        routes: {
          'GET /api/profile': () =>
            fail ? errorResponse(500, 'Down', 'INTERNAL_ERROR') : json(buildProfile({ name: 'Ana' })),
        },
      });
      expect(await screen.findByText('Your profile could not be loaded')).toBeInTheDocument();
      fail = false;
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      await findBasicsForm();
      expect(screen.getByLabelText('Name')).toHaveValue('Ana');
    },
    multiStep,
  );
});
