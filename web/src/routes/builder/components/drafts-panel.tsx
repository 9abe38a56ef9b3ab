import {
  BUILDER_LIMITS,
  builderContentTypeLabels,
  builderMessages,
  type DraftSummary,
} from '@futurefund/core';
import { Copy, FilePlus2, FolderOpen, Pencil, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ModalDialog, useModal } from '../../../components/ui/modal-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { ConfirmDialog } from './confirm-dialog';
import { useDeleteDraft, useDrafts, useDuplicateDraft, useUpdateDraft } from '../api/builder';
import { InlineLoadError } from './inline-load-error';

/** Favourites first, then newest (the server's order too; kept here after a local toggle). */
const ordered = (drafts: DraftSummary[]) =>
  [...drafts].sort(
    (a, b) => Number(b.isFavorite) - Number(a.isFavorite) || b.updatedAt.localeCompare(a.updatedAt),
  );

/** "My drafts" (product §2 builder): open, rename, favourite, duplicate, keep as template, delete. */
export function DraftsPanel({
  onOpen,
  onDeleted,
  onLocked,
}: {
  onOpen: (draft: DraftSummary) => void;
  onDeleted: (id: number) => void;
  onLocked: () => void;
}) {
  const drafts = useDrafts();
  const update = useUpdateDraft(onLocked);
  const duplicate = useDuplicateDraft(onLocked);
  const remove = useDeleteDraft(onLocked);
  const [renaming, setRenaming] = useState<DraftSummary | null>(null);
  const [deleting, setDeleting] = useState<DraftSummary | null>(null);
  return (
    <section aria-labelledby="drafts-heading" className="grid content-start gap-3 rounded-lg border p-4">
      <h2 id="drafts-heading" className="text-lg font-semibold">
        My drafts
      </h2>
      {drafts.isPending ? <Spinner label="Loading your drafts…" /> : null}
      {drafts.isError ? (
        <InlineLoadError text="Your drafts could not be loaded." onRetry={() => void drafts.refetch()} />
      ) : null}
      {drafts.data?.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No saved drafts yet. Save a resume or a letter to keep it here.
        </p>
      ) : null}
      {drafts.data && drafts.data.length > 0 ? (
        <ul className="grid gap-2">
          {ordered(drafts.data).map((draft) => (
            <li key={draft.id} className="grid gap-2 rounded-md border p-3">
              <div className="grid gap-0.5">
                <span className="font-medium break-words">{draft.title}</span>
                <span className="text-xs text-muted-foreground">
                  {builderContentTypeLabels[draft.contentType]}
                  {draft.isTemplate ? ' · Template' : ''}
                  {draft.opportunity?.title ? ` · ${draft.opportunity.title}` : ''}
                </span>
              </div>
              <div className="flex flex-wrap gap-1">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Open ${draft.title}`}
                  onClick={() => onOpen(draft)}
                >
                  <FolderOpen aria-hidden="true" />
                  Open
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Favourite ${draft.title}`}
                  aria-pressed={draft.isFavorite}
                  onClick={() => update.mutate({ id: draft.id, body: { isFavorite: !draft.isFavorite } })}
                >
                  <Star aria-hidden="true" className={draft.isFavorite ? 'fill-current' : undefined} />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Rename ${draft.title}`}
                  onClick={() => setRenaming(draft)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Duplicate ${draft.title}`}
                  onClick={() => duplicate.mutate({ id: draft.id, asTemplate: false })}
                >
                  <Copy aria-hidden="true" />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Save ${draft.title} as template`}
                  onClick={() => duplicate.mutate({ id: draft.id, asTemplate: true })}
                >
                  <FilePlus2 aria-hidden="true" />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete ${draft.title}`}
                  onClick={() => setDeleting(draft)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {renaming ? (
        <RenameDialog
          draft={renaming}
          isPending={update.isPending}
          onRename={(title, done) => update.mutate({ id: renaming.id, body: { title } }, { onSuccess: done })}
          onClose={() => setRenaming(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete “${deleting.title}”?`}
          description={builderMessages.deleteConfirm}
          confirmLabel="Delete"
          isDestructive
          onClose={(confirmed) => {
            setDeleting(null);
            if (confirmed) remove.mutate(deleting.id, { onSuccess: () => onDeleted(deleting.id) });
          }}
        />
      ) : null}
    </section>
  );
}

function RenameDialog({
  draft,
  isPending,
  onRename,
  onClose,
}: {
  draft: DraftSummary;
  isPending: boolean;
  onRename: (title: string, done: () => void) => void;
  onClose: () => void;
}) {
  const { ref, close } = useModal();
  const [title, setTitle] = useState(draft.title);
  const error = title.trim() === '' ? builderMessages.titleRequired : undefined;
  const [showError, setShowError] = useState(false);
  return (
    <ModalDialog dialogRef={ref} close={close} title="Rename draft" onClose={onClose}>
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (error) return setShowError(true);
          onRename(title.trim(), close);
        }}
      >
        <Field label="Title" error={showError ? error : undefined}>
          {(control) => (
            <Input
              {...control}
              data-autofocus
              value={title}
              maxLength={BUILDER_LIMITS.titleMax}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={isPending}>
            {isPending ? 'Saving…' : 'Rename'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
