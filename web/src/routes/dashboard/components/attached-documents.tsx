import type { ApplicationCard } from '@futurefund/core';
import { Paperclip, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useDetachDocument } from '../api/attachments';
import { cardTitle } from '../model/card-text';
import { AttachDocumentDialog } from './attach-document-dialog';

/**
 * The vault documents attached to an application (product §1, Premium). Everyone sees what is
 * attached; only Premium users get the controls (free users have the dashboard's upgrade prompts).
 */
export function AttachedDocuments({ card, isPremium }: { card: ApplicationCard; isPremium: boolean }) {
  const [choosing, setChoosing] = useState(false);
  const detach = useDetachDocument();
  const title = cardTitle(card);
  if (card.documents.length === 0 && !isPremium) return null;
  return (
    <div className="grid gap-1.5">
      {card.documents.length > 0 ? (
        <ul aria-label={`Documents for ${title}`} className="grid gap-1">
          {card.documents.map((document) => (
            <li key={document.documentId} className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <Paperclip aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="min-w-0 break-words">{document.name}</span>
              {isPremium ? (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  aria-label={`Remove ${document.name} from ${title}`}
                  disabled={detach.isPending}
                  onClick={() => detach.mutate({ applicationId: card.id, documentId: document.documentId })}
                >
                  <X aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {isPremium ? (
        <Button
          variant="link"
          size="sm"
          className="h-auto justify-self-start p-0"
          aria-label={`Attach document to ${title}`}
          onClick={() => setChoosing(true)}
        >
          <Paperclip aria-hidden="true" />
          Attach document
        </Button>
      ) : null}
      {choosing ? <AttachDocumentDialog card={card} onClose={() => setChoosing(false)} /> : null}
    </div>
  );
}
