import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, fetch } from 'undici';

export class SourceFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourceFetchError';
  }
}

export interface FetchTextOptions {
  /** Accepted content types (without parameters), e.g. ['application/json', 'text/plain']. */
  contentTypes: string[];
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Tests only: serve fixtures from a local HTTP server. Production never reaches loopback. */
  allowLoopback?: boolean;
  /** Cancels the fetch (a shutting-down server); the error thrown is the signal's reason. */
  signal?: AbortSignal;
}

export const FETCH_DEFAULTS = { timeoutMs: 20_000, maxBytes: 50 * 1024 * 1024, maxRedirects: 3 };

/** Only ordinary public unicast addresses (not loopback, private, link-local, CGNAT, multicast, …). */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const range = parsed.range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

/**
 * The guard runs inside the connection's DNS lookup, so the address checked is the address
 * connected to (no gap for DNS rebinding between a check and the connect).
 */
function guardedAgent(allowLoopback: boolean) {
  const lookup: typeof dns.lookup = ((
    hostname: string,
    options: dns.LookupOptions,
    callback: (...args: unknown[]) => void,
  ) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error);
      const list = addresses as dns.LookupAddress[];
      const refused = list.find((entry) => !isPublicAddress(entry.address, allowLoopback));
      if (refused || list.length === 0) {
        return callback(
          new SourceFetchError(
            `Refused to connect to ${hostname}: it resolves to a private or local address`,
          ),
        );
      }
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  }) as typeof dns.lookup;
  return new Agent({ connect: { lookup } });
}

function checkUrl(raw: string, allowLoopback: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SourceFetchError(`Not a valid URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SourceFetchError(`Only http and https sources can be fetched (got ${url.protocol})`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !isPublicAddress(host, allowLoopback)) {
    throw new SourceFetchError(`Refused to connect to ${host}: it is a private or local address`);
  }
  return url;
}

/** Fetches a source document with a timeout, a size cap, limited redirects and a content-type check. */
export async function fetchText(
  rawUrl: string,
  options: FetchTextOptions,
): Promise<{ text: string; url: string }> {
  const { timeoutMs, maxBytes, maxRedirects } = { ...FETCH_DEFAULTS, ...options };
  const allowLoopback = options.allowLoopback ?? false;
  const dispatcher = guardedAgent(allowLoopback);
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  let url = checkUrl(rawUrl, allowLoopback);
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await fetch(url, {
        dispatcher,
        signal,
        redirect: 'manual',
        headers: { accept: options.contentTypes.join(', ') },
      });
      if (response.status >= 300 && response.status < 400 && response.headers.get('location')) {
        await response.body?.cancel();
        if (redirects >= maxRedirects)
          throw new SourceFetchError(`Too many redirects (more than ${maxRedirects})`);
        url = checkUrl(new URL(response.headers.get('location')!, url).toString(), allowLoopback);
        continue;
      }
      if (!response.ok) throw new SourceFetchError(`The source answered HTTP ${response.status}`);
      const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!options.contentTypes.includes(contentType)) {
        await response.body?.cancel();
        throw new SourceFetchError(
          `Unexpected content type "${contentType || 'none'}" (expected ${options.contentTypes.join(' or ')})`,
        );
      }
      return { text: await readCapped(response, maxBytes), url: url.toString() };
    }
  } catch (error) {
    if (error instanceof SourceFetchError) throw error;
    options.signal?.throwIfAborted();
    if (timeout.aborted)
      throw new SourceFetchError(
        `The source did not answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`}`,
      );
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof SourceFetchError) throw cause;
    throw new SourceFetchError(
      `Could not fetch the source: ${(cause as Error | undefined)?.message ?? (error as Error).message}`,
    );
  } finally {
    await dispatcher.close();
  }
}

async function readCapped(
  response: Response | Awaited<ReturnType<typeof fetch>>,
  maxBytes: number,
): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  const tooLarge = () =>
    new SourceFetchError(`The source is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body ?? []) {
    total += chunk.byteLength;
    if (total > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
