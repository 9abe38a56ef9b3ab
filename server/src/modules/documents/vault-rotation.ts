import type { DocumentsRepo } from './documents.repo';
import { rewrapDataKey, type VaultKeyring } from './vault-crypto';

export const ROTATION_BATCH_SIZE = 100;

/**
 * Re-wraps every data key not under the keyring's current master key (ADR 021). The content is
 * not re-encrypted: only the small wrapped keys change, a batch per transaction, so a stopped
 * rotation leaves every document readable and can simply be run again.
 */
export async function rotateVaultKeys(
  repo: DocumentsRepo,
  keyring: VaultKeyring,
  batchSize = ROTATION_BATCH_SIZE,
): Promise<{ rewrapped: number; keyId: string }> {
  let rewrapped = 0;
  for (;;) {
    const done = await repo.transaction(async (tx) => {
      const stale = await tx.staleKeys(keyring.currentId, batchSize);
      for (const row of stale) await tx.setKey(row.id, rewrapDataKey(keyring, row.userId, row));
      return stale.length;
    });
    rewrapped += done;
    if (done < batchSize) return { rewrapped, keyId: keyring.currentId };
  }
}
