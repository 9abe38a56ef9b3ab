import { exportContentTypes, type BuilderDocument, type ExportFormat } from '@futurefund/core';
import type { SessionUser } from '../../auth/auth.repo';
import { assertBuilderAccess } from '../builder-access';
import { exportFileName } from './file-name';

export interface ExportedFile {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

// Each renderer, with pdfkit or docx, loads with the first export of its format (ADR 047).
const renderers = {
  pdf: async (document, title) => (await import('./pdf')).renderPdf(document, title),
  docx: async (document, title) => (await import('./docx')).renderDocx(document, title),
} satisfies Record<ExportFormat, (document: BuilderDocument, title: string) => Promise<Buffer>>;

/**
 * The document as the page shows it, saved or not, as a file (product §6). It reads no stored data,
 * so the Premium check is the whole authorization; nothing is written either.
 */
export async function exportDocument(
  actor: SessionUser,
  request: { format: ExportFormat; title: string; document: BuilderDocument },
): Promise<ExportedFile> {
  assertBuilderAccess(actor);
  const bytes = await renderers[request.format](request.document, request.title);
  return {
    bytes,
    contentType: exportContentTypes[request.format],
    fileName: exportFileName(request.title, request.format),
  };
}
