import { z } from '../zod';
import { documentTypes } from '../enums';
import {
  DOCUMENT_FILE_MAX_BYTES,
  DOCUMENT_NAME_MIN,
  DOCUMENT_TEXT_MAX_CHARS,
  VAULT_DOCUMENTS_MAX,
  VAULT_QUOTA_BYTES,
} from '../limits';

const MB = 1024 * 1024;

// The Document Vault (product §2 Profile, §3 user_documents, §5 document upload, §8 messages).

export const documentMessages = {
  nameMin: 'Document name must be at least 2 characters.',
  nameMax: 'Document name must be at most 200 characters.',
  type: 'Please select a document type.',
  contentRequired: 'Document content is required.',
  contentTooLong: `Document text must be at most ${DOCUMENT_TEXT_MAX_CHARS.toLocaleString('en-US')} characters; upload it as a file instead.`,
  deleteConfirm: 'Are you sure you want to delete this document?',
  uploadedTitle: 'Document uploaded',
  uploaded: 'Your document has been securely stored',
  deletedTitle: 'Document deleted',
  uploadFailedTitle: 'Upload failed',
  uploadFailed: 'Failed to upload document',
  deleteFailedTitle: 'Delete failed',
  deleteFailed: 'Failed to delete document',
  retrieveFailedTitle: 'Error',
  retrieveFailed: 'Failed to retrieve document',
  fileTooLarge: `That file is larger than ${DOCUMENT_FILE_MAX_BYTES / MB} MB. Upload a file of ${DOCUMENT_FILE_MAX_BYTES / MB} MB or less.`,
  fileType: 'Only PDF, Word (.docx), PNG, JPEG and plain-text files can be stored.',
  fileRequired: 'Choose a file to upload.',
  quotaExceeded: `Your vault is full: it holds at most ${VAULT_QUOTA_BYTES / MB} MB. Delete a document to make room.`,
  countExceeded: `Your vault holds at most ${VAULT_DOCUMENTS_MAX} documents. Delete one to make room.`,
  notFound: 'Document not found.',
  attachPremium: 'Attaching documents to an application is a Premium feature',
  attached: 'Document attached',
  detached: 'Document removed from this application',
} as const;

/** Product §3 enumerations: how each document type reads on screen. */
export const documentTypeLabels: Record<(typeof documentTypes)[number], string> = {
  resume: 'Resume',
  cover_letter: 'Cover Letter',
  transcript: 'Transcript',
  letter_of_recommendation: 'Letter of Recommendation',
  essay: 'Essay',
  personal_statement: 'Personal Statement',
  certificate: 'Certificate',
  other: 'Other Document',
};

/** Product §5: optional, comma-separated, each trimmed; empty pieces dropped, repeats once. */
export function parseDocumentTags(input: string | readonly string[] | null | undefined): string[] {
  const pieces = typeof input === 'string' ? input.split(',') : (input ?? []);
  const tags = pieces.map((tag) => tag.trim()).filter(Boolean);
  return [...new Set(tags)];
}

const tagsField = z
  .union([z.string().max(1000), z.array(z.string().max(50)).max(20)])
  .optional()
  .transform((value) => parseDocumentTags(value))
  .pipe(z.array(z.string().max(50, 'A tag must be at most 50 characters')).max(20, 'At most 20 tags'));

const nameField = z
  .string({ error: documentMessages.nameMin })
  .trim()
  .min(DOCUMENT_NAME_MIN, documentMessages.nameMin)
  .max(200, documentMessages.nameMax);
const typeField = z.enum(documentTypes, { error: documentMessages.type });

/** POST /api/documents: a document written as text (product §7). */
export const createDocumentSchema = z.object({
  name: nameField,
  type: typeField,
  content: z
    .string({ error: documentMessages.contentRequired })
    .refine((text) => text.trim().length > 0, documentMessages.contentRequired)
    .refine((text) => text.length <= DOCUMENT_TEXT_MAX_CHARS, documentMessages.contentTooLong),
  /** Only plain text is typed in; files come through the upload. */
  contentType: z.literal('text/plain').default('text/plain'),
  tags: tagsField,
});
export type CreateDocument = z.input<typeof createDocumentSchema>;

/** The upload form's fields next to its file (multipart; the file itself is checked on the server). */
export const uploadDocumentFieldsSchema = z.object({
  name: nameField,
  type: typeField,
  tags: tagsField,
});
export type UploadDocumentFields = z.input<typeof uploadDocumentFieldsSchema>;

/** A vault entry without its content (GET /api/documents). */
export const documentSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(documentTypes),
  contentType: z.string(),
  /** Bytes of the stored document; null when unknown (product §9 'Unknown size'). */
  size: z.number().int().nullable(),
  tags: z.array(z.string()),
  /** The uploaded file's (sanitised) name; null for documents written as text. */
  fileName: z.string().nullable(),
  createdAt: z.string(),
  lastUsed: z.string().nullable(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

/** GET /api/documents/{id}: the summary plus the text, decrypted; null for binary files (download them). */
export const documentWithContentSchema = documentSummarySchema.extend({
  content: z.string().nullable(),
});
export type DocumentWithContent = z.infer<typeof documentWithContentSchema>;

/** Text documents are shown and downloaded as text (product §2: downloads are .txt files). */
export const isTextDocument = (document: Pick<DocumentSummary, 'contentType'>) =>
  document.contentType.startsWith('text/plain');

/** The file types the vault accepts, by what their bytes are (never by the name a client sends). */
export const vaultFileTypes = {
  'application/pdf': '.pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'text/plain': '.txt',
} as const;
export type VaultFileType = keyof typeof vaultFileTypes;
/** For the file picker's `accept`: a hint only, the server decides by content. */
export const vaultAccept = '.pdf,.docx,.png,.jpg,.jpeg,.txt,' + Object.keys(vaultFileTypes).join(',');

/** A vault document attached to a tracked application (Premium, product §1). */
export const attachDocumentSchema = z.object({
  documentId: z.number().int().min(1).max(2_147_483_647),
});
export const applicationDocumentSchema = z.object({
  documentId: z.number().int(),
  name: z.string(),
  type: z.enum(documentTypes),
  attachedAt: z.string(),
});
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;
export const applicationDocumentParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  documentId: z.coerce.number().int().min(1).max(2_147_483_647),
});
