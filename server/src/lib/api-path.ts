/**
 * The path of a request URL as the router matches it: query cut off, percent-escapes decoded.
 * Checks on the raw URL are bypassed by '/%61pi/…', which the router still routes to '/api/…'.
 */
export function decodedPath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // malformed escapes: the router answers 400/404 for these anyway
  }
}

export function isApiPath(url: string): boolean {
  const path = decodedPath(url);
  return path === '/api' || path.startsWith('/api/');
}
