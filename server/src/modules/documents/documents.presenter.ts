import type { ApplicationDocument, DocumentSummary } from '@futurefund/core';
import type { AttachedDocumentRow, DocumentSummaryRow } from './documents.repo';

// Rows → API shapes for the vault (pure; nothing encrypted or key-related ever gets here).

export function toDocumentSummary(row: DocumentSummaryRow): DocumentSummary {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    contentType: row.contentType,
    size: row.size,
    tags: row.tags,
    fileName: row.fileName,
    createdAt: row.createdAt.toISOString(),
    lastUsed: row.lastUsed ? row.lastUsed.toISOString() : null,
  };
}

export function toApplicationDocument(row: AttachedDocumentRow): ApplicationDocument {
  return {
    documentId: row.documentId,
    name: row.name,
    type: row.type,
    attachedAt: row.attachedAt.toISOString(),
  };
}
