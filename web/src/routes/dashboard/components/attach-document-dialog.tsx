import { documentTypeLabels, type ApplicationCard } from '@futurefund/core';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ModalDialog, useModal } from '../../../components/ui/modal-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useAttachDocument, useVaultDocuments } from '../api/attachments';
import { cardTitle } from '../model/card-text';

/** Picks one vault document to attach; those already attached are not offered again. */
export function AttachDocumentDialog({ card, onClose }: { card: ApplicationCard; onClose: () => void }) {
  const { ref, close } = useModal();
  const vault = useVaultDocuments();
  const attach = useAttachDocument();
  const attached = new Set(card.documents.map((document) => document.documentId));
  const choices = vault.data?.filter((document) => !attached.has(document.id));
  return (
    <ModalDialog
      dialogRef={ref}
      close={close}
      title="Attach a document"
      description={`Choose a document from your vault for ${cardTitle(card)}.`}
      onClose={onClose}
    >
      {vault.isPending ? <Spinner label="Loading your documents…" className="py-6" /> : null}
      {vault.isError ? (
        <p className="text-sm">Your documents could not be loaded. Please try again later.</p>
      ) : null}
      {choices?.length === 0 ? (
        <p className="text-sm">
          No documents to attach.{' '}
          <Link
            to={paths.documentVault}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Add one in your Document Vault
          </Link>
          .
        </p>
      ) : null}
      {choices?.length ? (
        <ul aria-label="Your documents" className="grid gap-2">
          {choices.map((document) => (
            <li key={document.id} className="flex items-center justify-between gap-3 rounded-md border p-3">
              <span className="grid min-w-0 text-sm">
                <span className="font-medium break-words">{document.name}</span>
                <span className="text-xs text-muted-foreground">{documentTypeLabels[document.type]}</span>
              </span>
              <Button
                size="sm"
                aria-label={`Attach ${document.name}`}
                disabled={attach.isPending}
                onClick={() =>
                  attach.mutate({ applicationId: card.id, documentId: document.id }, { onSuccess: close })
                }
              >
                Attach
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </ModalDialog>
  );
}
