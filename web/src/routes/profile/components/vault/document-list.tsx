import { documentTypeLabels, formatFileSize, type DocumentSummary } from '@futurefund/core';
import { Download, Eye, Trash2 } from 'lucide-react';
import { Badge } from '../../../../components/ui/badge';
import { Button, buttonVariants } from '../../../../components/ui/button';
import { formatTimestamp } from '../../../../lib/format';
import { documentDownloadUrl } from '../../api/documents';

export type DocumentAction = 'view' | 'delete';

/** Element ids of a row's buttons, so focus can come back to them after a dialog. */
export const documentControlId = (id: number, action: DocumentAction) => `document-${id}-${action}`;

type DocumentListProps = {
  documents: DocumentSummary[];
  onAction: (action: DocumentAction, document: DocumentSummary) => void;
};

/** The vault's documents (product §2): name, type, size, tags, date, and what can be done. */
export function DocumentList({ documents, onAction }: DocumentListProps) {
  return (
    <ul aria-label="Documents" className="grid gap-3">
      {documents.map((document) => (
        <li
          key={document.id}
          className="grid gap-3 rounded-md border p-4 sm:grid-cols-[1fr_auto] sm:items-center"
        >
          <div className="grid min-w-0 gap-1.5">
            <h3 className="font-medium break-words">{document.name}</h3>
            <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <span>{documentTypeLabels[document.type]}</span>
              <span>{formatFileSize(document.size)}</span>
              <span>Added {formatTimestamp(document.createdAt)}</span>
            </p>
            {document.tags.length > 0 ? (
              <ul aria-label={`Tags of ${document.name}`} className="flex flex-wrap gap-1.5">
                {document.tags.map((tag) => (
                  <li key={tag}>
                    <Badge>{tag}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {/* Names start with the visible word (voice control) and say which document. */}
          <div className="flex flex-wrap gap-2">
            <Button
              id={documentControlId(document.id, 'view')}
              size="sm"
              variant="outline"
              aria-label={`View ${document.name}`}
              onClick={() => onAction('view', document)}
            >
              <Eye aria-hidden="true" />
              View
            </Button>
            <a
              href={documentDownloadUrl(document.id)}
              download
              aria-label={`Download ${document.name}`}
              className={buttonVariants({ size: 'sm', variant: 'outline' })}
            >
              <Download aria-hidden="true" />
              Download
            </a>
            <Button
              id={documentControlId(document.id, 'delete')}
              size="sm"
              variant="ghost"
              aria-label={`Delete ${document.name}`}
              onClick={() => onAction('delete', document)}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
