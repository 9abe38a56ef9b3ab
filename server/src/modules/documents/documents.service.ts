import type { FastifyBaseLogger } from 'fastify';
import {
  documentMessages,
  hasApplicationAccess,
  isTextDocument,
  VAULT_DOCUMENTS_MAX,
  VAULT_QUOTA_BYTES,
  type DocumentType,
  type VaultFileType,
} from '@futurefund/core';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../auth/auth.repo';
import type { DocumentRow, DocumentsRepo } from './documents.repo';
import { toDocumentSummary } from './documents.presenter';
import { decryptDocument, encryptDocument, VaultIntegrityError, type VaultKeyring } from './vault-crypto';

export interface NewDocument {
  name: string;
  type: DocumentType;
  tags: string[];
  contentType: VaultFileType;
  /** The sanitised upload name; null for documents written as text. */
  fileName: string | null;
  bytes: Buffer;
}

export interface DocumentsServiceOptions {
  log: FastifyBaseLogger;
  now?: () => Date;
}

const notFound = () => AppError.notFound(documentMessages.notFound);

/**
 * The Document Vault's rules (ADR 021): owners only (a foreign id is 404 like an unknown one),
 * content encrypted before it reaches the repo, quotas checked under a per-user lock so parallel
 * uploads cannot both slip past, attachments to applications for Premium.
 */
export function createDocumentsService(
  repo: DocumentsRepo,
  keyring: VaultKeyring,
  options: DocumentsServiceOptions,
) {
  const now = options.now ?? (() => new Date());

  /** The plaintext, or a logged integrity failure that the client only sees as a generic 500. */
  function open(row: DocumentRow): Buffer {
    try {
      return decryptDocument(keyring, row.userId, row);
    } catch (error) {
      if (error instanceof VaultIntegrityError)
        options.log.error(
          { documentId: row.id, keyId: row.keyId },
          `vault document ${row.id}: ${error.message}`,
        );
      throw error;
    }
  }

  async function owned(actor: SessionUser, id: number): Promise<DocumentRow> {
    const row = await repo.findOwned(actor.id, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    list: (actor: SessionUser) => repo.listForUser(actor.id),

    /** Encrypts first (outside the lock), then checks the quotas and inserts in one transaction. */
    async store(actor: SessionUser, document: NewDocument) {
      const sealed = encryptDocument(keyring, actor.id, document.bytes);
      return repo.transaction(async (tx) => {
        await tx.lockUser(actor.id);
        const usage = await tx.usage(actor.id);
        if (usage.count >= VAULT_DOCUMENTS_MAX) throw AppError.conflict(documentMessages.countExceeded);
        if (usage.bytes + document.bytes.length > VAULT_QUOTA_BYTES)
          throw new AppError(413, 'PAYLOAD_TOO_LARGE', documentMessages.quotaExceeded);
        return tx.insert({
          userId: actor.id,
          name: document.name,
          type: document.type,
          tags: document.tags,
          contentType: document.contentType,
          fileName: document.fileName,
          size: document.bytes.length,
          ...sealed,
        });
      });
    },

    /** The summary with the text decrypted (null for binary files); counts as a use. */
    async get(actor: SessionUser, id: number) {
      const row = await owned(actor, id);
      const content = isTextDocument(row) ? open(row).toString('utf8') : null;
      const touched = (await repo.touchOwned(actor.id, id, now())) ?? row;
      return { ...toDocumentSummary(touched), content };
    },

    /** The decrypted bytes with what the download answer needs; counts as a use. */
    async download(actor: SessionUser, id: number) {
      const row = await owned(actor, id);
      const bytes = open(row);
      await repo.touchOwned(actor.id, id, now());
      return { row, bytes, contentType: row.contentType as VaultFileType };
    },

    async remove(actor: SessionUser, id: number) {
      if (!(await repo.removeOwned(actor.id, id))) throw notFound();
    },

    /** Every document of the user, decrypted: text as text, files as base64 (the profile export). */
    async exportAll(actor: SessionUser) {
      const rows = await repo.allForUser(actor.id);
      return rows.map((row) => {
        const bytes = open(row);
        const text = isTextDocument(row);
        return {
          ...toDocumentSummary(row),
          content: text ? bytes.toString('utf8') : null,
          contentBase64: text ? null : bytes.toString('base64'),
        };
      });
    },

    async listForApplication(actor: SessionUser, applicationId: number) {
      if (!(await repo.applicationOwned(actor.id, applicationId)))
        throw AppError.notFound('Application not found.');
      return repo.listAttached(applicationId);
    },

    /** Premium first (product §1), then both must be the actor's; attaching twice changes nothing. */
    async attach(actor: SessionUser, applicationId: number, documentId: number) {
      if (!hasApplicationAccess(actor, now()))
        throw new AppError(403, 'PREMIUM_REQUIRED', documentMessages.attachPremium);
      return repo.transaction(async (tx) => {
        if (!(await tx.applicationOwned(actor.id, applicationId)))
          throw AppError.notFound('Application not found.');
        const document = await tx.findOwned(actor.id, documentId);
        if (!document) throw notFound();
        await tx.attach({
          userId: actor.id,
          applicationId,
          documentId,
          fileName: document.name,
          originalFileName: document.fileName,
          mimeType: document.contentType,
          fileSize: document.size,
          fileType: document.type,
        });
        return tx.listAttached(applicationId);
      });
    },

    async detach(actor: SessionUser, applicationId: number, documentId: number) {
      if (!(await repo.detach(actor.id, applicationId, documentId))) throw notFound();
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
