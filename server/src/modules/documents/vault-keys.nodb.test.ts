import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/test-app';
import { EnvError, parseEnv } from '../../env';
import { decryptDocument, encryptDocument, masterKeyId } from './vault-crypto';
import {
  addFileKey,
  loadFileKeyring,
  parseMasterKey,
  resolveVaultKeyring,
  VAULT_KEY_FILE,
  VaultKeyError,
} from './vault-keys';

const hexKey = 'ab'.repeat(32);
const base64Key = Buffer.alloc(32, 9).toString('base64');

describe('vault master keys', () => {
  it('reads a key as base64 or 64 hex characters, and nothing else', () => {
    expect(parseMasterKey(hexKey)).toEqual(Buffer.alloc(32, 0xab));
    expect(parseMasterKey(base64Key)).toEqual(Buffer.alloc(32, 9));
    expect(parseMasterKey('short')).toBeNull();
    expect(parseMasterKey(Buffer.alloc(16).toString('base64'))).toBeNull();
  });

  it('takes VAULT_MASTER_KEY and VAULT_PREVIOUS_MASTER_KEYS from the environment', () => {
    const env = parseEnv({
      VAULT_MASTER_KEY: hexKey,
      VAULT_PREVIOUS_MASTER_KEYS: `${base64Key}, ${'cd'.repeat(32)}`,
    });
    const { keyring, warning } = resolveVaultKeyring(env);
    expect(keyring.currentId).toBe(masterKeyId(Buffer.alloc(32, 0xab)));
    expect(keyring.keys.size).toBe(3);
    expect(warning).toBeNull();
  });

  it('never echoes a bad key in the error', () => {
    const secret = 'not-a-key-but-secret-looking-1234';
    let error: unknown;
    try {
      parseEnv({ VAULT_MASTER_KEY: secret, VAULT_PREVIOUS_MASTER_KEYS: `${hexKey},${secret}` });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as Error).message).toContain('VAULT_MASTER_KEY: must be 32 bytes');
    expect((error as Error).message).toContain('VAULT_PREVIOUS_MASTER_KEYS:');
    expect((error as Error).message).not.toContain(secret);
    expect((error as Error).message).not.toContain(hexKey);
  });

  it('refuses PostgreSQL without a key, saying how to make one', () => {
    const env = parseEnv({ DATABASE_URL: 'postgres://u@h/db' });
    expect(() => resolveVaultKeyring(env)).toThrow(VaultKeyError);
    expect(() => resolveVaultKeyring(env)).toThrow('openssl rand -base64 32');
  });

  it('generates an owner-only key file on the embedded default, then reuses it', () => {
    const dataDir = makeTempDir('ff-vault-keys-');
    const first = resolveVaultKeyring(parseEnv({ DATA_DIR: dataDir }));
    const file = path.join(dataDir, VAULT_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.warning).toContain(file);
    expect(first.warning).toContain('back it up');
    const second = resolveVaultKeyring(parseEnv({ DATA_DIR: dataDir }));
    expect(second.keyring.currentId).toBe(first.keyring.currentId);
    fs.chmodSync(file, 0o644);
    loadFileKeyring(dataDir);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('adds a new current key to the file and keeps the old ones readable', () => {
    const dataDir = makeTempDir('ff-vault-keys-');
    const before = loadFileKeyring(dataDir).keyring;
    const sealed = encryptDocument(before, 1, Buffer.from('kept'));
    const after = addFileKey(dataDir);
    expect(after.currentId).not.toBe(before.currentId);
    expect(loadFileKeyring(dataDir).keyring.currentId).toBe(after.currentId);
    expect(decryptDocument(loadFileKeyring(dataDir).keyring, 1, sealed).toString()).toBe('kept');
    expect(fs.statSync(path.join(dataDir, VAULT_KEY_FILE)).mode & 0o777).toBe(0o600);
  });
});
