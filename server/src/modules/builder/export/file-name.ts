import type { ExportFormat } from '@futurefund/core';

const SLUG_MAX = 80;

/**
 * The download's name from the draft's title: plain ASCII letters, digits and dashes, so it is safe
 * in any header, file system or shell. The title is only ever a label, never a path.
 */
export function exportFileName(title: string, format: ExportFormat): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['’]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return `${slug || 'futurefund-document'}.${format}`;
}
