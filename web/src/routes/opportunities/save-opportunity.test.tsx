import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../testing/build-user';
import { errorResponse, json } from '../../testing/fake-api';
import { buildItem, renderBrowse } from './browse-test-utils';

const catalog = [
  buildItem({ id: 7, title: 'STEM Leaders Award' }),
  buildItem({ id: 9, type: 'internship', kind: 'internship', title: 'Data Intern' }),
];

/** What POST /api/applications answers: the new application (status interested). */
const savedApplication = {
  id: 1,
  userId: 1,
  opportunityId: 9,
  opportunityType: 'internship',
  status: 'interested',
  notes: null,
  dateApplied: null,
  createdAt: '2026-06-01T12:00:00.000Z',
  updatedAt: '2026-06-01T12:00:00.000Z',
};

/** The same application as GET /api/applications lists it on the dashboard. */
const savedCard = {
  ...savedApplication,
  title: 'Data Intern',
  type: 'internship',
  awardAmount: null,
  company: 'Acme Analytics',
  organization: 'Acme Analytics',
  deadline: null,
  tags: [],
  documents: [],
};

describe('saving from a card', () => {
  it("tells visitors 'Not logged in' / 'Please sign in to save opportunities' and sends nothing", async () => {
    const { user, api } = await renderBrowse('/opportunities', { catalog });
    await user.click(await screen.findByRole('button', { name: 'Save STEM Leaders Award' }));
    expect(await screen.findByText('Not logged in')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to save opportunities')).toBeInTheDocument();
    expect(api.sent('POST /api/applications')).toHaveLength(0);
  });

  it("posts status 'interested' and confirms 'Success! Opportunity saved to your dashboard'", async () => {
    const applications: unknown[] = [];
    const { user, api } = await renderBrowse('/opportunities', {
      catalog,
      user: buildUser(),
      routes: {
        'GET /api/applications': () => json(applications),
        'POST /api/applications': () => {
          applications.push(savedCard);
          return json(savedApplication, 201);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save Data Intern' }));
    expect(await screen.findByText('Success! Opportunity saved to your dashboard')).toBeInTheDocument();
    expect(api.sent('POST /api/applications').map((request) => request.body)).toEqual([
      { opportunityId: 9, opportunityType: 'internship', status: 'interested' },
    ]);
    expect(await screen.findByRole('button', { name: 'Saved Data Intern' })).toBeDisabled();
    // The applications list is reloaded (product §7), and still says Saved.
    await waitFor(() => expect(api.sent('GET /api/applications')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Saved Data Intern' })).toBeDisabled();
  });

  it('shows Saved on the cards the signed-in user saved before, from one read of their applications', async () => {
    const { api } = await renderBrowse('/opportunities', {
      catalog,
      user: buildUser(),
      routes: { 'GET /api/applications': () => json([savedCard]) },
    });
    expect(await screen.findByRole('button', { name: 'Saved Data Intern' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save STEM Leaders Award' })).toBeEnabled();
    expect(api.sent('GET /api/applications')).toHaveLength(1);
  });

  it('reads no applications for visitors', async () => {
    const { api } = await renderBrowse('/opportunities', { catalog });
    expect(await screen.findByRole('button', { name: 'Save Data Intern' })).toBeEnabled();
    expect(api.sent('GET /api/applications')).toHaveLength(0);
  });

  it("shows a destructive 'Error' toast with the message when saving fails", async () => {
    const { user } = await renderBrowse('/opportunities', {
      catalog,
      user: buildUser(),
      routes: { 'POST /api/applications': () => errorResponse(404, 'Opportunity not found', 'NOT_FOUND') },
    });
    await user.click(await screen.findByRole('button', { name: 'Save STEM Leaders Award' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('404: Opportunity not found')).toBeInTheDocument();
    // The toast comes from onError, just before the mutation settles and the button is back.
    expect(await screen.findByRole('button', { name: 'Save STEM Leaders Award' })).toBeEnabled();
  });
});
