import { rewrapDataKey, type SealedDocument, type VaultKeyring } from './vault-crypto';

export const ROTATION_BATCH_SIZE = 100;

/** One row whose data key a master key wraps. */
export interface WrappedKeyRow extends Pick<SealedDocument, 'encryptionKey' | 'keyId'> {
  id: number;
  userId: number;
}

/**
 * A table of rows sealed with the vault's keys: the vault's documents and the builder's drafts
 * (ADR 029). Both repos are this shape already.
 */
export interface WrappedKeyStore {
  transaction<T>(
    fn: (tx: {
      staleKeys(currentKeyId: string, limit: number): Promise<WrappedKeyRow[]>;
      setKey(id: number, key: Pick<SealedDocument, 'encryptionKey' | 'keyId'>): Promise<void>;
    }) => Promise<T>,
  ): Promise<T>;
}

/**
 * Re-wraps every data key not under the keyring's current master key (ADR 021), store by store.
 * The content is not re-encrypted: only the small wrapped keys change, a batch per transaction,
 * so a stopped rotation leaves every document and draft readable and can simply be run again.
 */
export async function rotateVaultKeys(
  stores: readonly WrappedKeyStore[],
  keyring: VaultKeyring,
  batchSize = ROTATION_BATCH_SIZE,
): Promise<{ rewrapped: number; keyId: string }> {
  let rewrapped = 0;
  for (const store of stores) {
    for (;;) {
      const done = await store.transaction(async (tx) => {
        const stale = await tx.staleKeys(keyring.currentId, batchSize);
        for (const row of stale) await tx.setKey(row.id, rewrapDataKey(keyring, row.userId, row));
        return stale.length;
      });
      rewrapped += done;
      if (done < batchSize) break;
    }
  }
  return { rewrapped, keyId: keyring.currentId };
}
