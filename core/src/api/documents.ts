import { z } from '../zod';
import {
  applicationDocumentParamsSchema,
  applicationDocumentSchema,
  attachDocumentSchema,
  createDocumentSchema,
  documentSummarySchema,
  documentWithContentSchema,
} from '../contracts/documents';
import { idParamSchema } from '../contracts/opportunities';
import { defineEndpoint } from './define';

const tag = 'documents';

/** The Document Vault (free) and documents attached to tracked applications (Premium). */
export const documentsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/documents',
    summary: 'Your vault documents, newest first, without their content',
    tag,
    auth: 'user',
    response: z.array(documentSummarySchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/documents/:id',
    summary: 'One of your documents with its text, decrypted (null for binary files)',
    tag,
    auth: 'user',
    params: idParamSchema,
    response: documentWithContentSchema,
    errors: ['NOT_FOUND'],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/documents',
    summary: 'Store a document written as text, encrypted',
    tag,
    auth: 'user',
    body: createDocumentSchema,
    response: documentSummarySchema,
    status: 201,
    errors: ['PAYLOAD_TOO_LARGE', 'CONFLICT'],
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/documents/upload',
    summary:
      'Store a file (multipart: name, type, tags, file; PDF, DOCX, PNG, JPEG or TXT up to 10 MB), encrypted',
    tag,
    auth: 'user',
    response: documentSummarySchema,
    status: 201,
    errors: ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'CONFLICT'],
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/api/documents/:id/download',
    summary: 'Download one of your documents with its own type and a safe file name (text as .txt)',
    tag,
    auth: 'user',
    params: idParamSchema,
    file: 'application/octet-stream',
    errors: ['NOT_FOUND'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/documents/:id',
    summary: 'Delete one of your documents (and its attachments to applications)',
    tag,
    auth: 'user',
    params: idParamSchema,
    errors: ['NOT_FOUND'],
  }),
  listForApplication: defineEndpoint({
    method: 'GET',
    path: '/api/applications/:id/documents',
    summary: 'The vault documents attached to one of your applications',
    tag,
    auth: 'user',
    params: idParamSchema,
    response: z.array(applicationDocumentSchema),
    errors: ['NOT_FOUND'],
  }),
  attach: defineEndpoint({
    method: 'POST',
    path: '/api/applications/:id/documents',
    summary: 'Attach one of your vault documents to one of your applications (Premium)',
    tag,
    auth: 'user',
    params: idParamSchema,
    body: attachDocumentSchema,
    response: z.array(applicationDocumentSchema),
    status: 201,
    errors: ['NOT_FOUND', 'PREMIUM_REQUIRED'],
  }),
  detach: defineEndpoint({
    method: 'DELETE',
    path: '/api/applications/:id/documents/:documentId',
    summary: 'Remove a document from one of your applications (the document stays in the vault)',
    tag,
    auth: 'user',
    params: applicationDocumentParamsSchema,
    errors: ['NOT_FOUND'],
  }),
};
