import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Envelope encryption for the Document Vault (ADR 021): each document has its own random data key
// (AES-256-GCM); the data key is stored wrapped by a master key, named by `keyId`, so master keys can
// rotate by re-wrapping data keys without touching the content.

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** The master keys this process can use: `currentId` wraps new data keys, the others only unwrap. */
export interface VaultKeyring {
  currentId: string;
  keys: ReadonlyMap<string, Buffer>;
}

/** The stored, encrypted form of one document (the columns of user_documents). */
export interface SealedDocument {
  ciphertext: Buffer;
  /** base64 of nonce | tag | wrapped data key */
  encryptionKey: string;
  keyId: string;
}

/**
 * Decryption failed: tampered bytes, a row copied to another user, a wrong or missing master key.
 * Never answered to the client as anything but a generic 500.
 */
export class VaultIntegrityError extends Error {
  constructor(reason: string) {
    super(`vault integrity check failed: ${reason}`);
    this.name = 'VaultIntegrityError';
  }
}

/** A short, stable name for a master key that reveals nothing usable about it. */
export function masterKeyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

export function keyringFrom(current: Buffer, previous: readonly Buffer[] = []): VaultKeyring {
  const keys = new Map<string, Buffer>();
  for (const key of [current, ...previous]) keys.set(masterKeyId(key), key);
  return { currentId: masterKeyId(current), keys };
}

export const newMasterKey = () => randomBytes(KEY_BYTES);

// Associated data: a ciphertext or wrapped key moved to another user's row no longer authenticates.
const contentAad = (userId: number) => Buffer.from(`ff-vault:v1:user:${userId}`);
const wrapAad = (userId: number, keyId: string) => Buffer.from(`ff-vault:v1:key:${keyId}:user:${userId}`);

function seal(key: Buffer, plaintext: Buffer, aad: Buffer): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), body]);
}

function open(key: Buffer, sealed: Buffer, aad: Buffer, what: string): Buffer {
  if (sealed.length < NONCE_BYTES + TAG_BYTES) throw new VaultIntegrityError(`${what} is truncated`);
  const nonce = sealed.subarray(0, NONCE_BYTES);
  const tag = sealed.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES);
  try {
    const decipher = createDecipheriv(ALGORITHM, key, nonce, { authTagLength: TAG_BYTES });
    decipher.setAAD(aad);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw new VaultIntegrityError(`${what} does not authenticate`);
  }
}

function masterKey(keyring: VaultKeyring, keyId: string): Buffer {
  const key = keyring.keys.get(keyId);
  if (!key) throw new VaultIntegrityError(`master key ${keyId} is not in the keyring`);
  return key;
}

function wrap(keyring: VaultKeyring, userId: number, dataKey: Buffer) {
  const keyId = keyring.currentId;
  const wrapped = seal(masterKey(keyring, keyId), dataKey, wrapAad(userId, keyId));
  return { encryptionKey: wrapped.toString('base64'), keyId };
}

function unwrap(
  keyring: VaultKeyring,
  userId: number,
  sealed: Pick<SealedDocument, 'encryptionKey' | 'keyId'>,
) {
  const dataKey = open(
    masterKey(keyring, sealed.keyId),
    Buffer.from(sealed.encryptionKey, 'base64'),
    wrapAad(userId, sealed.keyId),
    'the wrapped data key',
  );
  if (dataKey.length !== KEY_BYTES) throw new VaultIntegrityError('the data key has the wrong length');
  return dataKey;
}

/** Encrypts one document for its owner under a fresh data key wrapped by the current master key. */
export function encryptDocument(keyring: VaultKeyring, userId: number, plaintext: Buffer): SealedDocument {
  const dataKey = randomBytes(KEY_BYTES);
  try {
    return { ciphertext: seal(dataKey, plaintext, contentAad(userId)), ...wrap(keyring, userId, dataKey) };
  } finally {
    dataKey.fill(0);
  }
}

/** The document's bytes; throws VaultIntegrityError unless every part authenticates. */
export function decryptDocument(keyring: VaultKeyring, userId: number, sealed: SealedDocument): Buffer {
  const dataKey = unwrap(keyring, userId, sealed);
  try {
    return open(dataKey, sealed.ciphertext, contentAad(userId), 'the content');
  } finally {
    dataKey.fill(0);
  }
}

/** The same data key wrapped by the current master key (rotation: the content is left as it is). */
export function rewrapDataKey(
  keyring: VaultKeyring,
  userId: number,
  sealed: Pick<SealedDocument, 'encryptionKey' | 'keyId'>,
): Pick<SealedDocument, 'encryptionKey' | 'keyId'> {
  const dataKey = unwrap(keyring, userId, sealed);
  try {
    return wrap(keyring, userId, dataKey);
  } finally {
    dataKey.fill(0);
  }
}
