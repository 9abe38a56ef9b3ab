import { databaseConfigFromEnv, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { EnvError, parseEnv } from '../env';
import { createDraftsRepo } from '../modules/builder/drafts/drafts.repo';
import { createDocumentsRepo } from '../modules/documents/documents.repo';
import { VaultIntegrityError } from '../modules/documents/vault-crypto';
import { addFileKey, resolveVaultKeyring, VaultKeyError } from '../modules/documents/vault-keys';
import { rotateVaultKeys } from '../modules/documents/vault-rotation';

// npm run vault:rotate [-- --new-key]: re-wraps every vault document's and builder draft's data
// key under the current master key (ADR 021, ADR 029). With env keys, set the new VAULT_MASTER_KEY
// and move the old one to VAULT_PREVIOUS_MASTER_KEYS first; on the embedded default, --new-key adds
// a fresh key to the key file and makes it current (stop the server first: it holds the data
// directory).
const newKey = process.argv.includes('--new-key');

async function main() {
  const env = parseEnv();
  if (newKey && (env.VAULT_MASTER_KEY || env.DATABASE_URL))
    throw new VaultKeyError(
      '--new-key is for the embedded key file; with VAULT_MASTER_KEY set the new key in the environment.',
    );
  let keyring = resolveVaultKeyring(env).keyring;
  // Open (and lock) the database before touching the key file, so a running server is never surprised.
  const database = await openDatabase(databaseConfigFromEnv(env));
  try {
    await runMigrations(database);
    if (newKey) keyring = addFileKey(env.DATA_DIR);
    const stores = [createDocumentsRepo(database.db), createDraftsRepo(database.db)];
    const { rewrapped, keyId } = await rotateVaultKeys(stores, keyring);
    console.log(`Re-wrapped ${rewrapped} data key${rewrapped === 1 ? '' : 's'} under master key ${keyId}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = [EnvError, VaultKeyError, VaultIntegrityError].some((type) => error instanceof type);
  const lockedOut = error instanceof Error && error.name === 'DataDirLockedError';
  console.error(known || lockedOut ? (error as Error).message : error);
  process.exit(1);
});
