import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/** What Fastify's trustProxy gets: off, the number of proxy hops in front of us, or their addresses. */
export type TrustProxy = false | number | string[];

// proxy-addr's names for whole ranges, accepted next to literal addresses and CIDRs.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const HINT =
  'give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.2,10.1.0.0/16)';

/**
 * TRUST_PROXY: `false`, a hop count, or comma-separated proxy IPs/CIDRs. `true` is refused: it
 * trusts every X-Forwarded-For entry, so a client could make up its own address and escape the
 * per-address sign-in limits.
 */
export const trustProxySchema = z.string().transform((raw, ctx): TrustProxy => {
  const value = raw.trim().toLowerCase();
  if (value === 'false' || value === '0') return false;
  if (value === 'true') {
    ctx.addIssue({
      code: 'custom',
      message: `true would trust any X-Forwarded-For a client makes up: ${HINT}`,
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 32) return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => NAMED_RANGES.has(entry) || isAddressOrRange(entry));
  if (!valid || entries.length === 0) {
    ctx.addIssue({ code: 'custom', message: `must be false, a number of hops or addresses: ${HINT}` });
    return z.NEVER;
  }
  return entries;
});

/** Written-out IPv4 (four decimal parts, not ipaddr's '1' = 0.0.0.1 forms) or IPv6, optionally /prefix. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const plain = ipaddr.IPv4.isValidFourPartDecimal(address) || ipaddr.IPv6.isValid(address);
  if (!plain || rest.length > 0) return false;
  return prefix === undefined || ipaddr.isValidCIDR(entry);
}

/**
 * Fastify's own number handling trusts nothing (it cannot tell a proxy from a direct client), so a
 * hop count becomes "the n nearest addresses are proxies", as in Express/proxy-addr. That is only
 * safe when the server cannot be reached except through those proxies (README).
 */
export function fastifyTrustProxy(value: TrustProxy) {
  if (typeof value !== 'number') return value;
  if (value === 0) return false;
  return (_address: string, hop: number) => hop < value;
}
