import type { ApplicationCard, DocumentSummary } from '@futurefund/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dismissToast } from '../../hooks/use-toast';
import { buildUser } from '../../testing/build-user';
import { errorResponse, json } from '../../testing/fake-api';
import {
  buildCard,
  findSummary,
  multiStep,
  premiumUser,
  renderDashboard,
  warmUp,
} from './dashboard-test-utils';

beforeAll(warmUp, multiStep);
afterEach(() => {
  act(() => dismissToast());
});

const essay = {
  documentId: 4,
  name: 'Why STEM essay',
  type: 'essay' as const,
  attachedAt: '2026-03-01T00:00:00.000Z',
};
const card = buildCard({ id: 7, title: 'Tracked Award', documents: [essay] });

const vaultDocument = (id: number, name: string): DocumentSummary => ({
  id,
  name,
  type: 'resume',
  contentType: 'application/pdf',
  size: 2048,
  tags: [],
  fileName: `${name}.pdf`,
  createdAt: '2026-02-01T00:00:00.000Z',
  lastUsed: null,
});

type Routes = NonNullable<Parameters<typeof renderDashboard>[1]>['routes'];

/** A Premium user's dashboard; the routes may change the server's list of cards (`setCards`). */
async function renderPremium(routes: (setCards: (next: ApplicationCard[]) => void) => Routes) {
  let cards = [card];
  const view = await renderDashboard('/dashboard', {
    user: premiumUser(),
    routes: { 'GET /api/applications': () => json(cards), ...routes((next) => (cards = next)) },
  });
  await findSummary();
  return view;
}

const attachedNames = () =>
  within(screen.getByRole('list', { name: 'Documents for Tracked Award' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('documents attached to an application', () => {
  it(
    'shows the attached documents to a free user, without any control to change them',
    async () => {
      await renderDashboard('/dashboard', { cards: [card], user: buildUser() });
      await findSummary();
      expect(attachedNames()).toEqual(['Why STEM essay']);
      expect(screen.queryByRole('button', { name: /^Attach document/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Remove Why STEM essay/ })).not.toBeInTheDocument();
    },
    multiStep,
  );

  it(
    'lets a Premium user attach a vault document not attached yet, then reloads the list',
    async () => {
      const { user, api } = await renderPremium((setCards) => ({
        'GET /api/documents': () => json([vaultDocument(4, 'Why STEM essay'), vaultDocument(5, 'Resume')]),
        'POST /api/applications/7/documents': () => {
          const resume = { ...essay, documentId: 5, name: 'Resume', type: 'resume' as const };
          setCards([{ ...card, documents: [essay, resume] }]);
          return json([essay, resume], 201);
        },
      }));
      await user.click(screen.getByRole('button', { name: 'Attach document to Tracked Award' }));
      const dialog = screen.getByRole('dialog', { name: 'Attach a document' });
      const choices = await within(dialog).findByRole('list', { name: 'Your documents' });
      expect(
        within(choices)
          .getAllByRole('button')
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual(['Attach Resume']);
      await user.click(within(choices).getByRole('button', { name: 'Attach Resume' }));

      expect(await screen.findByText('Document attached')).toBeInTheDocument();
      expect(api.sent('POST /api/applications/7/documents').map((request) => request.body)).toEqual([
        { documentId: 5 },
      ]);
      await waitFor(() => expect(attachedNames()).toEqual(['Why STEM essay', 'Resume']));
      expect(screen.queryByRole('dialog', { name: 'Attach a document' })).not.toBeInTheDocument();
    },
    multiStep,
  );

  it(
    'lets a Premium user remove an attached document',
    async () => {
      const { user, api } = await renderPremium((setCards) => ({
        'DELETE /api/applications/7/documents/4': () => {
          setCards([{ ...card, documents: [] }]);
          return new Response(null, { status: 204 });
        },
      }));
      await user.click(screen.getByRole('button', { name: 'Remove Why STEM essay from Tracked Award' }));
      expect(await screen.findByText('Document removed from this application')).toBeInTheDocument();
      expect(api.sent('DELETE /api/applications/7/documents/4')).toHaveLength(1);
      await waitFor(() =>
        expect(screen.queryByRole('list', { name: 'Documents for Tracked Award' })).not.toBeInTheDocument(),
      );
    },
    multiStep,
  );

  it(
    'links to the vault when there is nothing left to attach',
    async () => {
      const { user } = await renderDashboard('/dashboard', {
        cards: [buildCard({ id: 8, title: 'Other Award' })],
        user: premiumUser(),
        routes: { 'GET /api/documents': () => json([]) },
      });
      await findSummary();
      await user.click(screen.getByRole('button', { name: 'Attach document to Other Award' }));
      const dialog = screen.getByRole('dialog', { name: 'Attach a document' });
      expect(
        await within(dialog).findByRole('link', { name: 'Add one in your Document Vault' }),
      ).toHaveAttribute('href', '/profile#documents');
    },
    multiStep,
  );

  it(
    'shows the error when the server refuses the attachment',
    async () => {
      const { user } = await renderDashboard('/dashboard', {
        cards: [buildCard({ id: 8, title: 'Other Award' })],
        user: premiumUser(),
        routes: {
          'GET /api/documents': () => json([vaultDocument(5, 'Resume')]),
          'POST /api/applications/8/documents': () => errorResponse(404, 'Document not found.', 'NOT_FOUND'),
        },
      });
      await findSummary();
      await user.click(screen.getByRole('button', { name: 'Attach document to Other Award' }));
      await user.click(await screen.findByRole('button', { name: 'Attach Resume' }));
      expect(await screen.findByText('404: Document not found.')).toBeInTheDocument();
    },
    multiStep,
  );

  it(
    'offers Premium for documents when the server says Premium has run out',
    async () => {
      const { user } = await renderDashboard('/dashboard', {
        cards: [buildCard({ id: 8, title: 'Other Award' })],
        user: premiumUser(),
        routes: {
          'GET /api/documents': () => json([vaultDocument(5, 'Resume')]),
          'POST /api/applications/8/documents': () =>
            errorResponse(403, 'Attaching documents is a Premium feature', 'PREMIUM_REQUIRED'),
        },
      });
      await findSummary();
      await user.click(screen.getByRole('button', { name: 'Attach document to Other Award' }));
      await user.click(await screen.findByRole('button', { name: 'Attach Resume' }));
      const upgrade = await screen.findByRole('dialog', { name: 'Upgrade to Premium to attach documents' });
      expect(within(upgrade).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
        'href',
        '/subscribe',
      );
    },
    multiStep,
  );
});
