// Initial JavaScript for `/` (quality.md: ≤ 120 KB gzip, every other route lazy-loaded): Chromium
// opens `/` on the built server, and every script it loads before the network goes quiet is
// counted, gzipped at level 9 from web/dist (the budget's unit), next to what the server sent.
// Twice: as a visitor, who gets `/` as a document with its islands (ADR 043), and as a signed-in
// student, who gets the app.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort, signUpStudent, startBuiltServer, stopServer } from './lib.mjs';

export const title = 'initial JavaScript for / (gzip -9 of each script the first visit loads)';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_KB = 120;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

export async function run() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-bench-js-'));
  const port = await freePort();
  // Which scripts load does not depend on the catalog: no seed import, a quick start.
  const server = await startBuiltServer(root, port, {
    DATA_DIR: dataDir,
    SEED_DATA: 'false',
    DATABASE_URL: '',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const visitor = await scriptsOf(browser, port, []);
    const session = await signUpStudent(`http://127.0.0.1:${port}`, 'bench_initial_js');
    const member = await scriptsOf(
      browser,
      port,
      session.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name, value: value.join('='), url: `http://127.0.0.1:${port}` };
      }),
    );
    const rows = [...visitor.rows.map((row) => ({ visit: 'visitor', ...row }))];
    rows.push(...member.rows.map((row) => ({ visit: 'signed in', ...row })));
    const judge = (label, total) =>
      `${label}: ${total} KB gzip of the ${BUDGET_KB} KB budget (${Math.round((total / BUDGET_KB) * 100)}%)`;
    return {
      rows,
      notes: [judge('visitor', visitor.total), judge('signed in (the app)', member.total)],
    };
  } finally {
    await browser.close();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The scripts a first visit to `/` loads with `cookies`, one row each and a total. */
async function scriptsOf(browser, port, cookies) {
  const context = await browser.newContext();
  await context.addCookies(cookies);
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const sizes = await response
      .request()
      .sizes()
      .catch(() => null);
    scripts.set(new URL(response.url()).pathname, sizes?.responseBodySize ?? 0);
  });
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
  await context.close();
  const rows = [...scripts].map(([pathname, sent]) => {
    const source = fs.readFileSync(path.join(root, 'web/dist', pathname));
    return {
      script: pathname,
      'raw KB': kb(source.length),
      'gzip -9 KB': kb(zlib.gzipSync(source, { level: 9 }).length),
      'sent KB': kb(sent),
    };
  });
  const total = Math.round(rows.reduce((sum, row) => sum + row['gzip -9 KB'], 0) * 10) / 10;
  rows.push({
    script: 'total',
    'raw KB': kb(rows.reduce((s, r) => s + r['raw KB'] * 1024, 0)),
    'gzip -9 KB': total,
    'sent KB': kb(rows.reduce((s, r) => s + r['sent KB'] * 1024, 0)),
  });
  return { rows, total };
}
