// Renders the app icons (web app manifest, apple-touch-icon) from public/logo.svg with the system
// Chromium. Run once after changing the logo and commit the PNGs: nothing is drawn or downloaded
// at build time (ADR 032).
//   node web/scripts/render-icons.mjs
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = new URL('../public/', import.meta.url);
const logo = await readFile(new URL('logo.svg', publicDir), 'utf8');
const BRAND_BLUE = '#1d4ed8'; // the logo's own background, so padding blends into it

// size: output pixels; padding: share of each side left around the logo. Maskable icons keep the
// logo inside the central 80 % safe zone, because launchers crop them to circles or squircles.
const icons = [
  { file: 'icons/icon-192.png', size: 192, padding: 0, background: 'transparent' },
  { file: 'icons/icon-512.png', size: 512, padding: 0, background: 'transparent' },
  { file: 'icons/icon-maskable-512.png', size: 512, padding: 0.12, background: BRAND_BLUE },
  // iOS fills transparency with black and rounds the corners itself: a full-bleed square.
  { file: 'icons/apple-touch-icon-180.png', size: 180, padding: 0.06, background: BRAND_BLUE },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const { file, size, padding, background } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = Math.round(size * (1 - 2 * padding));
    await page.setContent(
      `<html><body style="margin:0;background:${background};display:grid;place-items:center;width:${size}px;height:${size}px">` +
        `<div style="width:${inner}px;height:${inner}px">${logo.replace('<svg ', `<svg style="width:100%;height:100%" `)}</div>` +
        `</body></html>`,
    );
    await page.screenshot({
      path: fileURLToPath(new URL(file, publicDir)),
      omitBackground: background === 'transparent',
    });
    await page.close();
    console.log(`wrote web/public/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
