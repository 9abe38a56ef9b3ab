import fs from 'node:fs';
import path from 'node:path';
import type { PageAnswers } from '@futurefund/core';
import { pathToFileURL } from 'node:url';

/** What the web build's server entry (web/src/entry-server.tsx) exports to the server. */
export interface ServerEntry {
  /** The markup of a page for a visitor (ADR 036), drawn with the API's answers (ADR 044). */
  renderPage: (url: string, answers?: PageAnswers) => Promise<string>;
  /** The API GET paths whose answers the page at a URL (path and query) draws with (ADR 044). */
  pageAnswerPaths: (url: string) => Promise<string[]> | string[];
  /** The source module of the page a path shows, as the build manifest names it (ADR 037). */
  pageSourceFor: (pathname: string) => string | undefined;
}

/** web/dist-ssr/entry-server.js, beside the client build. */
export function serverEntryFile(webDistDir: string): string {
  return path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
}

/** Imports the server entry once (Node caches the module); null when the build has none. */
export async function loadServerEntry(webDistDir: string): Promise<ServerEntry | null> {
  const entry = serverEntryFile(webDistDir);
  if (!fs.existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as ServerEntry;
}
