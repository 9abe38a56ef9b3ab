import { builderMessages, type SourceDocument } from '@futurefund/core';
import { AppError } from '../../../lib/errors';
import type { SessionUser } from '../../auth/auth.repo';
import type { DocumentsService } from '../../documents/documents.service';

/** Each document's text is cut here so a prompt stays bounded whatever the user selects. */
export const DOCUMENT_TEXT_MAX = 20_000;

export interface ReadDocument {
  id: number;
  name: string;
  /** False when no text could be read (a scanned image, a damaged file): the page says so. */
  used: boolean;
  text: string;
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The file's text, or null for images and anything that fails to parse. */
async function textOf(bytes: Buffer, contentType: string): Promise<string | null> {
  try {
    if (contentType.startsWith('text/plain')) return bytes.toString('utf8');
    // The parsers load with the first document of their kind (ADR 047).
    if (contentType === 'application/pdf') {
      const { extractText } = await import('unpdf');
      return (await extractText(new Uint8Array(bytes), { mergePages: true })).text;
    }
    if (contentType === DOCX) {
      const { default: mammoth } = await import('mammoth');
      return (await mammoth.extractRawText({ buffer: bytes })).value;
    }
  } catch {
    // A file the parser cannot read is reported as unused, never as a failed generation.
  }
  return null;
}

const normalized = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, DOCUMENT_TEXT_MAX);

/**
 * The text of the vault documents the user selected, in their order. Owner-only through the
 * documents service (a foreign or unknown id is 404 before anything is read or generated).
 */
export async function readDocuments(
  documents: DocumentsService,
  actor: SessionUser,
  ids: readonly number[],
): Promise<ReadDocument[]> {
  const read: ReadDocument[] = [];
  for (const id of ids) {
    const file = await documents.download(actor, id).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 404)
        throw AppError.notFound(builderMessages.documentNotFound);
      throw error;
    });
    const text = await textOf(file.bytes, file.contentType);
    const kept = text === null ? '' : normalized(text);
    read.push({ id, name: file.row.name, used: kept !== '', text: kept });
  }
  return read;
}

/** What the prompt and the fact check may draw on: the documents whose text was read. */
export const sourceDocuments = (read: readonly ReadDocument[]): SourceDocument[] =>
  read.filter((document) => document.used).map(({ name, text }) => ({ name, text }));
