import fs from 'node:fs';
import path from 'node:path';
import { fetchText } from '../../sources/fetcher';
import type { SourceAdapter } from '../../sources/types';
import type { SourceConfig } from './data-sources.repo';

/** The repository root that holds data/seed (works from src/ under tsx and from the bundle). */
export function findDataRoot(): string {
  const here = import.meta.dirname;
  const candidates = [path.resolve(here, '../../../..'), path.resolve(here, '../..'), process.cwd()];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'data', 'seed')));
  if (!found) throw new Error(`data/seed not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Every file under `root` whose name ends with one of `extensions`, keyed by its "/"-separated relative path. */
export function readDirectoryInput(root: string, extensions: readonly string[]): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (extensions.some((extension) => entry.name.endsWith(extension)))
        files[path.relative(root, full).split(path.sep).join('/')] = fs.readFileSync(full, 'utf8');
    }
  };
  walk(root);
  return files;
}

function readLocal(target: string, adapter: SourceAdapter): string | Record<string, string> {
  if (!fs.existsSync(target)) throw new Error(`Source file not found: ${target}`);
  if (adapter.input === 'file') return fs.readFileSync(target, 'utf8');
  if (!fs.statSync(target).isDirectory())
    throw new Error(`The ${adapter.name} adapter reads a folder, not a file: ${target}`);
  return readDirectoryInput(target, adapter.fileExtensions ?? ['.json']);
}

/** Reads a source's raw input: a bundled file or folder, or a URL fetched through the guarded fetcher. */
export async function loadSourceInput(
  config: SourceConfig,
  adapter: SourceAdapter,
  options: { allowLoopback?: boolean; baseDir?: string } = {},
): Promise<string | Record<string, string>> {
  if (config.url) {
    if (adapter.input !== 'file')
      throw new Error(`The ${adapter.name} adapter reads a folder and cannot fetch a URL`);
    return (
      await fetchText(config.url, {
        contentTypes: adapter.contentTypes,
        allowLoopback: options.allowLoopback,
      })
    ).text;
  }
  if (!config.path) throw new Error('The source has neither a path nor a URL');
  return readLocal(path.resolve(options.baseDir ?? findDataRoot(), config.path), adapter);
}
