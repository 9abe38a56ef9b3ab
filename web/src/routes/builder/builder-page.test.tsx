import { builderMessages, type ResumeDocument } from '@futurefund/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, json } from '../../testing/fake-api';
import {
  buildDraft,
  buildResume,
  premiumRefusal,
  renderBuilder,
  setUpBuilderTests,
} from './builder-test-utils';

setUpBuilderTests();

const preview = () => screen.getByRole('region', { name: 'Preview' });

describe('the builder page', () => {
  it('starts from the profile pre-fill, with the name and sections in the preview', async () => {
    renderBuilder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Resume builder' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Full name')).toHaveValue('Jane Doe');
    expect(screen.getByLabelText('Summary')).toHaveValue('Biology student who likes fieldwork.');
    expect(within(preview()).getByRole('heading', { level: 2, name: 'Jane Doe' })).toBeInTheDocument();
    const headings = within(preview())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Summary', 'Education', 'Skills']);
    expect(within(preview()).getByText('Lakeside College')).toBeInTheDocument();
  });

  it('updates the live preview as the resume is edited, and focuses a new entry', async () => {
    const { user } = renderBuilder();
    const name = await screen.findByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'Jane Q. Doe');
    expect(within(preview()).getByRole('heading', { level: 2, name: 'Jane Q. Doe' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add experience' }));
    const role = within(screen.getByRole('group', { name: 'Experience 1' })).getByLabelText('Role');
    expect(role).toHaveFocus();
    await user.type(role, 'Lab assistant');
    expect(within(preview()).getByRole('heading', { level: 3, name: 'Experience' })).toBeInTheDocument();
    expect(within(preview()).getByText('Lab assistant')).toBeInTheDocument();
  });

  it('asks before removing an entry that has text', async () => {
    const { user } = renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Remove Education 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Education 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('group', { name: 'Education 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add education' })).toHaveFocus();
  });

  it('switches the preview to the chosen template', async () => {
    const { user } = renderBuilder();
    await screen.findByLabelText('Full name');
    expect(within(preview()).getByRole('article')).toHaveAttribute('data-template', 'classic');
    await user.click(screen.getByRole('radio', { name: 'Modern' }));
    expect(within(preview()).getByRole('article')).toHaveAttribute('data-template', 'modern');
  });

  it('shows the upgrade gate, and opens the offer once, when the server answers 403', async () => {
    renderBuilder('/builder', { routes: { 'GET /api/builder/status': premiumRefusal } });
    expect(
      await screen.findByRole('heading', { level: 2, name: builderMessages.premiumRequired }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('dialog', { name: 'Upgrade to Premium to build resumes' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
  });

  it('saves a new resume with its title, and says so', async () => {
    const { user, api } = renderBuilder('/builder', {
      routes: {
        'POST /api/builder/drafts': (request) => {
          const body = request.body as { title: string; document: ResumeDocument };
          return json(buildDraft({ id: 5, title: body.title, document: body.document }), 201);
        },
      },
    });
    const title = await screen.findByLabelText('Draft title');
    expect(title).toHaveValue('Jane Doe – Resume');
    await user.clear(title);
    await user.type(title, 'Science resume');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(builderMessages.saved)).toBeInTheDocument();
    expect(api.sent('POST /api/builder/drafts')[0]?.body).toEqual({
      title: 'Science resume',
      document: buildResume(),
      opportunity: null,
      generation: null,
    });
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = renderBuilder();
    await user.type(await screen.findByLabelText('Summary'), ' More.');
    await router.navigate('/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(
      within(dialog).getByText('Unsaved changes to your resume or cover letter will be lost.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/builder');
    expect(screen.getByLabelText('Summary')).toHaveValue('Biology student who likes fieldwork. More.');
  });

  it('refuses to save without a title', async () => {
    const { user, api } = renderBuilder();
    await user.clear(await screen.findByLabelText('Draft title'));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(builderMessages.titleRequired)).toBeInTheDocument();
    expect(api.sent('POST /api/builder/drafts')).toHaveLength(0);
  });
});

describe('exports', () => {
  it('posts the document as shown and saves the file under the server name', async () => {
    const created = vi.fn(() => 'blob:test');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { user, api } = renderBuilder('/builder', {
      routes: {
        'POST /api/builder/export': () =>
          new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': `attachment; filename="resume.pdf"; filename*=UTF-8''Jane%20Doe%20resume.pdf`,
            },
          }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(names).toEqual(['Jane Doe resume.pdf']));
    expect(api.sent('POST /api/builder/export')[0]?.body).toEqual({
      format: 'pdf',
      title: 'Jane Doe – Resume',
      document: buildResume(),
    });
    click.mockRestore();
  });

  it('says the export failed when the server cannot make the file', async () => {
    const { user } = renderBuilder('/builder', {
      routes: { 'POST /api/builder/export': () => errorResponse(500, 'boom', 'INTERNAL_ERROR') },
    });
    await user.click(await screen.findByRole('button', { name: 'Download DOCX' }));
    expect(await screen.findByText(builderMessages.exportFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(builderMessages.exportFailed)).toBeInTheDocument();
  });
});
