import type { DocumentSummary } from '@futurefund/core';

/** A GET /api/documents item. */
export function buildDocument(overrides: Partial<DocumentSummary> = {}): DocumentSummary {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Document ${id}`,
    type: 'essay',
    contentType: 'text/plain; charset=utf-8',
    size: 512,
    tags: [],
    fileName: null,
    createdAt: '2026-03-10T12:00:00.000Z',
    lastUsed: null,
    ...overrides,
  };
}
