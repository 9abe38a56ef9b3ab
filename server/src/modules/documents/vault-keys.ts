import fs from 'node:fs';
import path from 'node:path';
import { keyringFrom, masterKeyId, newMasterKey, type VaultKeyring } from './vault-crypto';

// Where the vault's master keys come from (ADR 021): the environment, or on the embedded default a
// key file generated in DATA_DIR. PostgreSQL deployments must bring their own key.

export const VAULT_KEY_FILE = 'vault-keys.json';
const HOW_TO_MAKE_A_KEY = 'make one with `openssl rand -base64 32`';

/** 32 bytes as base64 or as 64 hex characters; null for anything else. */
export function parseMasterKey(value: string): Buffer | null {
  const text = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return null;
  const key = Buffer.from(text, /[-_]/.test(text) ? 'base64url' : 'base64');
  return key.length === 32 ? key : null;
}

/** Start-up cannot go on without a master key; the message says what to do, never a key. */
export class VaultKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VaultKeyError';
  }
}

interface KeyFile {
  current: string;
  /** Every key ever made here, base64; old ones stay so older wrapped keys keep opening. */
  keys: string[];
}

function readKeyFile(file: string): KeyFile {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<KeyFile>;
  if (typeof parsed.current !== 'string' || !Array.isArray(parsed.keys))
    throw new VaultKeyError(`${file} is not a vault key file`);
  return { current: parsed.current, keys: parsed.keys };
}

/**
 * Writes beside the file, owner-only from the first byte, then swaps it in: never a half-written
 * keyring. `exclusive` (the first key) links instead of renaming, so of two first starts racing
 * one wins and the other reads its key rather than replacing it.
 */
function writeKeyFile(file: string, content: KeyFile, exclusive: boolean): boolean {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  try {
    if (!exclusive) fs.renameSync(temporary, file);
    else fs.linkSync(temporary, file);
  } catch (error) {
    if (exclusive && (error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  fs.chmodSync(file, 0o600);
  return true;
}

function keyringFromFile(file: string, content: KeyFile): VaultKeyring {
  const keys = content.keys.map((text) => parseMasterKey(text));
  if (keys.some((key) => key === null)) throw new VaultKeyError(`${file} holds a key that is not 32 bytes`);
  const all = keys as Buffer[];
  const current = all.find((key) => masterKeyId(key) === content.current);
  if (!current) throw new VaultKeyError(`${file}: its current key ${content.current} is missing`);
  return keyringFrom(current, all);
}

export interface FileKeyring {
  keyring: VaultKeyring;
  file: string;
  created: boolean;
}

/** The embedded default's key file: made (mode 0600) on first start, then reused as it is. */
export function loadFileKeyring(dataDir: string): FileKeyring {
  const file = path.join(dataDir, VAULT_KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    const key = newMasterKey();
    if (writeKeyFile(file, { current: masterKeyId(key), keys: [key.toString('base64')] }, true))
      return { keyring: keyringFrom(key), file, created: true };
  }
  // A copy restored from a backup may have come back world-readable: tighten it.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  return { keyring: keyringFromFile(file, readKeyFile(file)), file, created: false };
}

/** `vault:rotate --new-key`: a fresh key becomes current; the old ones stay for reading. */
export function addFileKey(dataDir: string): VaultKeyring {
  const { file } = loadFileKeyring(dataDir);
  const content = readKeyFile(file);
  const key = newMasterKey();
  const next = { current: masterKeyId(key), keys: [...content.keys, key.toString('base64')] };
  writeKeyFile(file, next, false);
  return keyringFromFile(file, next);
}

export interface VaultKeySource {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
  VAULT_MASTER_KEY?: Buffer | undefined;
  VAULT_PREVIOUS_MASTER_KEYS?: Buffer[] | undefined;
}

export interface ResolvedKeyring {
  keyring: VaultKeyring;
  /** The one warning to log at start-up, when the key lives in a generated file. */
  warning: string | null;
}

/** The keyring for this deployment, or VaultKeyError when PostgreSQL has no key configured. */
export function resolveVaultKeyring(env: VaultKeySource): ResolvedKeyring {
  if (env.VAULT_MASTER_KEY)
    return { keyring: keyringFrom(env.VAULT_MASTER_KEY, env.VAULT_PREVIOUS_MASTER_KEYS), warning: null };
  if (env.DATABASE_URL)
    throw new VaultKeyError(
      `VAULT_MASTER_KEY is required with DATABASE_URL (it encrypts the Document Vault): ${HOW_TO_MAKE_A_KEY} and set it in the environment.`,
    );
  const loaded = loadFileKeyring(path.resolve(env.DATA_DIR));
  const verb = loaded.created ? 'generated' : 'using';
  return {
    keyring: loaded.keyring,
    warning: `vault: ${verb} the master key file ${loaded.file}; back it up with the data, without it the stored documents cannot be read`,
  };
}
