import type { OpportunityListItem } from '@futurefund/core';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useSaveOpportunity } from '../api/save-opportunity';

/** Saves one card to the dashboard; the title is in the name so a screen reader can tell the buttons apart. */
export function SaveButton({ item }: { item: Pick<OpportunityListItem, 'id' | 'type' | 'title'> }) {
  const { save, isPending, isSaved } = useSaveOpportunity(item);
  const label = isSaved ? 'Saved' : isPending ? 'Saving…' : 'Save';
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={save}
      disabled={isPending || isSaved}
      aria-busy={isPending}
      aria-label={`${label} ${item.title}`}
    >
      {isSaved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
      {label}
    </Button>
  );
}
