import { builderMessages } from '@futurefund/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, json } from '../../testing/fake-api';
import {
  buildDraft,
  buildDraftSummary,
  buildResume,
  renderBuilder,
  setUpBuilderTests,
} from './builder-test-utils';

setUpBuilderTests();

const older = buildDraftSummary({ id: 1, title: 'Main resume', updatedAt: '2026-11-01T12:00:00.000Z' });
const favourite = buildDraftSummary({
  id: 2,
  title: 'Lab resume',
  isFavorite: true,
  updatedAt: '2026-10-01T12:00:00.000Z',
});

/** "Main resume" as the server keeps it. */
const saved = buildDraft({
  id: 1,
  title: 'Main resume',
  document: buildResume({ summary: 'Saved summary.' }),
});

const draftsPanel = () => screen.getByRole('region', { name: 'My drafts' });

describe('My drafts', () => {
  it('lists favourites first', async () => {
    renderBuilder('/builder', { drafts: [older, favourite] });
    await screen.findByRole('button', { name: 'Open Main resume' });
    const titles = within(draftsPanel())
      .getAllByRole('button', { name: /^Open / })
      .map((button) => button.getAttribute('aria-label'));
    expect(titles).toEqual(['Open Lab resume', 'Open Main resume']);
    expect(screen.getByRole('button', { name: 'Favourite Lab resume' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows the empty state', async () => {
    renderBuilder();
    expect(await screen.findByText(/No saved drafts yet/)).toBeInTheDocument();
  });

  it('shows a load error with a retry', async () => {
    renderBuilder('/builder', {
      routes: { 'GET /api/builder/drafts': () => errorResponse(500, 'Database down', 'INTERNAL_ERROR') },
    });
    expect(await screen.findByText('Your drafts could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('opens a draft into the editor and saves it back as a new version', async () => {
    const { user, api } = renderBuilder('/builder', {
      drafts: [older],
      routes: {
        'GET /api/builder/drafts/1': () => json(saved),
        'PATCH /api/builder/drafts/1': () => json(saved),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Open Main resume' }));
    await waitFor(() => expect(screen.getByLabelText('Summary')).toHaveValue('Saved summary.'));
    expect(screen.getByLabelText('Draft title')).toHaveValue('Main resume');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(builderMessages.saved)).toBeInTheDocument();
    expect(api.sent('PATCH /api/builder/drafts/1')[0]?.body).toEqual({
      title: 'Main resume',
      document: buildResume({ summary: 'Saved summary.' }),
      generation: null,
    });
  });

  it('asks before opening a draft over unsaved edits, and keeps them on Cancel', async () => {
    const { user, api } = renderBuilder('/builder', {
      drafts: [older],
      routes: { 'GET /api/builder/drafts/1': () => json(saved) },
    });
    const summary = await screen.findByLabelText('Summary');
    await user.clear(summary);
    await user.type(summary, 'My unsaved words.');
    await user.click(await screen.findByRole('button', { name: 'Open Main resume' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open Main resume?' });
    expect(
      within(dialog).getByText('Your unsaved changes to the open resume will be lost.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Summary')).toHaveValue('My unsaved words.');
    expect(api.sent('GET /api/builder/drafts/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Open Main resume' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Open Main resume?' })).getByRole('button', {
        name: 'Open draft',
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Summary')).toHaveValue('Saved summary.'));
  });

  it('says so when a linked draft is not there (or not yours)', async () => {
    renderBuilder('/builder?draft=77', {
      routes: {
        'GET /api/builder/drafts/77': () => errorResponse(404, builderMessages.notFound, 'NOT_FOUND'),
      },
    });
    expect(await screen.findByText(builderMessages.notFound)).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Jane Doe');
  });

  it('renames through a dialog', async () => {
    const { user, api } = renderBuilder('/builder', {
      drafts: [older],
      routes: { 'PATCH /api/builder/drafts/1': () => json(buildDraft({ title: 'Science resume' })) },
    });
    await user.click(await screen.findByRole('button', { name: 'Rename Main resume' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename draft' });
    const field = within(dialog).getByLabelText('Title');
    await user.clear(field);
    await user.type(field, 'Science resume');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText(builderMessages.renamed)).toBeInTheDocument();
    expect(api.sent('PATCH /api/builder/drafts/1')[0]?.body).toEqual({ title: 'Science resume' });
  });

  it('toggles a favourite', async () => {
    const { user, api } = renderBuilder('/builder', {
      drafts: [older],
      routes: { 'PATCH /api/builder/drafts/1': () => json(buildDraft({ isFavorite: true })) },
    });
    await user.click(await screen.findByRole('button', { name: 'Favourite Main resume' }));
    await waitFor(() =>
      expect(api.sent('PATCH /api/builder/drafts/1')[0]?.body).toEqual({ isFavorite: true }),
    );
  });

  it.each([
    ['Duplicate Main resume', false, builderMessages.duplicated],
    ['Save Main resume as template', true, builderMessages.savedAsTemplate],
  ])('%s', async (button, asTemplate, message) => {
    const { user, api } = renderBuilder('/builder', {
      drafts: [older],
      routes: {
        'POST /api/builder/drafts/1/duplicate': () =>
          json(buildDraft({ id: 9, isTemplate: asTemplate }), 201),
      },
    });
    await user.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.sent('POST /api/builder/drafts/1/duplicate')[0]?.body).toEqual({ asTemplate });
  });

  it('deletes only after confirming', async () => {
    const { user, api } = renderBuilder('/builder', {
      drafts: [older],
      routes: { 'DELETE /api/builder/drafts/1': () => new Response(null, { status: 204 }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Main resume' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Main resume”?' });
    expect(within(dialog).getByText(builderMessages.deleteConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('DELETE /api/builder/drafts/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Main resume' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete “Main resume”?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText(builderMessages.deleted)).toBeInTheDocument();
    expect(api.sent('DELETE /api/builder/drafts/1')).toHaveLength(1);
  });
});
