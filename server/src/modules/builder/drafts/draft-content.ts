import { z } from 'zod';
import {
  builderDocumentSchema,
  generationRecordSchema,
  type BuilderDocument,
  type GenerationRecord,
} from '@futurefund/core';
import { PROMPT_VERSION } from '../generation/prompt';
import {
  decryptDocument,
  encryptDocument,
  VaultIntegrityError,
  type VaultKeyring,
} from '../../documents/vault-crypto';

/**
 * What a draft keeps sealed (ADR 029): the document and how it was generated, prompt included.
 * Resumes hold as much personal data as vault documents, so they use the vault's envelope
 * encryption (ADR 021); only what the list shows stays in the clear.
 */
const sealedDraftSchema = z.object({
  document: builderDocumentSchema,
  generation: generationRecordSchema.nullable(),
});
export interface DraftContent {
  document: BuilderDocument;
  generation: GenerationRecord | null;
}

/** The stored columns of one draft's content. */
export interface SealedDraft {
  /** base64 of nonce | tag | ciphertext */
  content: string;
  encryptionKey: string;
  keyId: string;
}

export function sealDraft(keyring: VaultKeyring, userId: number, draft: DraftContent): SealedDraft {
  const plaintext = Buffer.from(JSON.stringify(draft), 'utf8');
  const sealed = encryptDocument(keyring, userId, plaintext);
  return {
    content: sealed.ciphertext.toString('base64'),
    encryptionKey: sealed.encryptionKey,
    keyId: sealed.keyId,
  };
}

/**
 * The draft's document and generation record; a VaultIntegrityError unless the row authenticates
 * and holds a valid draft. The error never carries the content (it is logged, then a generic 500).
 */
export function openDraft(
  keyring: VaultKeyring,
  userId: number,
  row: { content: string; encryptionKey: string | null; keyId: string | null },
): DraftContent {
  if (!row.encryptionKey || !row.keyId) throw new VaultIntegrityError('the draft has no data key');
  const plaintext = decryptDocument(keyring, userId, {
    ciphertext: Buffer.from(row.content, 'base64'),
    encryptionKey: row.encryptionKey,
    keyId: row.keyId,
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(plaintext.toString('utf8'));
  } catch {
    throw new VaultIntegrityError('the draft is not JSON');
  }
  const draft = sealedDraftSchema.safeParse(parsed);
  if (!draft.success) throw new VaultIntegrityError('the draft does not match the builder contract');
  return draft.data;
}

const MODEL_LABEL_MAX = 100;

/**
 * The clear-text label of how a draft was generated ("cover_letter v1 · template",
 * "resume_summary v1 · llm:<model>"): the prompt's kind, version and provider, nothing personal.
 * Null when the text was typed by hand.
 */
export function generationLabel(draft: DraftContent): string | null {
  const { generation, document } = draft;
  if (!generation) return null;
  const kind = document.kind === 'resume' ? 'resume_summary' : 'cover_letter';
  const writer =
    generation.provider === 'llm'
      ? `llm:${(generation.model ?? 'unknown').slice(0, MODEL_LABEL_MAX)}`
      : 'template';
  return `${kind} v${PROMPT_VERSION} · ${writer}`;
}
