import { builderApi, type ExportRequest } from '@futurefund/core';
import { apiRequest } from '../../../lib/api-client';

/** The file name the server chose (RFC 6266: the UTF-8 `filename*` first, then `filename`). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/** POST /api/builder/export, then hands the bytes to the browser as a download. */
export async function downloadExport(body: ExportRequest): Promise<string> {
  const response = await apiRequest('POST', builderApi.exportDocument.path, body);
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('Content-Disposition'), `${body.title}.${body.format}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
