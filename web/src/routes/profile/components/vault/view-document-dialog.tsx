import { documentMessages, isTextDocument, type DocumentSummary } from '@futurefund/core';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useEffect } from 'react';
import { buttonVariants } from '../../../../components/ui/button';
import { ModalDialog, useModal } from '../../../../components/ui/modal-dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../hooks/use-toast';
import { documentDownloadUrl, documentQuery } from '../../api/documents';

/** Product §2: a document's content is fetched only now, when it is opened. */
export function ViewDocumentDialog({
  document,
  onClose,
}: {
  document: DocumentSummary;
  onClose: () => void;
}) {
  const { ref, close } = useModal();
  const content = useQuery(documentQuery(document.id));
  useEffect(() => {
    if (!content.isError) return;
    toast({
      title: documentMessages.retrieveFailedTitle,
      description: documentMessages.retrieveFailed,
      variant: 'destructive',
    });
    close();
  }, [content.isError, close]);
  const downloadLink = (
    <a
      href={documentDownloadUrl(document.id)}
      download
      className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}
    >
      <Download aria-hidden="true" />
      Download
    </a>
  );
  return (
    <ModalDialog dialogRef={ref} close={close} title={document.name} onClose={onClose} className="max-w-2xl">
      {content.isPending ? <Spinner label="Loading the document…" /> : null}
      {content.data && isTextDocument(content.data) && content.data.content !== null ? (
        // Long text scrolls inside; tabIndex lets keyboard users scroll it (WCAG 2.1.1).
        <pre
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label={`Content of ${document.name}`}
          className="max-h-[60vh] overflow-auto rounded-md border bg-muted p-3 text-sm break-words whitespace-pre-wrap"
        >
          {content.data.content}
        </pre>
      ) : null}
      {content.data && (!isTextDocument(content.data) || content.data.content === null) ? (
        <p className="text-sm">This file cannot be shown here; download it to open it.</p>
      ) : null}
      {content.data ? downloadLink : null}
    </ModalDialog>
  );
}
