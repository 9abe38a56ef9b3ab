import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  BUILDER_LIMITS,
  builderMessages,
  type createDraftSchema,
  type Draft,
  type duplicateDraftSchema,
  type OpportunityType,
  type updateDraftSchema,
} from '@futurefund/core';
import { AppError } from '../../../lib/errors';
import type { SessionUser } from '../../auth/auth.repo';
import { VaultIntegrityError, type VaultKeyring } from '../../documents/vault-crypto';
import { assertBuilderAccess } from '../builder-access';
import { generationLabel, openDraft, sealDraft, type DraftContent } from './draft-content';
import { copyTitle, templateTitle } from './draft-titles';
import type { DraftsRepo, NewDraftRow, SealedDraftRow } from './drafts.repo';
import { toDraft, toDraftSummary } from './drafts.presenter';

type CreateDraftInput = z.output<typeof createDraftSchema>;
type UpdateDraftInput = z.output<typeof updateDraftSchema>;
type DuplicateDraftInput = z.output<typeof duplicateDraftSchema>;

export interface DraftsServiceOptions {
  log: FastifyBaseLogger;
  /** The tracker's rule for "this listing exists and is public" (a save checks the same). */
  opportunityIsPublic: (type: OpportunityType, id: number) => Promise<boolean>;
  now?: () => Date;
}

const notFound = () => AppError.notFound(builderMessages.notFound);

/**
 * Saved resumes and cover letters (product §2 builder, ADR 029). Premium first in every call, so a
 * refused request reads and changes nothing; then owners only (a foreign id is 404 like an unknown
 * one); content sealed before it reaches the repo; at most BUILDER_LIMITS.draftsMax per user,
 * counted under a lock on the user's row so parallel saves cannot both slip past (as the vault).
 */
export function createDraftsService(repo: DraftsRepo, keyring: VaultKeyring, options: DraftsServiceOptions) {
  const now = options.now ?? (() => new Date());

  /** The sealed content, or a logged integrity failure the client only sees as a generic 500. */
  function open(row: SealedDraftRow): DraftContent {
    try {
      return openDraft(keyring, row.userId, row);
    } catch (error) {
      if (error instanceof VaultIntegrityError)
        options.log.error({ draftId: row.id, keyId: row.keyId }, `builder draft ${row.id}: ${error.message}`);
      throw error;
    }
  }

  /** The clear columns that follow from the content, and the content sealed. */
  const contentColumns = (userId: number, content: DraftContent) => ({
    ...sealDraft(keyring, userId, content),
    template: content.document.template,
    provider: content.generation?.provider ?? null,
    generationPrompt: generationLabel(content),
  });

  /** Inserts under the per-user cap; answers the new draft as the list and detail show it. */
  async function insertCapped(actor: SessionUser, values: NewDraftRow, content: DraftContent) {
    const id = await repo.transaction(async (tx) => {
      await tx.lockUser(actor.id);
      if ((await tx.count(actor.id)) >= BUILDER_LIMITS.draftsMax)
        throw AppError.conflict(builderMessages.draftsMax);
      return tx.insert(values);
    });
    const row = await repo.findOwned(actor.id, id);
    // Deleted by a parallel request in between: as gone as any other missing draft.
    if (!row) throw notFound();
    return toDraft(row, content);
  }

  async function owned(actor: SessionUser, id: number) {
    const row = await repo.findOwned(actor.id, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(actor: SessionUser) {
      assertBuilderAccess(actor, now());
      return (await repo.listForUser(actor.id)).map(toDraftSummary);
    },

    async get(actor: SessionUser, id: number): Promise<Draft> {
      assertBuilderAccess(actor, now());
      const row = await owned(actor, id);
      return toDraft(row, open(row));
    },

    /** A cover letter names its opportunity (the contract says so); any named one must be public. */
    async create(actor: SessionUser, input: CreateDraftInput): Promise<Draft> {
      assertBuilderAccess(actor, now());
      const { opportunity } = input;
      if (opportunity && !(await options.opportunityIsPublic(opportunity.type, opportunity.id)))
        throw AppError.notFound(builderMessages.opportunityNotFound);
      const content = { document: input.document, generation: input.generation };
      const values = {
        userId: actor.id,
        contentType: input.document.kind,
        title: input.title,
        opportunityId: opportunity?.id ?? null,
        opportunityType: opportunity?.type ?? null,
        ...contentColumns(actor.id, content),
      };
      return insertCapped(actor, values, content);
    },

    /**
     * Rename, favourite, or a new version of the document or generation record, read and written
     * under a lock on the row so two saves cannot interleave. The kind of a draft never changes.
     */
    async update(actor: SessionUser, id: number, change: UpdateDraftInput): Promise<Draft> {
      assertBuilderAccess(actor, now());
      return repo.transaction(async (tx) => {
        if (!(await tx.lockOwned(actor.id, id))) throw notFound();
        const row = (await tx.findOwned(actor.id, id))!;
        if (change.document && change.document.kind !== row.contentType)
          throw AppError.badRequest(builderMessages.typeMismatch, [
            { path: 'document.kind', message: builderMessages.typeMismatch },
          ]);
        const current = open(row);
        const content: DraftContent = {
          document: change.document ?? current.document,
          generation: change.generation === undefined ? current.generation : change.generation,
        };
        const rewritten = change.document !== undefined || change.generation !== undefined;
        await tx.update(actor.id, id, {
          title: change.title,
          isFavorite: change.isFavorite,
          ...(rewritten ? contentColumns(actor.id, content) : {}),
        });
        return toDraft((await tx.findOwned(actor.id, id))!, content);
      });
    },

    /** A working copy, or a reusable template; never a favourite. Counts against the cap. */
    async duplicate(actor: SessionUser, id: number, input: DuplicateDraftInput): Promise<Draft> {
      assertBuilderAccess(actor, now());
      const row = await owned(actor, id);
      const content = open(row);
      const original = row.title ?? '';
      const values = {
        userId: actor.id,
        contentType: row.contentType,
        title: input.title ?? (input.asTemplate ? templateTitle(original) : copyTitle(original)),
        opportunityId: row.opportunityId,
        opportunityType: row.opportunityType,
        isTemplate: input.asTemplate,
        isFavorite: false,
        // A fresh data key: the copy shares nothing sealed with its original.
        ...contentColumns(actor.id, content),
      };
      return insertCapped(actor, values, content);
    },

    async remove(actor: SessionUser, id: number): Promise<void> {
      assertBuilderAccess(actor, now());
      if (!(await repo.removeOwned(actor.id, id))) throw notFound();
    },

    /**
     * Every draft of the user, decrypted (the profile's data export). Not Premium-gated: the data
     * is the user's own whether or not Premium is still active.
     */
    async exportAll(actor: SessionUser): Promise<Draft[]> {
      const rows = await repo.allForUser(actor.id);
      return rows.map((row) => toDraft(row, open(row)));
    },
  };
}

export type DraftsService = ReturnType<typeof createDraftsService>;
