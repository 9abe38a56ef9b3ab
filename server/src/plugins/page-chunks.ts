import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { loadServerEntry, serverEntryFile } from './server-entry';

/** One entry of Vite's build manifest (web/dist/.vite/manifest.json), keyed by source path. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The files a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * `<link rel="modulepreload">` tags for the chunks of the page a path shows (ADR 037), so the
 * browser fetches them alongside the shell's script instead of after it has run. The shell's own
 * chunks are left out (index.html already loads them). Built from the web build's manifest and
 * the server entry's pageSourceFor; null when either is missing (the page still loads, later).
 */
export async function loadPageChunks(
  webDistDir: string,
  log: FastifyBaseLogger,
): Promise<((pathname: string) => string) | null> {
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  const entry = fs.existsSync(manifestFile) ? await loadServerEntry(webDistDir) : null;
  if (!entry) {
    log.warn(
      { manifestFile, entry: serverEntryFile(webDistDir) },
      'no build manifest or server entry: page chunks are not announced',
    );
    return null;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const { pageSourceFor } = entry;
  const shell = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) staticClosure(manifest, key, shell);

  const tagsBySource = new Map<string, string>();
  return (pathname) => {
    const source = pageSourceFor(pathname);
    if (!source || !manifest[source]) return '';
    let tags = tagsBySource.get(source);
    if (tags === undefined) {
      tags = [...staticClosure(manifest, source)]
        .filter((file) => !shell.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('');
      tagsBySource.set(source, tags);
    }
    return tags;
  };
}
