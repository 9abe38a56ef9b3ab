import { vaultFileTypes, type VaultFileType } from '@futurefund/core';

// A client's file name is only ever shown and offered back as a download name, never used as a path.

const FILE_NAME_MAX = 120;
// Control characters, and the bidirectional overrides that make "exe.pdf" read as something else.
const UNSAFE = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
// Characters no file system or shell should meet in a saved name.
const RESERVED = /[<>:"/\\|?*]/g;

function capped(name: string): string {
  const chars = [...name];
  if (chars.length <= FILE_NAME_MAX) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return chars.slice(0, FILE_NAME_MAX - extension.length).join('') + extension;
}

/** The uploaded file's display name: its last path part, no control characters, capped; null if nothing is left. */
export function displayFileName(raw: string | undefined): string | null {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const clean = base.replace(UNSAFE, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  return clean ? capped(clean) : null;
}

/**
 * The name a download is saved under: text documents as `<name>.txt` (product §9), files as their
 * display name with the extension of the type their bytes are.
 */
export function downloadFileName(
  document: { name: string; fileName: string | null },
  type: VaultFileType,
): string {
  const extension = vaultFileTypes[type];
  const safe = (displayFileName(document.fileName ?? document.name) ?? 'document').replace(RESERVED, '_');
  // An uploaded name's own extension gives way to the detected one; a typed title keeps its dots.
  const stem = document.fileName ? safe.replace(/\.[A-Za-z0-9]{1,8}$/, '') : safe;
  return `${stem || 'document'}${extension}`;
}
