import { vaultFileTypes, type VaultFileType } from '@futurefund/core';
import { loadOnFirstUse } from '../../lib/load-on-first-use';

// What an uploaded file is, by its bytes (never by the name or type the client sent, ADR 021).

const binaryTypes = new Set<string>(Object.keys(vaultFileTypes).filter((type) => type !== 'text/plain'));
const utf8 = new TextDecoder('utf-8', { fatal: true });
// Control characters other than tab, line feed and carriage return (C0, DEL, C1).
const hasControl = (text: string) => /\p{Cc}/u.test(text.replace(/[\t\n\r]/g, ''));
// Markup is not plain text: an HTML or SVG page renamed .pdf or .txt is refused, not stored.
const MARKUP = /^\s*<(?:[!?]|[a-z][a-z0-9-]*[\s/>])/i;

function isPlainText(bytes: Buffer): boolean {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return false;
  }
  return !hasControl(text) && !MARKUP.test(text.replace(/^\uFEFF/, ''));
}

const fileType = loadOnFirstUse(() => import('file-type'));

/** The vault type the bytes are, or null when the vault does not take them. */
export async function detectVaultFileType(bytes: Buffer): Promise<VaultFileType | null> {
  const { fileTypeFromBuffer } = await fileType();
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return binaryTypes.has(detected.mime) ? (detected.mime as VaultFileType) : null;
  return isPlainText(bytes) ? 'text/plain' : null;
}
