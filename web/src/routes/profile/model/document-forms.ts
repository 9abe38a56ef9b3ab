import {
  createDocumentSchema,
  uploadDocumentFieldsSchema,
  type CreateDocument,
  type UploadDocumentFields,
} from '@futurefund/core';
import { resolverThrough } from './form-values';

/** Both ways of adding a document start with these; the type select reads '' until chosen. */
export type DocumentFieldValues = { name: string; type: string; tags: string };
export type TextDocumentValues = DocumentFieldValues & { content: string };

export const emptyDocumentFields: DocumentFieldValues = { name: '', type: '', tags: '' };

const asIs = <T>(values: T) => values;

/** Product §5 document upload rules, with the contract's exact messages. */
export const textDocumentResolver = resolverThrough<TextDocumentValues, CreateDocument>(
  createDocumentSchema,
  asIs,
);
export const uploadFieldsResolver = resolverThrough<DocumentFieldValues, UploadDocumentFields>(
  uploadDocumentFieldsSchema,
  asIs,
);
