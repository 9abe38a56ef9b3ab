import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, json } from '../../testing/fake-api';
import { buildDocument, multiStep, renderProfile, setUpProfileTests } from './profile-test-utils';

setUpProfileTests();

const KB = 1024;
const MB = 1024 * KB;

const documents = [
  buildDocument({ id: 1, name: 'Short note', type: 'other', size: 512 }),
  buildDocument({ id: 2, name: 'Resume 2026', type: 'resume', size: 1.5 * KB, tags: ['tech', 'intern'] }),
  buildDocument({
    id: 3,
    name: 'Transcript',
    type: 'transcript',
    contentType: 'application/pdf',
    size: 2 * MB,
    fileName: 'transcript.pdf',
  }),
  buildDocument({ id: 4, name: 'Old essay', size: null }),
];

const vault = () => screen.getByRole('region', { name: 'Document Vault' });
const rowOf = (name: string) => {
  const row = within(vault())
    .getAllByRole('listitem')
    .find((item) => item.querySelector('h3')?.textContent === name);
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

describe('document vault list', () => {
  it(
    'lists each document with its type, size (product §9), tags and actions, and the usage',
    async () => {
      await renderProfile('/profile', { documents });
      await within(vault()).findByRole('list', { name: 'Documents' });
      expect(rowOf('Short note').getByText('Other Document')).toBeInTheDocument();
      expect(rowOf('Short note').getByText('512 bytes')).toBeInTheDocument();
      expect(rowOf('Resume 2026').getByText('1.5 KB')).toBeInTheDocument();
      expect(rowOf('Resume 2026').getByText('Resume')).toBeInTheDocument();
      expect(
        within(screen.getByRole('list', { name: 'Tags of Resume 2026' }))
          .getAllByRole('listitem')
          .map((tag) => tag.textContent),
      ).toEqual(['tech', 'intern']);
      expect(rowOf('Transcript').getByText('2.0 MB')).toBeInTheDocument();
      expect(rowOf('Old essay').getByText('Unknown size')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Download Transcript' })).toHaveAttribute(
        'href',
        '/api/documents/3/download',
      );
      expect(screen.getByRole('button', { name: 'View Transcript' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Delete Transcript' })).toBeInTheDocument();
      expect(within(vault()).getByText('2.0 MB of 50.0 MB used')).toBeInTheDocument();
      expect(within(vault()).getByRole('meter')).toHaveAttribute('aria-valuenow', '4');
    },
    multiStep,
  );

  it(
    'says when the vault is empty, and offers Retry when the list cannot be read',
    async () => {
      let fail = true;
      const { user } = await renderProfile('/profile', {
        routes: {
          'GET /api/documents': () => (fail ? errorResponse(500, 'Down', 'INTERNAL_ERROR') : json([])),
        },
      });
      expect(await within(vault()).findByText('Your documents could not be loaded')).toBeInTheDocument();
      fail = false;
      await user.click(within(vault()).getByRole('button', { name: 'Retry' }));
      expect(await within(vault()).findByText('No documents yet')).toBeInTheDocument();
      expect(within(vault()).getByText('0 bytes of 50.0 MB used')).toBeInTheDocument();
    },
    multiStep,
  );
});

describe('writing a text document', () => {
  it(
    "shows the contract's messages for each missing field and sends nothing",
    async () => {
      const { user, api } = await renderProfile();
      await within(vault()).findByText('No documents yet');
      await user.type(screen.getByLabelText('Document name'), 'A');
      await user.click(screen.getByRole('button', { name: 'Save document' }));
      expect(await screen.findByText('Document name must be at least 2 characters.')).toBeInTheDocument();
      expect(screen.getByText('Please select a document type.')).toBeInTheDocument();
      expect(screen.getByText('Document content is required.')).toBeInTheDocument();
      expect(screen.getByLabelText('Content')).toHaveAccessibleDescription('Document content is required.');
      expect(api.sent('POST /api/documents')).toHaveLength(0);
    },
    multiStep,
  );

  it(
    'posts name, type, content and the split tags, toasts, and reloads the list',
    async () => {
      const stored = buildDocument({ id: 9, name: 'My essay' });
      let list = [] as ReturnType<typeof buildDocument>[];
      const { user, api } = await renderProfile('/profile', {
        routes: {
          'GET /api/documents': () => json(list),
          'POST /api/documents': () => {
            list = [stored];
            return json(stored, 201);
          },
        },
      });
      await within(vault()).findByText('No documents yet');
      await user.type(screen.getByLabelText('Document name'), 'My essay');
      await user.selectOptions(screen.getByLabelText('Document type'), 'Essay');
      await user.type(screen.getByLabelText('Content'), 'Once upon a time');
      await user.type(screen.getByLabelText('Tags'), ' college , essay,,');
      await user.click(screen.getByRole('button', { name: 'Save document' }));

      expect(await screen.findByText('Document uploaded')).toBeInTheDocument();
      expect(screen.getByText('Your document has been securely stored')).toBeInTheDocument();
      expect(api.sent('POST /api/documents').map((request) => request.body)).toEqual([
        {
          name: 'My essay',
          type: 'essay',
          content: 'Once upon a time',
          contentType: 'text/plain',
          tags: ['college', 'essay'],
        },
      ]);
      expect(await screen.findByRole('button', { name: 'View My essay' })).toBeInTheDocument();
      expect(screen.getByLabelText('Document name')).toHaveValue('');
    },
    multiStep,
  );

  it(
    "toasts 'Upload failed' with the server's message when the document is refused",
    async () => {
      const { user } = await renderProfile('/profile', {
        routes: {
          'POST /api/documents': () => errorResponse(413, 'Your vault is full', 'PAYLOAD_TOO_LARGE'),
        },
      });
      await within(vault()).findByText('No documents yet');
      await user.type(screen.getByLabelText('Document name'), 'My essay');
      await user.selectOptions(screen.getByLabelText('Document type'), 'Essay');
      await user.type(screen.getByLabelText('Content'), 'Text');
      await user.click(screen.getByRole('button', { name: 'Save document' }));
      expect(await screen.findByText('Upload failed')).toBeInTheDocument();
      expect(screen.getByText('413: Your vault is full')).toBeInTheDocument();
    },
    multiStep,
  );
});

describe('viewing and deleting', () => {
  it(
    'loads a text document only when it is opened and shows its text',
    async () => {
      const { user, api } = await renderProfile('/profile', {
        documents,
        routes: {
          'GET /api/documents/2': () => json({ ...documents[1], content: 'Jane Doe\nPython, SQL' }),
        },
      });
      await screen.findByRole('button', { name: 'View Resume 2026' });
      expect(api.sent('GET /api/documents/2')).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: 'View Resume 2026' }));
      const dialog = screen.getByRole('dialog', { name: 'Resume 2026' });
      expect(await within(dialog).findByLabelText('Content of Resume 2026')).toHaveTextContent(
        'Jane Doe Python, SQL',
      );
      expect(api.sent('GET /api/documents/2')).toHaveLength(1);
    },
    multiStep,
  );

  it(
    'offers the download for a binary file instead of showing it',
    async () => {
      const { user } = await renderProfile('/profile', {
        documents,
        routes: { 'GET /api/documents/3': () => json({ ...documents[2], content: null }) },
      });
      await user.click(await screen.findByRole('button', { name: 'View Transcript' }));
      const dialog = screen.getByRole('dialog', { name: 'Transcript' });
      expect(await within(dialog).findByText(/download it to open it/)).toBeInTheDocument();
      expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute(
        'href',
        '/api/documents/3/download',
      );
    },
    multiStep,
  );

  it(
    "toasts 'Error' / 'Failed to retrieve document' when it cannot be read",
    async () => {
      const { user } = await renderProfile('/profile', { documents });
      await user.click(await screen.findByRole('button', { name: 'View Transcript' }));
      expect(await screen.findByText('Failed to retrieve document')).toBeInTheDocument();
      expect(screen.getByText('Error')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
    multiStep,
  );

  it(
    'asks before deleting, then deletes, toasts and reloads the list',
    async () => {
      let list = documents;
      const { user, api } = await renderProfile('/profile', {
        routes: {
          'GET /api/documents': () => json(list),
          'DELETE /api/documents/1': () => {
            list = documents.slice(1);
            return new Response(null, { status: 204 });
          },
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Delete Short note' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete Short note?' });
      expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this document?');
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      expect(api.sent('DELETE /api/documents/1')).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

      expect(await screen.findByText('Document deleted')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: 'View Short note' })).not.toBeInTheDocument(),
      );
      expect(api.sent('DELETE /api/documents/1')).toHaveLength(1);
    },
    multiStep,
  );

  it(
    "toasts 'Delete failed' with the server's message when the delete is refused",
    async () => {
      const { user } = await renderProfile('/profile', {
        documents,
        routes: { 'DELETE /api/documents/1': () => errorResponse(404, 'Document not found.', 'NOT_FOUND') },
      });
      await user.click(await screen.findByRole('button', { name: 'Delete Short note' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Delete failed')).toBeInTheDocument();
      expect(screen.getByText('404: Document not found.')).toBeInTheDocument();
    },
    multiStep,
  );
});
