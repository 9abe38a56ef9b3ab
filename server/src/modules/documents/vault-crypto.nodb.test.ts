import { describe, expect, it } from 'vitest';
import {
  decryptDocument,
  encryptDocument,
  keyringFrom,
  newMasterKey,
  rewrapDataKey,
  VaultIntegrityError,
  type SealedDocument,
} from './vault-crypto';

const keyring = keyringFrom(newMasterKey());
const plaintext = Buffer.from('a personal statement, never stored in the clear');

function flip(buffer: Buffer, index: number): Buffer {
  const copy = Buffer.from(buffer);
  copy[index] = copy[index]! ^ 0x01;
  return copy;
}
const flipKey = (sealed: SealedDocument, index: number) =>
  flip(Buffer.from(sealed.encryptionKey, 'base64'), index).toString('base64');

describe('vault crypto (envelope AES-256-GCM)', () => {
  it('round-trips, with a fresh nonce and data key each time', () => {
    const sealed = encryptDocument(keyring, 7, plaintext);
    expect(decryptDocument(keyring, 7, sealed).equals(plaintext)).toBe(true);
    expect(sealed.ciphertext.length).toBe(12 + 16 + plaintext.length);
    expect(sealed.ciphertext.includes(plaintext)).toBe(false);
    const again = encryptDocument(keyring, 7, plaintext);
    expect(again.ciphertext.equals(sealed.ciphertext)).toBe(false);
    expect(again.encryptionKey).not.toBe(sealed.encryptionKey);
  });

  it.each([
    ['nonce', (s: SealedDocument) => ({ ...s, ciphertext: flip(s.ciphertext, 0) })],
    ['tag', (s: SealedDocument) => ({ ...s, ciphertext: flip(s.ciphertext, 12) })],
    ['ciphertext', (s: SealedDocument) => ({ ...s, ciphertext: flip(s.ciphertext, 30) })],
    ['truncated ciphertext', (s: SealedDocument) => ({ ...s, ciphertext: s.ciphertext.subarray(0, 20) })],
    ['wrapped key nonce', (s: SealedDocument) => ({ ...s, encryptionKey: flipKey(s, 0) })],
    ['wrapped key body', (s: SealedDocument) => ({ ...s, encryptionKey: flipKey(s, 40) })],
    ['key id', (s: SealedDocument) => ({ ...s, keyId: '0000000000000000' })],
  ])('throws VaultIntegrityError for a tampered %s', (_, tamper) => {
    const sealed = encryptDocument(keyring, 7, plaintext);
    expect(() => decryptDocument(keyring, 7, tamper(sealed))).toThrow(VaultIntegrityError);
  });

  it('throws for a wrong master key with the same key id', () => {
    const sealed = encryptDocument(keyring, 7, plaintext);
    const impostor = { currentId: keyring.currentId, keys: new Map([[keyring.currentId, newMasterKey()]]) };
    expect(() => decryptDocument(impostor, 7, sealed)).toThrow(VaultIntegrityError);
  });

  it("binds a document to its owner: another user's row does not open", () => {
    const sealed = encryptDocument(keyring, 7, plaintext);
    expect(() => decryptDocument(keyring, 8, sealed)).toThrow(VaultIntegrityError);
  });

  it('re-wraps a data key under a new current key, content untouched', () => {
    const old = keyringFrom(newMasterKey());
    const sealed = encryptDocument(old, 7, plaintext);
    const next = keyringFrom(newMasterKey(), [...old.keys.values()]);
    const rewrapped = { ...sealed, ...rewrapDataKey(next, 7, sealed) };
    expect(rewrapped.keyId).toBe(next.currentId);
    const onlyNew = keyringFrom(next.keys.get(next.currentId)!);
    expect(decryptDocument(onlyNew, 7, rewrapped).equals(plaintext)).toBe(true);
  });
});
