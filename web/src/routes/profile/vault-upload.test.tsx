import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeXhr } from '../../testing/fake-xhr';
import { buildDocument, multiStep, renderProfile, setUpProfileTests } from './profile-test-utils';

setUpProfileTests();

const MB = 1024 * 1024;

async function openUpload() {
  const view = await renderProfile();
  await screen.findByText('No documents yet');
  await view.user.click(screen.getByRole('tab', { name: 'Upload a file' }));
  return view;
}

/** Chooses a PDF, picks a type and presses Upload; hands back the request the server got. */
async function uploadPdf() {
  const xhr = installFakeXhr();
  const view = await openUpload();
  await view.user.upload(screen.getByLabelText('File'), pdf());
  await view.user.selectOptions(screen.getByLabelText('Document type'), 'Transcript');
  await view.user.click(screen.getByRole('button', { name: 'Upload document' }));
  return xhr.sent[0]!;
}

const pdf = (name = 'Transcript fall.2026.pdf') =>
  new File(['%PDF-1.7 content'], name, { type: 'application/pdf' });

describe('uploading a file', () => {
  it(
    'prefills the name, sends fields then file as multipart, shows progress, toasts and reloads',
    async () => {
      const xhr = installFakeXhr();
      const { user, api } = await openUpload();
      await user.upload(screen.getByLabelText('File'), pdf());
      expect(screen.getByLabelText('Document name')).toHaveValue('Transcript fall.2026');
      await user.selectOptions(screen.getByLabelText('Document type'), 'Transcript');
      await user.type(screen.getByLabelText('Tags'), 'school, 2026');
      const listReads = api.sent('GET /api/documents').length;
      await user.click(screen.getByRole('button', { name: 'Upload document' }));

      const [request] = xhr.sent;
      expect(request).toMatchObject({ method: 'POST', url: '/api/documents/upload', withCredentials: true });
      const form = request!.body as FormData;
      expect([...form.keys()]).toEqual(['name', 'type', 'tags', 'file']);
      expect(form.get('name')).toBe('Transcript fall.2026');
      expect(form.get('type')).toBe('transcript');
      expect(form.get('tags')).toBe('school, 2026');
      expect((form.get('file') as File).name).toBe('Transcript fall.2026.pdf');

      request!.progress(40, 100);
      const bar = screen.getByRole('progressbar', { name: 'Uploading' });
      expect(bar).toHaveAttribute('aria-valuenow', '40');
      expect(screen.getByText('40%')).toBeInTheDocument();
      request!.progress(100, 100);
      expect(bar).toHaveAttribute('aria-valuenow', '100');

      await request!.respond(201, buildDocument({ id: 5, name: 'Transcript fall.2026', type: 'transcript' }));
      expect(await screen.findByText('Document uploaded')).toBeInTheDocument();
      expect(screen.getByText('Your document has been securely stored')).toBeInTheDocument();
      expect(screen.queryByRole('progressbar', { name: 'Uploading' })).not.toBeInTheDocument();
      await waitFor(() => expect(api.sent('GET /api/documents').length).toBeGreaterThan(listReads));
      expect(screen.getByLabelText('Document name')).toHaveValue('');
    },
    multiStep,
  );

  it(
    "shows the server's 413 message in the 'Upload failed' toast",
    async () => {
      const request = await uploadPdf();
      await request.respond(413, {
        message: 'Your vault is full: it holds at most 50 MB. Delete a document to make room.',
        code: 'PAYLOAD_TOO_LARGE',
        requestId: 'test-request',
      });
      expect(await screen.findByText('Upload failed')).toBeInTheDocument();
      expect(
        screen.getByText('413: Your vault is full: it holds at most 50 MB. Delete a document to make room.'),
      ).toBeInTheDocument();
    },
    multiStep,
  );

  it(
    "says 'Failed to upload document' when the connection drops",
    async () => {
      const request = await uploadPdf();
      await request.fail();
      expect(await screen.findByText('Upload failed')).toBeInTheDocument();
      expect(screen.getByText('Failed to upload document')).toBeInTheDocument();
    },
    multiStep,
  );

  it(
    'refuses a file over 10 MB, or no file, before sending anything',
    async () => {
      const xhr = installFakeXhr();
      const { user } = await openUpload();
      await user.type(screen.getByLabelText('Document name'), 'Portfolio');
      await user.selectOptions(screen.getByLabelText('Document type'), 'Other Document');
      await user.click(screen.getByRole('button', { name: 'Upload document' }));
      expect(await screen.findByText('Choose a file to upload.')).toBeInTheDocument();

      const big = pdf('portfolio.pdf');
      Object.defineProperty(big, 'size', { value: 10 * MB + 1 });
      await user.upload(screen.getByLabelText('File'), big);
      const message = 'That file is larger than 10 MB. Upload a file of 10 MB or less.';
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByLabelText('File')).toHaveAccessibleDescription(
        `PDF, Word (.docx), PNG, JPEG or plain text, up to 10 MB ${message}`,
      );
      // A name the student typed is kept when a file is chosen.
      expect(screen.getByLabelText('Document name')).toHaveValue('Portfolio');
      await user.click(screen.getByRole('button', { name: 'Upload document' }));
      expect(xhr.sent).toHaveLength(0);
      expect(
        within(screen.getByRole('region', { name: 'Document Vault' })).queryByRole('progressbar'),
      ).toBeNull();
    },
    multiStep,
  );
});
