import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import {
  documentMessages,
  DOCUMENT_FILE_MAX_BYTES,
  uploadDocumentFieldsSchema,
  type ErrorDetail,
} from '@futurefund/core';
import { AppError } from '../../lib/errors';
import { findControlCharacters } from '../../lib/control-characters';
import { summarize } from '../../plugins/error-handler';
import type { NewDocument } from './documents.service';
import { detectVaultFileType } from './file-content';
import { displayFileName } from './file-name';

// The upload form (product §5): multipart fields name, type, tags and one file, read into memory
// within the limits below, then checked: fields by the contract, the file by what its bytes are.

const FIELD_MAX_BYTES = 4096;
/** For @fastify/multipart, registered on the upload route alone. */
export const uploadLimits = {
  files: 1,
  fileSize: DOCUMENT_FILE_MAX_BYTES,
  fields: 10,
  fieldSize: FIELD_MAX_BYTES,
  fieldNameSize: 100,
  parts: 12,
  headerPairs: 100,
};

interface RawUpload {
  fields: Record<string, string>;
  file: { name: string | undefined; bytes: Buffer } | null;
}

const invalid = (message: string) => AppError.badRequest(message);

/** Multipart errors are the client's: too large is 413, anything else malformed is 400, never a 500. */
function clientError(error: unknown): AppError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError(413, 'PAYLOAD_TOO_LARGE', documentMessages.fileTooLarge);
  if (code === 'FST_FILES_LIMIT') return invalid('Upload one file at a time.');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return invalid('The upload has too many fields.');
  return invalid('The upload could not be read: send it as multipart/form-data.');
}

async function readParts(parts: AsyncIterable<Multipart>): Promise<RawUpload> {
  const upload: RawUpload = { fields: {}, file: null };
  for await (const part of parts) {
    if (part.type === 'file') {
      upload.file = { name: part.filename, bytes: await part.toBuffer() };
    } else {
      if (part.valueTruncated || part.fieldnameTruncated)
        throw invalid(`${part.fieldname}: the value is too long`);
      upload.fields[part.fieldname] = String(part.value);
    }
  }
  return upload;
}

function checkFields(fields: Record<string, string>) {
  const found: ErrorDetail[] = [];
  findControlCharacters(fields, '', found);
  if (found.length > 0) throw AppError.badRequest(summarize(found), found);
  const parsed = uploadDocumentFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  throw AppError.badRequest(summarize(details), details);
}

/** The checked upload, ready to store; AppError 400/413/415 for anything the vault does not take. */
export async function readUpload(request: FastifyRequest): Promise<NewDocument> {
  if (!request.isMultipart()) throw invalid(documentMessages.fileRequired);
  let raw: RawUpload;
  try {
    raw = await readParts(request.parts());
  } catch (error) {
    throw error instanceof AppError ? error : clientError(error);
  }
  const fields = checkFields(raw.fields);
  if (!raw.file || raw.file.bytes.length === 0) throw invalid(documentMessages.fileRequired);
  const contentType = await detectVaultFileType(raw.file.bytes);
  if (!contentType) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', documentMessages.fileType);
  return { ...fields, contentType, fileName: displayFileName(raw.file.name), bytes: raw.file.bytes };
}
