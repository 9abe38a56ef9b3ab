import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BuilderTemplate } from '@futurefund/core';

/**
 * DejaVu is embedded (subset) so any name, "Zoë Nguyễn" included, renders and stays extractable;
 * the 14 standard PDF fonts only cover Latin-1. The package stays in node_modules in the bundle
 * too (server/build.mjs keeps npm packages external), so resolving its folder works at runtime.
 */
const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);

const families: Record<BuilderTemplate, { regular: string; bold: string }> = {
  classic: { regular: 'DejaVuSerif', bold: 'DejaVuSerif-Bold' },
  modern: { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' },
  compact: { regular: 'DejaVuSansCondensed', bold: 'DejaVuSansCondensed-Bold' },
};

// Read once per process: every export after the first skips the disk.
const cache = new Map<string, Buffer>();
function fontFile(name: string): Buffer {
  let bytes = cache.get(name);
  if (!bytes) {
    bytes = readFileSync(path.join(fontDir, `${name}.ttf`));
    cache.set(name, bytes);
  }
  return bytes;
}

export function templateFonts(template: BuilderTemplate): { regular: Buffer; bold: Buffer } {
  const family = families[template];
  return { regular: fontFile(family.regular), bold: fontFile(family.bold) };
}
