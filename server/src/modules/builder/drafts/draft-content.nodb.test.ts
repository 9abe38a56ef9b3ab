import { describe, expect, it } from 'vitest';
import { builderDocumentSchema } from '@futurefund/core';
import { coverLetterDocument, resumeDocument } from '../../../../test/draft-fixtures';
import { testVaultKeyring } from '../../../../test/test-app';
import { encryptDocument, VaultIntegrityError } from '../../documents/vault-crypto';
import { generationLabel, openDraft, sealDraft } from './draft-content';
import { copyTitle, templateTitle } from './draft-titles';

const keyring = testVaultKeyring();
const resume = builderDocumentSchema.parse(resumeDocument());

describe('sealed draft content', () => {
  it('opens what it sealed, for its owner only', () => {
    const draft = { document: resume, generation: null };
    const sealed = sealDraft(keyring, 7, draft);
    expect(Buffer.from(sealed.content, 'base64').toString('latin1')).not.toContain('Ada Lovelace');
    expect(openDraft(keyring, 7, sealed)).toEqual(draft);
    expect(() => openDraft(keyring, 8, sealed)).toThrow(VaultIntegrityError);
  });

  it('refuses a row without a data key, and sealed bytes that are not a draft, without echoing them', () => {
    const sealed = sealDraft(keyring, 7, { document: resume, generation: null });
    expect(() => openDraft(keyring, 7, { ...sealed, encryptionKey: null })).toThrow(
      'the draft has no data key',
    );
    for (const text of ['not json: Ada', JSON.stringify({ document: { kind: 'essay', text: 'Ada' } })]) {
      const other = encryptDocument(keyring, 7, Buffer.from(text));
      const row = { ...other, content: other.ciphertext.toString('base64') };
      expect(() => openDraft(keyring, 7, row)).toThrow(VaultIntegrityError);
      expect(() => openDraft(keyring, 7, row)).not.toThrow(/Ada/);
    }
  });
});

describe('the clear-text generation label', () => {
  const letter = builderDocumentSchema.parse(coverLetterDocument());
  it('names the prompt kind, its version and the writer, and nothing else', () => {
    const prompt = 'FACTS: Ada Lovelace, University of Texas';
    expect(
      generationLabel({ document: letter, generation: { provider: 'template', model: null, prompt } }),
    ).toBe('cover_letter v1 · template');
    expect(
      generationLabel({ document: resume, generation: { provider: 'llm', model: 'gpt-4o-mini', prompt } }),
    ).toBe('resume_summary v1 · llm:gpt-4o-mini');
    expect(generationLabel({ document: resume, generation: null })).toBeNull();
  });
});

describe('duplicate titles', () => {
  it('adds "Copy of" and "(template)", cutting the original to fit', () => {
    expect(copyTitle('Resume')).toBe('Copy of Resume');
    expect(templateTitle('Resume')).toBe('Resume (template)');
    expect(templateTitle('Resume (template)')).toBe('Resume (template)');
    // A cut that ends on a space drops it rather than leave "word  (template)".
    const long = `${'a'.repeat(108)} ${'b'.repeat(11)}`;
    expect(copyTitle(long)).toBe(`Copy of ${'a'.repeat(108)} bbb`);
    expect(templateTitle(long)).toBe(`${'a'.repeat(108)} (template)`);
  });
});
