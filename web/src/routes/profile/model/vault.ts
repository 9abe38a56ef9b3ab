import { VAULT_QUOTA_BYTES, formatFileSize, type DocumentSummary } from '@futurefund/core';

/** How full the vault is: the listed documents' own sizes against the quota (product §9). */
export function vaultUsage(documents: readonly Pick<DocumentSummary, 'size'>[]) {
  const used = documents.reduce((total, document) => total + (document.size ?? 0), 0);
  return {
    used,
    percent: Math.min(100, Math.round((used / VAULT_QUOTA_BYTES) * 100)),
    text: `${formatFileSize(used)} of ${formatFileSize(VAULT_QUOTA_BYTES)} used`,
  };
}

/** "report.final.pdf" → "report.final": the name a chosen file suggests for the document. */
export const nameFromFile = (fileName: string) => fileName.replace(/\.[^.]*$/, '') || fileName;
