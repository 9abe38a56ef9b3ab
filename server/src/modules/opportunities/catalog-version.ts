import type { DatabaseHandle } from '../../db/client';

export const CATALOG_VERSION_CHANNEL = 'catalog_version';
/** A safety net under NOTIFY (a connection that died without telling us): re-read this often. */
const RECHECK_MS = 10_000;

/**
 * The catalog version (migration 0007) kept in memory from its NOTIFY announcements, so a cached
 * browse answer costs no query at all (ADR 009). While notifications might be missed (before the
 * first LISTEN, or while a lost connection is replaced) every call reads the version instead.
 */
export async function watchCatalogVersion(handle: DatabaseHandle, readVersion: () => Promise<string>) {
  let known: bigint | null = null;
  // Highest version announced while `known` was being (re)read: a read may finish with an older one.
  let announced = 0n;
  const max = (a: bigint, b: bigint) => (a > b ? a : b);

  const stop = await handle.listen(CATALOG_VERSION_CHANNEL, {
    onNotify(payload) {
      const version = BigInt(payload);
      announced = max(announced, version);
      if (known !== null) known = max(known, version);
    },
    onListening(active) {
      known = null;
      if (!active) return;
      // Listening first, then reading: any later write is announced, any earlier one is read.
      void readVersion().then(
        (version) => (known = max(BigInt(version), announced)),
        () => undefined, // stays unknown: calls keep reading until the next reconnect
      );
    },
  });

  const recheck = setInterval(() => {
    if (known === null) return;
    readVersion().then(
      (version) => {
        if (known !== null) known = max(known, BigInt(version));
      },
      () => undefined,
    );
  }, RECHECK_MS);
  recheck.unref();

  return {
    async current(): Promise<string> {
      return known !== null ? String(known) : readVersion();
    },
    async stop() {
      clearInterval(recheck);
      await stop();
    },
  };
}
