// The Document Vault's cost on its largest file: uploading and downloading a 10 MB PDF-typed file
// through the real server (multipart parsing, content sniffing, AES-256-GCM, the database), next to
// the same server sending a 10 MB body from memory (bench/static-json-server.ts's baseline route).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, median, signUpStudent, startBuiltServer, stopServer } from './lib.mjs';

export const title = 'vault: 10 MB upload and download vs a 10 MB static answer (PGlite)';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SIZE = 10 * 1024 * 1024;
// Compression would measure zlib, not the vault: every request asks for the bytes as they are.
const identity = { 'accept-encoding': 'identity' };

async function timed(fn) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function fetchOk(url, init = {}) {
  const response = await fetch(url, { ...init, headers: { ...identity, ...init.headers } });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${url}: ${response.status} ${body.subarray(0, 200)}`);
  return { response, body };
}

export async function run({ rounds = 5 } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-bench-vault-'));
  const bodyFile = path.join(dataDir, 'static-10mb.json');
  fs.writeFileSync(bodyFile, JSON.stringify('x'.repeat(SIZE - 2)));
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(SIZE - 9, 0x20)]);
  const port = await freePort();
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DATA: 'false',
    CATALOG_REFRESH_CRON: 'off',
    BENCH_STATIC_JSON_FILE: bodyFile,
  };
  const server = await startBuiltServer(root, port, env, ['--import', 'tsx', 'bench/static-json-server.ts']);
  const base = `http://127.0.0.1:${port}`;
  try {
    const cookie = await signUpStudent(base, `bench_${Date.now()}`);
    const upload = async () => {
      const form = new FormData();
      form.append('name', 'Bench file');
      form.append('type', 'other');
      form.append('file', new Blob([pdf]), 'bench.pdf');
      return fetchOk(`${base}/api/documents/upload`, {
        method: 'POST',
        body: form,
        headers: { cookie, origin: base },
      });
    };
    const ids = [];
    const uploads = [];
    const downloads = [];
    const statics = [];
    for (let round = 0; round < rounds; round++) {
      uploads.push(await timed(async () => ids.push(JSON.parse((await upload()).body).id)));
      downloads.push(
        await timed(() => fetchOk(`${base}/api/documents/${ids.at(-1)}/download`, { headers: { cookie } })),
      );
      statics.push(await timed(() => fetchOk(`${base}/bench/static-json`)));
      // Stay under the 50 MB quota whatever the rounds.
      await fetchOk(`${base}/api/documents/${ids.at(-1)}`, {
        method: 'DELETE',
        headers: { cookie, origin: base },
      });
    }
    const baseline = median(statics);
    const row = (figure, values) => ({
      figure,
      requests: values.length,
      'median ms': +median(values).toFixed(1),
      'x static': +(median(values) / baseline).toFixed(2),
    });
    return {
      rows: [
        row('10 MB static answer (baseline)', statics),
        row('10 MB upload', uploads),
        row('10 MB download', downloads),
      ],
      notes: ['ratios are against the same server sending 10 MB from memory in the same run'],
    };
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
